import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { userChannel, workspaceChannel } from "@bearish/shared/realtime/channels";
import type {
  GeneralAccess,
  Workspace,
  WorkspaceCreateBody,
  WorkspaceListQuery,
  WorkspaceUpdateBody,
} from "@bearish/shared/workspaces/workspace";
import { WORKSPACE_MEMBERS_PREVIEW } from "@bearish/shared/workspaces/workspace";
import {
  WORKSPACE_EVENTS,
  WORKSPACE_USER_EVENTS,
  type WorkspaceUpdatedEvent,
} from "@bearish/shared/workspaces/workspace-activity";
import { ITEM_LIST_DEFAULT_LIMIT } from "@bearish/shared/workspaces/workspace-items";
import type { WorkspaceAccessLevel, WorkspaceMemberRole } from "@bearish/shared/workspaces/workspace-rules";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { forbidden } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { findLiveUpload, findLiveUploadIds, type UploadRecord } from "../uploads/uploads.repository";
import {
  discardStoredFiles,
  recordStoredFiles,
  removeRetiredBlob,
  retireUpload,
  type StoredFile,
} from "../uploads/uploads.service";
import { recentActivity, recordActivity } from "./activity.service";
import { insertMember, memberUserIds, previewMembers } from "./members.repository";
import { findPageNodes, listWikis } from "./wikis.repository";
import { requireWorkspaceAccess } from "./workspace-access";
import { inWorkspaceTransaction, type WorkspaceEvents } from "./workspace-events";
import { findContents, findCustomFields } from "./workspace-settings.repository";
import { canCreateWorkspace, listsEveryWorkspace, reachedByLinks, workspaceAccess } from "./workspaces.policy";
import { presentWorkspace, type WorkspaceView } from "./workspaces.presenter";
import {
  findPeople,
  insertWorkspace,
  isPinned,
  type ListReach,
  listWorkspaces as listWorkspaceRows,
  pinWorkspace,
  unpinWorkspace,
  updateWorkspace as updateWorkspaceRow,
  type WorkspacePatch,
  type WorkspaceRecord,
} from "./workspaces.repository";
import { syncWorkspaceSearchDocument } from "./workspaces.search";

interface Page<T> {
  items: T[];
  meta: PageMeta;
}

interface Seen {
  workspace: WorkspaceRecord;
  myRole: WorkspaceMemberRole | null;
  isPinned: boolean;
  access: WorkspaceAccessLevel;
}

/** Builds workspace answers for a page of workspaces in a few batched queries. */
async function presentAll(ctx: AppContext, db: Db, seen: Seen[], detail: boolean): Promise<Workspace[]> {
  const ids = seen.map((s) => s.workspace.id);
  const owners = await findPeople(
    db,
    seen.map((s) => s.workspace.ownerId),
  );
  const members = await previewMembers(db, ids, WORKSPACE_MEMBERS_PREVIEW);
  const fields = await findCustomFields(db, ids);
  // A cover whose upload was deleted (by its uploader) is shown as no cover, not a broken image.
  const covers = await findLiveUploadIds(
    db,
    seen.flatMap((s) => (s.workspace.coverUploadId ? [s.workspace.coverUploadId] : [])),
  );
  const views: WorkspaceView[] = [];
  for (const s of seen) {
    const preview = members.get(s.workspace.id);
    const cover = s.workspace.coverUploadId;
    views.push({
      ...s,
      workspace: { ...s.workspace, coverUploadId: cover && covers.has(cover) ? cover : null },
      owner: owners.get(s.workspace.ownerId),
      members: preview?.members ?? [],
      memberCount: preview?.total ?? 0,
      customFields: fields.get(s.workspace.id) ?? [],
      ...(detail ? { detail: await loadDetail(db, s.workspace.id) } : {}),
    });
  }
  return views.map((view) => presentWorkspace(ctx, view));
}

