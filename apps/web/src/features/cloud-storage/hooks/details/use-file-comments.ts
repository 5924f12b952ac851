import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../../lib/http";
import { useSnackbar } from "../../../../lib/snackbar";
import { addComment, deleteComment, listComments } from "../../api";
import { cloudKeys } from "../cloud-keys";

export function useFileComments(fileId: string) {
  return useQuery({
    queryKey: cloudKeys.comments(fileId),
    queryFn: async ({ signal }) => (await listComments(fileId, signal)).data,
  });
}

function useRefreshComments(fileId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cloudKeys.comments(fileId) });
    // The file carries the comment count.
    void queryClient.invalidateQueries({ queryKey: cloudKeys.file(fileId), exact: true });
  };
}

export function useAddFileComment(fileId: string) {
  const refresh = useRefreshComments(fileId);
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (body: string) => (await addComment(fileId, body)).data,
    onSuccess: refresh,
    onError: (error) =>
      showSnackbar(t("cloudDetails.comments.failed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

export function useDeleteFileComment(fileId: string) {
  const refresh = useRefreshComments(fileId);
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (commentId: string) => (await deleteComment(fileId, commentId)).data,
    onSuccess: () => {
      refresh();
      showSnackbar(t("cloudDetails.comments.deleted"), { severity: "success" });
    },
    onError: (error) =>
      showSnackbar(t("cloudDetails.saveFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
