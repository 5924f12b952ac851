import type { CreateCloudFolder, UpdateCloudFile, UpdateCloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createFolder,
  deleteForever,
  emptyTrash,
  restoreFromTrash,
  trashFile,
  trashFolder,
  updateFile,
  updateFolder,
} from "../api";
import { cloudKeys } from "./cloud-keys";

/** Files and folders show in several lists (folder, media, shared, trash, usage): a change refreshes them all once. */
function useInvalidateCloud() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cloudKeys.all });
}

export type CloudItemKind = "file" | "folder";

export function useCreateFolder() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: async (body: CreateCloudFolder) => (await createFolder(body)).data,
    onSuccess: invalidate,
  });
}

/** Changes a file: move (`folderLocation`), rename (`name`) and the rest of spec §7's fields. */
export function useUpdateFile() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateCloudFile }) => (await updateFile(id, body)).data,
    onSuccess: invalidate,
  });
}

/** Renames (`folderName`) and/or moves (`directory`) a folder with everything below it. */
export function useUpdateFolder() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateCloudFolder }) => (await updateFolder(id, body)).data,
    onSuccess: invalidate,
  });
}

/** Moves a file or a folder (with its contents) to the trash. */
export function useTrashItem() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: CloudItemKind; id: string }) =>
      (await (kind === "file" ? trashFile(id) : trashFolder(id))).data,
    onSuccess: invalidate,
  });
}

export function useRestoreItem() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: CloudItemKind; id: string }) => (await restoreFromTrash(kind, id)).data,
    onSuccess: invalidate,
  });
}

export function useDeleteForever() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: CloudItemKind; id: string }) => (await deleteForever(kind, id)).data,
    onSuccess: invalidate,
  });
}

export function useEmptyTrash() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: async () => (await emptyTrash()).data,
    onSuccess: invalidate,
  });
}