async function loadDetail(db: Db, workspaceId: string): Promise<NonNullable<WorkspaceView["detail"]>> {
  const activity = await recentActivity(db, workspaceId);
  const content = await findContents(db, workspaceId);
  const { rows: wikiRows } = await listWikis(db, workspaceId, { page: 1, limit: ITEM_LIST_DEFAULT_LIMIT });
  const pages = await findPageNodes(
    db,
    wikiRows.map((w) => w.id),
  );
  const wikis = wikiRows.map((w) => ({
    id: w.id,
    name: w.name,
    pages: (pages.get(w.id) ?? []).map((p) => ({ id: p.id, title: p.title })),
  }));
  return { activity, content, wikis };
}

/** `GET workspace/{id}`: the whole workspace as the caller may see it. */
export async function getWorkspace(ctx: AppContext, actor: SessionActor, id: string): Promise<Workspace> {
  const grant = await requireWorkspaceAccess(ctx.db, actor, id, "view");
  const [workspace] = await presentAll(
    ctx,
    ctx.db,
    [
      {
        workspace: grant.workspace,
        myRole: grant.membership?.role ?? null,
        isPinned: await isPinned(ctx.db, actor.userId, id),
        access: grant.access,
      },
    ],
    true,
  );
  return workspace as Workspace;
}

function reachOf(actor: SessionActor): ListReach {
  if (listsEveryWorkspace(actor.role)) return "everything";
  return reachedByLinks(actor.role) ? "memberships-and-links" : "memberships";
}

/**
 * `GET workspace` and `GET workspace/archived`: the caller's workspaces (their memberships; PUBLIC
 * ones open to anyone with the link; every one for ADMIN and AUDITOR), pinned first.
 */
export async function listWorkspaces(
  ctx: AppContext,
  actor: SessionActor,
  query: WorkspaceListQuery,
  archived: boolean,
): Promise<Page<Workspace>> {
  const { rows, total } = await listWorkspaceRows(
    ctx.db,
    { userId: actor.userId, reach: reachOf(actor), archived, search: query.search },
    query,
  );
  const seen: Seen[] = [];
  for (const row of rows) {
    const { memberRole, isPinned: pinned, ...workspace } = row;
    const access = workspaceAccess(actor, memberRole ? { role: memberRole } : null, {
      generalAccess: workspace.generalAccess,
      isDeleted: false,
    });
    if (access) seen.push({ workspace, myRole: memberRole, isPinned: pinned, access });
  }
  return { items: await presentAll(ctx, ctx.db, seen, false), meta: pageMeta(query.page, query.limit, total) };
}

/** Refuses guests and auditors before anything of the request is stored. */
export function assertCanCreateWorkspace(actor: SessionActor): void {
  if (!canCreateWorkspace(actor.role)) throw forbidden("Guests and auditors cannot create workspaces");
}

/**
 * `POST workspace`: creates the workspace with the caller as its OWNER member. `cover` is an
 * image already in the blob store; it is recorded with the workspace, or removed if that fails.
 */
export async function createWorkspace(
  ctx: AppContext,
  actor: SessionActor,
  body: WorkspaceCreateBody,
  cover: StoredFile | null,
): Promise<Workspace> {
  let id: string;
  try {
    assertCanCreateWorkspace(actor);
    id = await inWorkspaceTransaction(ctx, async (tx, events) => {
      const now = ctx.clock.now();
      const [upload] = cover ? await recordStoredFiles(tx, actor, [cover], now) : [];
      const workspace = await insertWorkspace(tx, {
        id: newId(),
        name: body.name,
        key: body.key,
        description: body.description,
        website: body.website,
        projectType: body.project_type,
        visibility: body.visibility,
        generalAccess: body.generalAccess,
        columns: body.columns,
        ownerId: actor.userId,
        coverUploadId: upload?.id ?? null,
        tags: body.tags,
        now,
      });
      await insertMember(tx, { id: newId(), workspaceId: workspace.id, userId: actor.userId, role: "OWNER", now });
      await syncWorkspaceSearchDocument(tx, workspace, now);
      await recordActivity(ctx, tx, events, actor, {
        workspaceId: workspace.id,
        action: "workspace.created",
        targetType: "workspace",
        targetId: workspace.id,
        summary: `created the workspace ${workspace.name}`,
      });
      events.add(userChannel(actor.userId), WORKSPACE_USER_EVENTS.accessGranted, {
        workspaceId: workspace.id,
        role: "OWNER",
      });
      return workspace.id;
    });
  } catch (error) {
    if (cover) await discardStoredFiles(ctx, [cover]);
    throw error;
  }
  return getWorkspace(ctx, actor, id);
}

