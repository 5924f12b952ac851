import { cloudAccessAtLeast } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";

/** What the signed-in person may do in the details panel (the server checks the same rules again). */
export interface FileAbilities {
  isOwner: boolean;
  /** Locked by someone else: nobody but that person may change the file (its owner may only unlock it). */
  lockedByOther: boolean;
  /** Rename, describe, tag, add and restore versions. */
  canEdit: boolean;
  /** Lock an unlocked file (editors), or unlock one (the locker, or the owner). */
  canToggleLock: boolean;
  /** Owner-only settings: watermark, expiry, connected workspace, sharing. */
  canManage: boolean;
  canComment: boolean;
}

/** The abilities of `meId` on `file`, from the access the server computed (`file.access`) and the lock. */
export function fileAbilities(file: CloudFile, meId: string): FileAbilities {
  const isOwner = file.access === "owner";
  const editor = cloudAccessAtLeast(file.access, "edit");
  const { isLocked, lockedBy } = file.locking;
  const lockedByOther = isLocked && lockedBy?.id !== meId;
  return {
    isOwner,
    lockedByOther,
    canEdit: editor && !lockedByOther,
    canToggleLock: editor && (!lockedByOther || isOwner),
    canManage: isOwner && !lockedByOther,
    canComment: cloudAccessAtLeast(file.access, "comment"),
  };
}
