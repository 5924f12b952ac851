/**
 * Who may do what with a cloud file or folder (server and web agree through these).
 *
 * - The drive's owner: everything.
 * - A person a file or a folder (or a folder above it) is shared with: their share role.
 * - A member of the workspace a file is connected to: their workspace role (owner and editors edit).
 * - Nobody else sees it (404). A file past its `setExpiryDate` is the owner's alone again, and a
 *   share past its own `expiresAt` stops working.
 *
 * Owner only: move, trash, restore, delete for good, share, watermark, expiry, connections.
 * Editors: rename, describe, tag, lock and unlock, upload into a shared folder, create folders in
 * it, add versions and restore them. Commenters: comment. Viewers: see, preview, download.
 * A locked file can be changed by nobody but the person who locked it; its owner may only unlock it.
 */
export const CLOUD_SHARE_ROLES = ["viewer", "commenter", "editor"] as const;
export type CloudShareRole = (typeof CLOUD_SHARE_ROLES)[number];
export const DEFAULT_CLOUD_SHARE_ROLE: CloudShareRole = "viewer";

/** The caller's access to an item, strongest first. */
export const CLOUD_ACCESS_LEVELS = ["owner", "edit", "comment", "view"] as const;
export type CloudAccessLevel = (typeof CLOUD_ACCESS_LEVELS)[number];

export function accessOfShareRole(role: CloudShareRole): CloudAccessLevel {
  if (role === "editor") return "edit";
  if (role === "commenter") return "comment";
  return "view";
}

/** True when `level` allows at least what `needed` allows (owner > edit > comment > view). */
export function cloudAccessAtLeast(level: CloudAccessLevel | null, needed: CloudAccessLevel): boolean {
  if (level === null) return false;
  return CLOUD_ACCESS_LEVELS.indexOf(level) <= CLOUD_ACCESS_LEVELS.indexOf(needed);
}

/** The stronger of two levels (null is weakest). */
export function strongerAccess(a: CloudAccessLevel | null, b: CloudAccessLevel | null): CloudAccessLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return CLOUD_ACCESS_LEVELS.indexOf(a) <= CLOUD_ACCESS_LEVELS.indexOf(b) ? a : b;
}