const DETAIL_FIELDS = ["name", "key", "description", "website", "visibility", "projectType", "columns"] as const;

function patchOf(w: WorkspaceRecord, body: WorkspaceUpdateBody): WorkspacePatch {
  const wanted: WorkspacePatch = {
    name: body.name,
    key: body.key,
    description: body.description,
    website: body.website,
    visibility: body.visibility,
    projectType: body.project_type,
    columns: body.columns,
    generalAccess: body.generalAccess,
    tags: body.tags,
  };
  const patch: WorkspacePatch = {};
  for (const [field, value] of Object.entries(wanted) as [keyof WorkspacePatch, unknown][]) {
    if (value === undefined) continue;
    const current = w[field as keyof WorkspaceRecord];
    if (JSON.stringify(current) !== JSON.stringify(value)) Object.assign(patch, { [field]: value });
  }
  return patch;
}

/** Checks before a form is read, so a refused caller's cover image is never stored. */
export async function assertCanUpdateWorkspace(ctx: AppContext, actor: SessionActor, id: string): Promise<void> {
  await requireWorkspaceAccess(ctx.db, actor, id, "edit");
}

/**
 * `PUT workspace/{id}` (owner, editors, ADMIN): changes what was sent. A new cover replaces the
 * old one, whose upload is deleted with the change.
 */
export async function updateWorkspace(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: WorkspaceUpdateBody,
  cover: StoredFile | null,
): Promise<Workspace> {
  const retired: UploadRecord[] = [];
  let accessChanged = false;
  try {
    await inWorkspaceTransaction(ctx, async (tx, events) => {
      const { workspace } = await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
      const now = ctx.clock.now();
      const patch = patchOf(workspace, body);
      const parts = new Set<WorkspaceUpdatedEvent["parts"][number]>();
      if (DETAIL_FIELDS.some((f) => f in patch)) parts.add("details");
      if ("tags" in patch) parts.add("tags");
      if ("generalAccess" in patch) parts.add("generalAccess");
      accessChanged = "generalAccess" in patch;
      if (cover || (body.removeCover && workspace.coverUploadId)) {
        const [upload] = cover ? await recordStoredFiles(tx, actor, [cover], now) : [];
        patch.coverUploadId = upload?.id ?? null;
        parts.add("cover");
        const old = workspace.coverUploadId ? await findLiveUpload(tx, workspace.coverUploadId) : null;
        if (old && (await retireUpload(ctx, tx, old))) retired.push(old);
      }
      if (parts.size === 0) return;
      const updated = await updateWorkspaceRow(tx, id, patch, now);
      await syncWorkspaceSearchDocument(tx, updated, now);
      const fields = Object.keys(patch);
      await recordActivity(ctx, tx, events, actor, {
        workspaceId: id,
        action: "workspace.updated",
        targetType: "workspace",
        targetId: id,
        summary: `updated the workspace (${fields.join(", ")})`,
        details: { fields },
      });
      announce(events, id, [...parts]);
      // Link viewers watching it lose the workspace when the link closes (as with general-access).
      if (patch.generalAccess === "restricted") events.recheck(workspaceChannel(id));
    });
  } catch (error) {
    if (cover) await discardStoredFiles(ctx, [cover]);
    throw error;
  }
  for (const upload of retired) await removeRetiredBlob(ctx, upload);
  // Open pages of people who saw the workspace only by its link close with the link.
  if (accessChanged) await ctx.collab.recheckWorkspace(id);
  return getWorkspace(ctx, actor, id);
}

/** Queues `workspace-updated` naming the parts that changed. */
export function announce(events: WorkspaceEvents, workspaceId: string, parts: WorkspaceUpdatedEvent["parts"]): void {
  const data: WorkspaceUpdatedEvent = { workspaceId, parts };
  events.add(workspaceChannel(workspaceId), WORKSPACE_EVENTS.workspaceUpdated, data);
}

