import type { CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudShareTarget } from "@bearish/shared/cloud-storage/cloud-file";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addMember, listMembers, removeMember, updateMember } from "../../api";
import { cloudKeys } from "../cloud-keys";
import { FILE_LISTS_KEY, FOLDER_LISTS_KEY } from "./use-cloud-file";

export function useCloudMembers(target: CloudShareTarget, targetId: string, enabled = true) {
  return useQuery({
    queryKey: cloudKeys.members(target, targetId),
    queryFn: async ({ signal }) => (await listMembers(target, targetId, signal)).data,
    enabled,
  });
}

function useRefreshMembers(target: CloudShareTarget, targetId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cloudKeys.members(target, targetId) });
    // Files and folders carry their members and share counts.
    if (target === "file") void queryClient.invalidateQueries({ queryKey: cloudKeys.file(targetId), exact: true });
    void queryClient.invalidateQueries({ queryKey: target === "file" ? FILE_LISTS_KEY : FOLDER_LISTS_KEY });
  };
}

/** Adds a person; the caller shows a 409 ("already has access") next to the search. */
export function useAddCloudMember(target: CloudShareTarget, targetId: string) {
  const refresh = useRefreshMembers(target, targetId);
  return useMutation({
    mutationFn: async (body: { userId: string; role: CloudShareRole; expiresAt?: string | null }) =>
      (await addMember(target, targetId, body)).data,
    onSuccess: refresh,
  });
}

export function useUpdateCloudMember(target: CloudShareTarget, targetId: string) {
  const refresh = useRefreshMembers(target, targetId);
  return useMutation({
    mutationFn: async ({ userId, ...body }: { userId: string; role: CloudShareRole; expiresAt?: string | null }) =>
      (await updateMember(target, targetId, userId, body)).data,
    onSuccess: refresh,
  });
}

export function useRemoveCloudMember(target: CloudShareTarget, targetId: string) {
  const refresh = useRefreshMembers(target, targetId);
  return useMutation({
    mutationFn: async (userId: string) => (await removeMember(target, targetId, userId)).data,
    onSuccess: refresh,
  });
}
