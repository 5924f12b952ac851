import type { GrantableRole, ShareRole } from "@bearish/shared/workspaces/workspace-rules";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { addMember, changeMemberRole, listMembers, searchPeople } from "../api";
import { workspaceKeys } from "./workspace-keys";

export function useWorkspaceMembers(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId),
    queryFn: async ({ signal }) => (await listMembers(workspaceId, signal)).data,
    enabled,
  });
}

/** People to share with (`all-users?search=`). */
export function usePeopleSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ["workspaces", "people", search],
    queryFn: async ({ signal }) => (await searchPeople(search, signal)).data,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
}

function useRefreshMembers(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) });
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) });
  };
}

/** Adds a person; a 409 (already a member) is left to the caller to show its message. */
export function useAddMember(workspaceId: string) {
  const refresh = useRefreshMembers(workspaceId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: GrantableRole }) => addMember(workspaceId, userId, role),
    onSuccess: refresh,
  });
}

export function useChangeMemberRole(workspaceId: string) {
  const refresh = useRefreshMembers(workspaceId);
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: ShareRole }) =>
      changeMemberRole(workspaceId, memberId, role),
    onSuccess: (_data, { role }) => {
      if (role === "REVOKE_ACCESS") showSnackbar(t("workspace.share.revoked"), { severity: "success" });
      refresh();
    },
    onError: (error: Error) =>
      showSnackbar(t("workspace.toast.actionFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
