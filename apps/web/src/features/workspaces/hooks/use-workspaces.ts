import type { GeneralAccess, Workspace } from "@bearish/shared/workspaces/workspace";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf, HttpError } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import {
  archiveWorkspace,
  createWorkspace,
  deleteWorkspace,
  fetchWorkspace,
  listArchivedWorkspaces,
  listWorkspaces,
  setGeneralAccess,
  setPinned,
  updateWorkspace,
} from "../api";
import { WORKSPACE_STALE_MS, workspaceKeys } from "./workspace-keys";

/** The workspace list: fresh 5 minutes, one retry after 1 s (spec §9). */
export function useWorkspaceList() {
  return useQuery({
    queryKey: workspaceKeys.list,
    queryFn: async ({ signal }) => (await listWorkspaces(signal)).data,
    staleTime: WORKSPACE_STALE_MS,
    retry: 1,
    retryDelay: 1000,
  });
}

export function useArchivedWorkspaces() {
  return useQuery({
    queryKey: workspaceKeys.archived,
    queryFn: async ({ signal }) => (await listArchivedWorkspaces(signal)).data,
    staleTime: WORKSPACE_STALE_MS,
    retry: 1,
    retryDelay: 1000,
  });
}

export function useWorkspace(workspaceId: string) {
  return useQuery({
    queryKey: workspaceKeys.detail(workspaceId),
    queryFn: async ({ signal }) => (await fetchWorkspace(workspaceId, signal)).data,
    staleTime: WORKSPACE_STALE_MS,
    // A workspace one may not see answers 404: asking again will not change that.
    retry: (count, error) => !(error instanceof HttpError && error.status !== null && error.status < 500) && count < 1,
  });
}

export interface WorkspaceFormValues {
  name: string;
  description: string;
  generalAccess: GeneralAccess;
  coverImage: File | null;
  /** Edit only: drop the current cover image. */
  removeCover?: boolean;
}

/** The multipart body of create and update (spec §7: POST/PUT workspace are multipart). */
export function workspaceFormData(values: WorkspaceFormValues): FormData {
  const form = new FormData();
  form.append("name", values.name.trim());
  form.append("description", values.description.trim());
  form.append("generalAccess", values.generalAccess);
  if (values.coverImage) form.append("coverImage", values.coverImage);
  else if (values.removeCover) form.append("removeCover", "true");
  return form;
}

function useInvalidateWorkspaces() {
  const queryClient = useQueryClient();
  return (workspaceId?: string) => {
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.archived });
    if (workspaceId) void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) });
  };
}

function useFailureToast(titleKey: "workspace.toast.saveFailed" | "workspace.toast.actionFailed") {
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return (error: Error) => showSnackbar(t(titleKey), { severity: "error", detail: errorMessageOf(error) });
}

export function useCreateWorkspace() {
  const invalidate = useInvalidateWorkspaces();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (values: WorkspaceFormValues) => (await createWorkspace(workspaceFormData(values))).data,
    onSuccess: () => {
      showSnackbar(t("workspace.toast.created"), { severity: "success" });
      invalidate();
    },
  });
}

export function useUpdateWorkspace(workspaceId: string) {
  const invalidate = useInvalidateWorkspaces();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (values: WorkspaceFormValues) =>
      (await updateWorkspace(workspaceId, workspaceFormData(values))).data,
    onSuccess: () => {
      showSnackbar(t("workspace.toast.saved"), { severity: "success" });
      invalidate(workspaceId);
    },
  });
}

export function usePinWorkspace() {
  const invalidate = useInvalidateWorkspaces();
  const onError = useFailureToast("workspace.toast.actionFailed");
  return useMutation({
    mutationFn: ({ id, pinned }: { id: string; pinned: boolean }) => setPinned(id, pinned),
    onSuccess: (_data, { id }) => invalidate(id),
    onError,
  });
}

export function useArchiveWorkspace() {
  const invalidate = useInvalidateWorkspaces();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const onError = useFailureToast("workspace.toast.actionFailed");
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => archiveWorkspace(id, archived),
    onSuccess: (_data, { id, archived }) => {
      showSnackbar(t(archived ? "workspace.toast.archived" : "workspace.toast.unarchived"), { severity: "success" });
      invalidate(id);
    },
    onError,
  });
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateWorkspaces();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const onError = useFailureToast("workspace.toast.actionFailed");
  return useMutation({
    mutationFn: (id: string) => deleteWorkspace(id),
    onSuccess: (_data, id) => {
      showSnackbar(t("workspace.toast.deleted"), { severity: "success" });
      queryClient.removeQueries({ queryKey: workspaceKeys.detail(id) });
      invalidate();
    },
    onError,
  });
}

export function useSetGeneralAccess(workspaceId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateWorkspaces();
  const onError = useFailureToast("workspace.toast.actionFailed");
  return useMutation({
    mutationFn: async (generalAccess: GeneralAccess) => (await setGeneralAccess(workspaceId, generalAccess)).data,
    onSuccess: (workspace: Workspace) => {
      queryClient.setQueryData(workspaceKeys.detail(workspaceId), workspace);
      invalidate(workspaceId);
    },
    onError,
  });
}
