import type { CloudAccessLevel, CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudMember, CloudShareTarget } from "@bearish/shared/cloud-storage/cloud-file";
import { MY_DRIVE_ID } from "@bearish/shared/cloud-storage/cloud-paths";
import type { AppContext } from "../../platform/context";
import { type Db, isUniqueViolation } from "../../platform/db/database";
import { AppError, forbidden, invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { notify } from "../notifications/notifications.service";
import { findUserById } from "../users/users.repository";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { cloudFolderNotFound, requirePathAccess } from "./cloud-access";
import { requireCloudFile } from "./cloud-file-access.service";
import { reindexCloudFiles, reindexCloudPath } from "./cloud-files.search";
import {
  type CloudShareRecord,
  countFileShare,
  deleteShare,
  findLiveFolder,
  findShare,
  insertShare,
  listShares,
  releaseLocksOfFormerEditor,
  type ShareTargetRef,
  updateShare,
} from "./cloud-shares.repository";

/**
 * Sharing a cloud file or folder with people (viewer, commenter, editor), with an optional expiry
 * after which the share stops working. Whoever sees the item sees who it is shared with; only its
 * owner shares, changes and revokes; a member may leave by removing themself. A folder share
 * covers everything below the folder. Search entries follow every change, and the person added
 * is notified.
 */

const memberExists = () => new AppError("cloud.member_exists", 409, "This person already has access");
const memberNotFound = () => notFound("Member not found");
const noSuchPerson = () =>
  new AppError("user.not_found", 400, "There is no active person with this id", [
    { path: "body.userId", message: "There is no active person with this id" },
  ]);
const ownerAlreadyHasAccess = () =>
  invalid("The owner already has access to this item", [
    { path: "body.userId", message: "The owner already has access to this item" },
  ]);
const expiryInPast = () =>
  invalid("The expiry must be in the future", [
    { path: "body.expiresAt", message: "The expiry must be in the future" },
  ]);
const ownerOnly = () => forbidden("Only the owner of this item can do this");

interface ShareTarget {
  kind: CloudShareTarget;
  id: string;
  ownerId: string;
  name: string;
  /** The folder's path; for a file, its directory. */
  path: string;
  ref: ShareTargetRef;
}

/** The item and the caller's access to it: 404 when hidden, 403 below `needed`; a trashed item takes no change. */
async function requireTarget(
  db: Db,
  actor: SessionActor,
  kind: CloudShareTarget,
  id: string,
  needed: CloudAccessLevel,
  now: Date,
  change: boolean,
): Promise<{ target: ShareTarget; access: CloudAccessLevel }> {
  if (kind === "file") {
    const { access, file } = await requireCloudFile(db, actor, id, needed, now, { change });
    return {
      access,
      target: { kind, id, ownerId: file.ownerId, name: file.name, path: file.directory, ref: { fileId: id } },
    };
  }
  const folder = await findLiveFolder(db, id);
  if (!folder) throw cloudFolderNotFound();
  const access = await requirePathAccess(db, actor, folder.ownerId, folder.path, needed, now);
  return {
    access,
    target: { kind, id, ownerId: folder.ownerId, name: folder.name, path: folder.path, ref: { folderId: id } },
  };
}

function presentMember(share: CloudShareRecord): CloudMember {
  return {
    userId: share.userId,
    firstName: share.firstName,
    lastName: share.lastName,
    email: share.email,
    avatar: share.avatar,
    role: share.role,
    expiresAt: share.expiresAt?.toISOString() ?? null,
    createdAt: share.createdAt.toISOString(),
  };
}

async function mustFindMember(db: Db, target: ShareTarget, userId: string): Promise<CloudMember> {
  const share = await findShare(db, target.ref, userId);
  if (!share) throw memberNotFound();
  return presentMember(share);
}

/** A given expiry as a date, refused when it is not in the future. */
function futureExpiry(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const date = new Date(value);
  if (date.getTime() <= now.getTime()) throw expiryInPast();
  return date;
}

/** Keeps the search entries of the item (a folder's whole subtree) readable by exactly its audience. */
async function reindexTarget(tx: Db, target: ShareTarget, now: Date): Promise<void> {
  if (target.kind === "file") await reindexCloudFiles(tx, [target.id], now);
  else await reindexCloudPath(tx, target.ownerId, target.path, now);
}

/**
 * A person who may no longer edit what the share covered (removed, or lowered below editor) stops
 * holding locks there, unless another editor share or a connected workspace still lets them edit.
 */
function releaseLocks(tx: Db, target: ShareTarget, userId: string, now: Date): Promise<number> {
  return releaseLocksOfFormerEditor(
    tx,
    target.kind === "file" ? { fileId: target.id } : { ownerId: target.ownerId, path: target.path },
    userId,
    now,
  );
}

/** `GET cloud-storage/{target}/{id}/members` (view). */
export async function listMembers(
  ctx: AppContext,
  actor: SessionActor,
  kind: CloudShareTarget,
  id: string,
): Promise<CloudMember[]> {
  const { target } = await requireTarget(ctx.db, actor, kind, id, "view", ctx.clock.now(), false);
  return (await listShares(ctx.db, target.ref)).map(presentMember);
}

/**
 * `POST cloud-storage/{target}/{id}/members` (owner): shares the item with an active person who
 * is not its owner. Someone who already has a live share answers 409 (also when two requests
 * race); an expired share of theirs is renewed instead. A file's `totalShares` counts it.
 */
export async function addMember(
  ctx: AppContext,
  actor: SessionActor,
  kind: CloudShareTarget,
  id: string,
  body: { userId: string; role: CloudShareRole; expiresAt?: string | null | undefined },
): Promise<CloudMember> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const now = ctx.clock.now();
    const { target } = await requireTarget(tx, actor, kind, id, "owner", now, true);
    if (body.userId === target.ownerId) throw ownerAlreadyHasAccess();
    const person = await findUserById(tx, body.userId);
    if (person?.accountState !== "active") throw noSuchPerson();
    const expiresAt = futureExpiry(body.expiresAt, now) ?? null;
    const existing = await findShare(tx, target.ref, body.userId);
    if (existing && (existing.expiresAt === null || existing.expiresAt > now)) throw memberExists();
    if (existing) {
      await updateShare(tx, existing.id, { role: body.role, expiresAt, createdAt: now });
    } else {
      await insertShare(tx, {
        id: newId(),
        ownerId: target.ownerId,
        target: target.ref,
        userId: body.userId,
        role: body.role,
        expiresAt,
        createdBy: actor.userId,
        createdAt: now,
      });
    }
    if (target.kind === "file") await countFileShare(tx, target.id);
    await reindexTarget(tx, target, now);
    await notifyShared(tx, events, actor, target, body.userId, body.role, now);
    return mustFindMember(tx, target, body.userId);
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? memberExists() : error;
  });
}

