import { useQuery, useQueryClient } from "@tanstack/react-query";
import { requestFileUrl } from "../../cloud-storage/api";
import { cloudKeys } from "../../cloud-storage/hooks/cloud-keys";

/**
 * Kept apart from the cloud-storage keys on purpose: invalidating the drive after a change must not
 * ask for a new URL (which counts a view and reloads an open preview, asking a PDF's password again).
 */
export const previewUrlKey = (fileId: string, version: number) =>
  ["file-previewers", "view-url", fileId, version] as const;

/** A signed URL to preview the file; asking for it counts one view, so each opening asks once. */
export function usePreviewUrl(fileId: string, version: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: previewUrlKey(fileId, version),
    queryFn: async () => {
      const { data } = await requestFileUrl(fileId, { purpose: "view" });
      // The file's counters (totalViews, lastAccessed) just changed.
      void queryClient.invalidateQueries({ queryKey: cloudKeys.file(fileId) });
      return data.path;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
