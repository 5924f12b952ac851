import {
  accessOfShareRole,
  type CloudAccessLevel,
  type CloudShareRole,
  cloudAccessAtLeast,
  strongerAccess,
} from "@bearish/shared/cloud-storage/cloud-access";
import { ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { type FileAccessFacts, loadCoveringShareRoles, loadFileAccessFacts } from "./cloud-access.repository";

/**
 * Authorization of cloud files and folders (rules in `@bearish/shared/cloud-storage/cloud-access`).
 * Someone who may not see an item gets 404 (they never learn it exists); someone who sees it but
 * lacks the access needed gets 403.
 */
export const cloudFileNotFound = () => notFound("File not found");

/**
 * Lifetime of a signed URL of a cloud file's bytes (thumbnails, view and download links): short,
 * so a URL handed out stops working soon after the access it was given for ends (a share removed,
 * a workspace left). Never longer than the deployment's `FILE_URL_TTL_SECONDS`.
 */
export const CLOUD_URL_TTL_SECONDS = 10 * 60;

/** A signed URL of a cloud upload, with the cloud's short lifetime. */
export function signCloudUrl(ctx: AppContext, uploadId: string) {
  return ctx.fileUrls.sign(uploadId, Math.min(CLOUD_URL_TTL_SECONDS, ctx.config.fileUrlTtlSeconds));
}
export const cloudFolderNotFound = () => notFound("Folder not found");

const REFUSALS: Record<CloudAccessLevel, string> = {
  owner: "Only the owner of this item can do this",
  edit: "Only the owner and editors can change this item",
  comment: "Only the owner, editors and commenters can comment here",
  view: "You cannot see this item",
};

function strongestShare(roles: readonly CloudShareRole[]): CloudAccessLevel | null {
  return roles.reduce<CloudAccessLevel | null>((best, role) => strongerAccess(best, accessOfShareRole(role)), null);
}

function accessOfWorkspaceRole(role: string | null): CloudAccessLevel | null {
  if (role === "OWNER" || role === "EDITOR") return "edit";
  if (role === "COMMENTER") return "comment";
  if (role === "VIEWER") return "view";
  return null;
}

/** The caller's access to a file from its facts (pure). */
export function fileAccessFromFacts(userId: string, facts: FileAccessFacts, now: Date): CloudAccessLevel | null {
  if (facts.ownerId === userId) return "owner";
  if (facts.expiresAt !== null && facts.expiresAt <= now) return null;
  return strongerAccess(
    strongerAccess(
      facts.fileShareRole ? accessOfShareRole(facts.fileShareRole) : null,
      strongestShare(facts.folderShareRoles),
    ),
    accessOfWorkspaceRole(facts.workspaceRole),
  );
}

/** The caller's access to a file (trashed or not), or null when they may not see it. */
export async function fileAccess(db: Db, actor: SessionActor, fileId: string, now: Date) {
  const facts = await loadFileAccessFacts(db, actor.userId, fileId, now);
  return facts ? fileAccessFromFacts(actor.userId, facts, now) : null;
}

/** Checks the caller's access to a file: 404 when they may not see it, 403 when it is not enough. */
export async function requireFileAccess(
  db: Db,
  actor: SessionActor,
  fileId: string,
  needed: CloudAccessLevel,
  now: Date,
): Promise<CloudAccessLevel> {
  const access = await fileAccess(db, actor, fileId, now);
  if (access === null) throw cloudFileNotFound();
  if (!cloudAccessAtLeast(access, needed)) throw forbidden(REFUSALS[needed]);
  return access;
}

/**
 * The caller's access to a folder path (a folder's own path, or a directory) of `ownerId`'s
 * drive: the owner owns it; others hold the strongest live share covering it. The root of
 * someone else's drive is never visible.
 */
export async function pathAccess(
  db: Db,
  actor: SessionActor,
  ownerId: string,
  path: string,
  now: Date,
): Promise<CloudAccessLevel | null> {
  if (ownerId === actor.userId) return "owner";
  if (path === ROOT_DIRECTORY) return null;
  return strongestShare(await loadCoveringShareRoles(db, actor.userId, ownerId, path, now));
}

/** Checks the caller's access to a folder path: 404 when hidden from them, 403 when not enough. */
export async function requirePathAccess(
  db: Db,
  actor: SessionActor,
  ownerId: string,
  path: string,
  needed: CloudAccessLevel,
  now: Date,
): Promise<CloudAccessLevel> {
  const access = await pathAccess(db, actor, ownerId, path, now);
  if (access === null) throw cloudFolderNotFound();
  if (!cloudAccessAtLeast(access, needed)) throw forbidden(REFUSALS[needed]);
  return access;
}