/**
 * `PUT cloud-storage/{target}/{id}/members/{userId}` (owner): a new role, and the expiry if given
 * (null clears it). Lowered below editor, the member's locks under the item go (see `releaseLocks`).
 */
export async function changeMember(
  ctx: AppContext,
  actor: SessionActor,
  kind: CloudShareTarget,
  id: string,
  userId: string,
  body: { role: CloudShareRole; expiresAt?: string | null | undefined },
): Promise<CloudMember> {
  return inWorkspaceTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const { target } = await requireTarget(tx, actor, kind, id, "owner", now, true);
    const share = await findShare(tx, target.ref, userId);
    if (!share) throw memberNotFound();
    const expiresAt = futureExpiry(body.expiresAt, now);
    await updateShare(tx, share.id, { role: body.role, ...(expiresAt !== undefined ? { expiresAt } : {}) });
    if (body.role !== "editor") await releaseLocks(tx, target, userId, now);
    await reindexTarget(tx, target, now);
    return mustFindMember(tx, target, userId);
  });
}

/**
 * `DELETE cloud-storage/{target}/{id}/members/{userId}`: the owner revokes anyone; a member may
 * remove themself. Their locks under the item go (see `releaseLocks`).
 */
export async function removeMember(
  ctx: AppContext,
  actor: SessionActor,
  kind: CloudShareTarget,
  id: string,
  userId: string,
): Promise<{ userId: string }> {
  return inWorkspaceTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const { target, access } = await requireTarget(tx, actor, kind, id, "view", now, false);
    if (access !== "owner" && userId !== actor.userId) throw ownerOnly();
    if (!(await deleteShare(tx, target.ref, userId))) throw memberNotFound();
    await releaseLocks(tx, target, userId, now);
    await reindexTarget(tx, target, now);
    return { userId };
  });
}

const ROLE_WORDS: Record<CloudShareRole, string> = {
  viewer: "view",
  commenter: "comment on",
  editor: "edit",
};

async function notifyShared(
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  target: ShareTarget,
  userId: string,
  role: CloudShareRole,
  now: Date,
): Promise<void> {
  const sharer = await findUserById(tx, actor.userId);
  const who = sharer ? `${sharer.firstName} ${sharer.lastName}` : "Someone";
  await notify(
    tx,
    events,
    [
      {
        userId,
        actorId: actor.userId,
        kind: "cloud.shared",
        title: `${who} shared ${target.kind === "file" ? "the file" : "the folder"} ${target.name} with you`,
        body: `You can ${ROLE_WORDS[role]} it.`,
        link: `/cloud-storage/bearish/${MY_DRIVE_ID}`,
        details: { target: target.kind, id: target.id, ownerId: target.ownerId, role },
      },
    ],
    now,
  );
}
