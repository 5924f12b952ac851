import type { CustomFieldBody } from "@bearish/shared/workspaces/custom-fields";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { createCustomField, deleteCustomField, fetchAnalytics, saveTags, updateCustomField } from "../api";
import { workspaceKeys } from "./workspace-keys";

export function useWorkspaceAnalytics(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["workspaces", "analytics", workspaceId],
    queryFn: async ({ signal }) => (await fetchAnalytics(workspaceId, signal)).data,
    enabled,
  });
}

function useSettingsMutation<V>(workspaceId: string, run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    },
    onError: (error: Error) =>
      showSnackbar(t("workspace.toast.saveFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

export function useSaveTags(workspaceId: string) {
  return useSettingsMutation(workspaceId, (tags: string[]) => saveTags(workspaceId, tags));
}

export function useCreateCustomField(workspaceId: string) {
  return useSettingsMutation(workspaceId, (body: CustomFieldBody) => createCustomField(workspaceId, body));
}

export function useUpdateCustomField(workspaceId: string) {
  return useSettingsMutation(workspaceId, ({ fieldId, body }: { fieldId: string; body: CustomFieldBody }) =>
    updateCustomField(workspaceId, fieldId, body),
  );
}

export function useDeleteCustomField(workspaceId: string) {
  return useSettingsMutation(workspaceId, (fieldId: string) => deleteCustomField(workspaceId, fieldId));
}
