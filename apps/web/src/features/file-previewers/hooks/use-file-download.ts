import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { requestFileUrl } from "../../cloud-storage/api";
import { cloudKeys } from "../../cloud-storage/hooks/cloud-keys";

/** Saves the file under its name through a download URL (which counts a download). */
export function useFileDownload(fileId: string, fileName: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: async () => (await requestFileUrl(fileId, { purpose: "download" })).data.path,
    onSuccess: (path) => {
      const link = document.createElement("a");
      link.href = path;
      link.download = fileName;
      link.rel = "noopener noreferrer";
      document.body.append(link);
      link.click();
      link.remove();
      void queryClient.invalidateQueries({ queryKey: cloudKeys.file(fileId) });
    },
    onError: (error) => showSnackbar(t("previewers.urlFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
