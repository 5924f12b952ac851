import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../../lib/http";
import { useSnackbar } from "../../../../lib/snackbar";
import { listVersions, requestFileUrl, restoreVersion, versionUploadPath } from "../../api";
import { cloudKeys } from "../cloud-keys";
import { uploadFileWithProgress } from "./upload-with-progress";
import { applyFileChange } from "./use-cloud-file";

/** The versions of a file, newest first whatever order the server sends. */
export function useFileVersions(fileId: string) {
  return useQuery({
    queryKey: cloudKeys.versions(fileId),
    queryFn: async ({ signal }) => (await listVersions(fileId, signal)).data,
    select: (versions) => [...versions].sort((a, b) => b.version - a.version),
  });
}

function useAfterVersionChange(fileId: string) {
  const queryClient = useQueryClient();
  return (file: CloudFile | null) => {
    if (file) applyFileChange(queryClient, file);
    else void queryClient.invalidateQueries({ queryKey: cloudKeys.file(fileId) });
    void queryClient.invalidateQueries({ queryKey: cloudKeys.versions(fileId) });
    void queryClient.invalidateQueries({ queryKey: cloudKeys.usage() });
  };
}

export function useRestoreVersion(fileId: string) {
  const after = useAfterVersionChange(fileId);
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ versionId }: { versionId: string; number: number }) =>
      (await restoreVersion(fileId, versionId)).data,
    onSuccess: (file, { number }) => {
      after(file);
      showSnackbar(t("cloudDetails.versions.restored", { number }), { severity: "success" });
    },
    onError: (error) =>
      showSnackbar(t("cloudDetails.saveFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

export interface VersionUploadState {
  name: string;
  percent: number;
}

/** Uploads a new version (multipart `file`) with its progress; the answer is the file with its new version. */
export function useUploadVersion(fileId: string) {
  const after = useAfterVersionChange(fileId);
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<VersionUploadState | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress({ name: file.name, percent: 0 });
      const answer = await uploadFileWithProgress<unknown>(versionUploadPath(fileId), file, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      return answer.data;
    },
    onSuccess: (data) => {
      // The server answers the file; anything else still refreshes what changed.
      const file = typeof data === "object" && data !== null && "uploadId" in data ? (data as CloudFile) : null;
      after(file);
      showSnackbar(t("cloudDetails.versions.uploaded"), { severity: "success" });
    },
    onError: (error) =>
      showSnackbar(t("cloudDetails.versions.uploadFailed"), { severity: "error", detail: errorMessageOf(error) }),
    onSettled: () => setProgress(null),
  });
  return { upload: mutation.mutate, isUploading: mutation.isPending, progress };
}

/** Starts a download of a signed URL under the given name (same origin, so `download` is honoured). */
export function startDownload(path: string, name: string) {
  const link = document.createElement("a");
  link.href = path;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Asks for a download URL of the file or one of its versions (counts a download) and starts it. */
export function useDownloadFile(fileId: string) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ versionId }: { versionId?: string; name: string }) =>
      (await requestFileUrl(fileId, versionId ? { purpose: "download", versionId } : { purpose: "download" })).data,
    onSuccess: (url, { name }) => {
      startDownload(url.path, name);
      void queryClient.invalidateQueries({ queryKey: cloudKeys.file(fileId) });
    },
    onError: (error) =>
      showSnackbar(t("cloudDetails.versions.downloadFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
