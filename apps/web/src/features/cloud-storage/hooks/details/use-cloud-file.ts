import type { CloudFile, UpdateCloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../../lib/http";
import { useSnackbar } from "../../../../lib/snackbar";
import { fetchFile, updateFile } from "../../api";
import { cloudKeys } from "../cloud-keys";

/** Every file and folder list of the area (their keys start with these). */
export const FILE_LISTS_KEY = [...cloudKeys.all, "files"] as const;
export const FOLDER_LISTS_KEY = [...cloudKeys.all, "folders"] as const;

/** A changed file: its own cache entry takes the server's copy, and the lists showing it refetch. */
export function applyFileChange(queryClient: QueryClient, file: CloudFile) {
  queryClient.setQueryData(cloudKeys.file(file.id), file);
  void queryClient.invalidateQueries({ queryKey: FILE_LISTS_KEY });
}

/** One file, fresh from the server when the panel opens; the list's copy shows meanwhile. */
export function useCloudFile(initial: CloudFile) {
  return useQuery({
    queryKey: cloudKeys.file(initial.id),
    queryFn: async ({ signal }) => (await fetchFile(initial.id, signal)).data,
    initialData: initial,
  });
}

/** `PUT update-file/{id}` for the panel's fields; a refusal (locked, 403, 409) shows the server's reason. */
export function useUpdateCloudFile(fileId: string) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (body: UpdateCloudFile) => (await updateFile(fileId, body)).data,
    onSuccess: (file) => applyFileChange(queryClient, file),
    onError: (error) => {
      showSnackbar(t("cloudDetails.saveFailed"), { severity: "error", detail: errorMessageOf(error) });
      // What is on screen may be ahead of the server now: read it again.
      void queryClient.invalidateQueries({ queryKey: cloudKeys.file(fileId) });
    },
  });
}