/**
 * `DELETE workspace/{id}` (owner, ADMIN): a soft delete. From then on it answers 404 to everyone;
 * every member is told on their own channel, open views on the workspace's.
 */
export async function deleteWorkspace(ctx: AppContext, actor: SessionActor, id: string): Promise<{ id: string }> {
  await inWorkspaceTransaction(ctx, async (tx, events) => {
    const { workspace } = await requireWorkspaceAccess(tx, actor, id, "owner", {
      lock: true,
      refusal: "Only the workspace's owner can delete it",
    });
    const now = ctx.clock.now();
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "workspace.deleted",
      targetType: "workspace",
      targetId: id,
      summary: `deleted the workspace ${workspace.name}`,
    });
    const deleted = await updateWorkspaceRow(tx, id, { deletedAt: now }, now);
    await syncWorkspaceSearchDocument(tx, deleted, now);
    events.add(workspaceChannel(id), WORKSPACE_EVENTS.workspaceDeleted, { workspaceId: id });
    for (const userId of await memberUserIds(tx, id)) {
      events.add(userChannel(userId), WORKSPACE_USER_EVENTS.accessRevoked, { workspaceId: id, role: null });
    }
    events.recheck(workspaceChannel(id));
  });
  // Every open page of the workspace closes.
  await ctx.collab.recheckWorkspace(id);
  return { id };
}

/** `POST workspace/{id}/archive|unarchive` (owner, ADMIN): archived workspaces are listed separately. */
export async function setArchived(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  archived: boolean,
): Promise<Workspace> {
  await inWorkspaceTransaction(ctx, async (tx, events) => {
    const { workspace } = await requireWorkspaceAccess(tx, actor, id, "owner", {
      lock: true,
      refusal: `Only the workspace's owner can ${archived ? "archive" : "unarchive"} it`,
    });
    if (workspace.isArchived === archived) return;
    await updateWorkspaceRow(tx, id, { isArchived: archived }, ctx.clock.now());
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: archived ? "workspace.archived" : "workspace.unarchived",
      targetType: "workspace",
      targetId: id,
      summary: archived ? "archived the workspace" : "restored the workspace from the archive",
    });
    announce(events, id, ["archive"]);
  });
  return getWorkspace(ctx, actor, id);
}

/** `PUT workspace/{id}/general-access` (owner, editors, ADMIN): restricted or anyone with the link. */
export async function setGeneralAccess(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  generalAccess: GeneralAccess,
): Promise<Workspace> {
  const changed = await inWorkspaceTransaction(ctx, async (tx, events) => {
    const { workspace } = await requireWorkspaceAccess(tx, actor, id, "edit", {
      lock: true,
      refusal: "Only the workspace's owner and editors can change who has access",
    });
    if (workspace.generalAccess === generalAccess) return false;
    const now = ctx.clock.now();
    const updated = await updateWorkspaceRow(tx, id, { generalAccess }, now);
    await syncWorkspaceSearchDocument(tx, updated, now);
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "workspace.general_access_changed",
      targetType: "workspace",
      targetId: id,
      summary:
        generalAccess === "anyone_with_link"
          ? "opened the workspace to anyone with the link"
          : "restricted the workspace to its members",
      details: { generalAccess },
    });
    announce(events, id, ["generalAccess"]);
    // Link viewers watching it lose the workspace when the link closes.
    if (generalAccess === "restricted") events.recheck(workspaceChannel(id));
    return true;
  });
  // Link viewers' open pages close (or open up) with the link.
  if (changed) await ctx.collab.recheckWorkspace(id);
  return getWorkspace(ctx, actor, id);
}

/**
 * `POST|DELETE workspace/{id}/pin`: pins are the caller's own (listed first for them); any reader
 * may pin, an auditor included, since it changes nothing of the workspace.
 */
export async function setPinned(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  pinned: boolean,
): Promise<{ workspaceId: string; isPinned: boolean }> {
  await requireWorkspaceAccess(ctx.db, actor, id, "view");
  if (pinned) await pinWorkspace(ctx.db, actor.userId, id, ctx.clock.now());
  else await unpinWorkspace(ctx.db, actor.userId, id);
  return { workspaceId: id, isPinned: pinned };
}
