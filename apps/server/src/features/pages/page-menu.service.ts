import { randomBytes } from "node:crypto";
import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { PAGE_EVENTS, type PageChangedEvent } from "@bearish/shared/pages/page-events";
import { parsePageFilePath } from "@bearish/shared/pages/page-files";
import type {
  PageAnalytics,
  PageState,
  pageDetailsBodySchema,
  publishBodySchema,
} from "@bearish/shared/pages/page-state";
import type { PageParams } from "@bearish/shared/pages/page-targets";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { type Activity, ANALYTICS_DAYS } from "@bearish/shared/workspaces/workspace-activity";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { forbidden, invalid } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import type { SessionActor } from "../../platform/session.repository";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { presentActivity, presentPerson } from "../workspaces/workspaces.presenter";
import { findPeople } from "../workspaces/workspaces.repository";
import { contentEditable, type PageGrant, requirePageAccess } from "./page-access";
import type { PageStateRecord } from "./page-access.repository";
import {
  ACTIVITY_TARGET_OF,
  keyOf,
  pageArchived,
  pageItemUpdated,
  recheckCollabAccess,
  recordPageActivity,
  refuseIfLockedByOther,
  refuseIfNotChangeable,
} from "./page-changes";
import { presentPageState } from "./pages.presenter";
import {
  countPageEditors,
  countPageViews,
  countPageViewsPerDay,
  listPageActivity,
  lockPageState,
  type PageKey,
  recordPageView,
  setDocumentPublication,
  updatePageDetails,
  upsertPageState,
} from "./pages.repository";
import { syncPageSearch } from "./pages.search";

const DAY_MS = 86_400_000;

/**
 * Queues `page-state-changed` on `workspace:<id>` (sent after the commit): open pages refetch their
 * state, so lock, publication, archive, banner and `canEdit` (the editor's read-only flag) follow.
 */
export function pageStateChanged(events: WorkspaceEvents, key: PageKey): void {
  const data: PageChangedEvent = { workspaceId: key.workspaceId, kind: key.kind, targetId: key.targetId };
  events.add(workspaceChannel(key.workspaceId), PAGE_EVENTS.stateChanged, data);
}

async function answerState(db: Db, actor: SessionActor, grant: PageGrant, state: PageStateRecord | null) {
  const people = await findPeople(db, state?.lockedBy ? [state.lockedBy] : []);
  return presentPageState(
    { role: grant.role, canEdit: contentEditable(grant.role, state, actor.userId), state },
    people,
  );
}

/**
 * Runs one page-menu change as an editor in a workspace transaction (events after the commit),
 * then answers the page's state as the caller now sees it.
 */
async function changePageState(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  change: (tx: Db, grant: PageGrant, events: WorkspaceEvents) => Promise<PageStateRecord | null>,
  options: { recheckCollab?: boolean } = {},
): Promise<PageState> {
  const { grant, state } = await inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requirePageAccess(tx, actor, params, "edit", { lock: true });
    return { grant, state: await change(tx, grant, events) };
  });
  if (options.recheckCollab) await recheckCollabAccess(ctx, keyOf(grant));
  return answerState(ctx.db, actor, grant, state);
}

// ── State and views ─────────────────────────────────────────────────────────────────────────────

/** `GET state`: every reader. */
export async function getPageState(ctx: AppContext, actor: SessionActor, params: PageParams): Promise<PageState> {
  const grant = await requirePageAccess(ctx.db, actor, params, "view");
  return answerState(ctx.db, actor, grant, grant.state);
}

/** `POST view`: counts the caller's view of the page today (for its analytics). */
export async function recordView(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
): Promise<{ day: string; views: number }> {
  const grant = await requirePageAccess(ctx.db, actor, params, "view");
  const day = ctx.clock.now().toISOString().slice(0, 10);
  return { day, views: await recordPageView(ctx.db, keyOf(grant), actor.userId, day) };
}

// ── Lock ────────────────────────────────────────────────────────────────────────────────────────

/** `POST lock` (editors): only while nobody else holds it; the locker keeps editing, others read. */
export function lockPage(ctx: AppContext, actor: SessionActor, params: PageParams): Promise<PageState> {
  return changePageState(
    ctx,
    actor,
    params,
    async (tx, grant, events) => {
      if (grant.state?.archivedAt) throw pageArchived();
      if (grant.state?.lockedBy === actor.userId) return grant.state;
      const state = await lockPageState(tx, keyOf(grant), actor.userId, ctx.clock.now());
      if (!state) return refuseIfLockedByOther(tx, actor, grant.state).then(() => grant.state);
      await recordPageActivity(ctx, tx, events, actor, grant, "page.locked", "locked");
      pageStateChanged(events, keyOf(grant));
      return state;
    },
    { recheckCollab: true },
  );
}

/** `DELETE lock`: the person who locked it, or the workspace's owner (and ADMIN). */
export function unlockPage(ctx: AppContext, actor: SessionActor, params: PageParams): Promise<PageState> {
  return changePageState(
    ctx,
    actor,
    params,
    async (tx, grant, events) => {
      if (!grant.state?.lockedBy) return grant.state;
      if (grant.state.lockedBy !== actor.userId && grant.workspace.access !== "owner") {
        throw forbidden("Only the person who locked this page or the workspace's owner can unlock it");
      }
      const state = await upsertPageState(tx, keyOf(grant), { lockedBy: null, lockedAt: null }, ctx.clock.now());
      await recordPageActivity(ctx, tx, events, actor, grant, "page.unlocked", "unlocked");
      pageStateChanged(events, keyOf(grant));
      return state;
    },
    { recheckCollab: true },
  );
}

// ── Publish ─────────────────────────────────────────────────────────────────────────────────────

const notPublishable = () => invalid("Only documents and wiki pages can be published");

/** A public link token: 192 random bits, URL-safe. */
const newPublishToken = () => randomBytes(24).toString("base64url");

/**
 * `PUT publish` {password?, expiresAt?} (editors; documents and wiki pages): publishes the page at
 * `/p/<token>`, or changes its password or expiry (absent: unchanged; null: removed). The password
 * is kept only as an argon2id hash.
 */
export async function publishPage(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  body: z.output<typeof publishBodySchema>,
): Promise<PageState> {
  // Checked before hashing, so that nobody without the right makes the server hash for them.
  await requirePageAccess(ctx.db, actor, params, "edit");
  if (params.kind === "whiteboard") throw notPublishable();
  const expiresAt = typeof body.expiresAt === "string" ? new Date(body.expiresAt) : body.expiresAt;
  if (expiresAt && expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw invalid("The link's expiry must be in the future");
  }
  const newHash = body.password ? await hashPassword(body.password) : body.password;
  return changePageState(ctx, actor, params, async (tx, grant, events) => {
    await refuseIfNotChangeable(tx, actor, grant.state);
    const now = ctx.clock.now();
    const wasPublished = Boolean(grant.state?.publishToken);
    const state = await upsertPageState(
      tx,
      keyOf(grant),
      {
        publishToken: grant.state?.publishToken ?? newPublishToken(),
        publishedAt: grant.state?.publishToken ? grant.state.publishedAt : now,
        publishPasswordHash: newHash === undefined ? (grant.state?.publishPasswordHash ?? null) : newHash,
        publishExpiresAt: expiresAt === undefined ? (grant.state?.publishExpiresAt ?? null) : expiresAt,
      },
      now,
    );
    if (params.kind === "document") {
      await setDocumentPublication(tx, params.workspaceId, params.targetId, {
        isPublic: true,
        passwordHash: state.publishPasswordHash,
        expirationDate: state.publishExpiresAt,
      });
    }
    await recordPageActivity(
      ctx,
      tx,
      events,
      actor,
      grant,
      "page.published",
      wasPublished ? "changed the public link of" : "published",
      {
        hasPassword: state.publishPasswordHash !== null,
        expiresAt: state.publishExpiresAt?.toISOString() ?? null,
      },
    );
    pageStateChanged(events, keyOf(grant));
    return state;
  });
}

/** `DELETE publish` (editors): the public link stops working. */
export function unpublishPage(ctx: AppContext, actor: SessionActor, params: PageParams): Promise<PageState> {
  return changePageState(ctx, actor, params, async (tx, grant, events) => {
    if (params.kind === "whiteboard") throw notPublishable();
    if (!grant.state?.publishToken) return grant.state;
    await refuseIfLockedByOther(tx, actor, grant.state);
    const state = await upsertPageState(
      tx,
      keyOf(grant),
      { publishToken: null, publishedAt: null, publishPasswordHash: null, publishExpiresAt: null },
      ctx.clock.now(),
    );
    if (params.kind === "document") {
      await setDocumentPublication(tx, params.workspaceId, params.targetId, {
        isPublic: false,
        passwordHash: null,
        expirationDate: null,
      });
    }
    await recordPageActivity(ctx, tx, events, actor, grant, "page.unpublished", "unpublished");
    pageStateChanged(events, keyOf(grant));
    return state;
  });
}

// ── Archive ─────────────────────────────────────────────────────────────────────────────────────

/** `POST archive` / `unarchive` (editors): an archived page is read-only, out of search and not public. */
export function setPageArchived(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  archive: boolean,
): Promise<PageState> {
  return changePageState(
    ctx,
    actor,
    params,
    async (tx, grant, events) => {
      if (Boolean(grant.state?.archivedAt) === archive) return grant.state;
      await refuseIfLockedByOther(tx, actor, grant.state);
      const now = ctx.clock.now();
      const state = await upsertPageState(tx, keyOf(grant), { archivedAt: archive ? now : null }, now);
      await syncPageSearch(tx, params.kind, params.targetId, now);
      await recordPageActivity(
        ctx,
        tx,
        events,
        actor,
        grant,
        archive ? "page.archived" : "page.unarchived",
        archive ? "archived" : "unarchived",
      );
      pageStateChanged(events, keyOf(grant));
      return state;
    },
    { recheckCollab: true },
  );
}

// ── Details ─────────────────────────────────────────────────────────────────────────────────────

const OWN_FILE_PATH = /^\/api\/(?:upload-files|files)\/[A-Za-z0-9._~%\-/]+(?:\?[A-Za-z0-9._~%\-=&]*)?$/;

/** A banner is an http(s) image address or one of the server's own file paths. */
export function isAllowedBannerUrl(value: string): boolean {
  if (value.startsWith("/")) return OWN_FILE_PATH.test(value) && !value.includes("..");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Whether `value` is the stable path of one of this page's files (`/api/page/.../files/{uploadId}`). */
function isFileOfPage(value: string, params: PageParams): boolean {
  const file = parsePageFilePath(value);
  return (
    file !== null &&
    file.kind === params.kind &&
    file.workspaceId.toLowerCase() === params.workspaceId.toLowerCase() &&
    file.targetId.toLowerCase() === params.targetId.toLowerCase()
  );
}

/** `PUT details` {title?, description?, bannerUrl?} (editors). */
export function changePageDetails(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  body: z.output<typeof pageDetailsBodySchema>,
): Promise<PageState> {
  if (body.description !== undefined && params.kind !== "whiteboard") {
    throw invalid("Only whiteboards have a description");
  }
  if (body.bannerUrl && !isAllowedBannerUrl(body.bannerUrl) && !isFileOfPage(body.bannerUrl, params)) {
    throw invalid("The banner must be an http or https address, a file of this server, or an image of this page");
  }
  return changePageState(ctx, actor, params, async (tx, grant, events) => {
    await refuseIfNotChangeable(tx, actor, grant.state);
    const now = ctx.clock.now();
    const key = keyOf(grant);
    await updatePageDetails(tx, key, { title: body.title, description: body.description }, now);
    const state =
      body.bannerUrl !== undefined ? await upsertPageState(tx, key, { bannerUrl: body.bannerUrl }, now) : grant.state;
    if (body.title !== undefined || body.description !== undefined) {
      await syncPageSearch(tx, params.kind, params.targetId, now);
    }
    const title = body.title ?? grant.target.title;
    const fields = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
    await recordPageActivity(ctx, tx, events, actor, grant, "page.details_changed", "updated the details of", {
      title,
      ...(body.title !== undefined && body.title !== grant.target.title ? { previousTitle: grant.target.title } : {}),
      fields,
    });
    pageItemUpdated(events, { ...key, title, wikiId: grant.target.wikiId });
    pageStateChanged(events, key);
    return state;
  });
}

// ── Audit and analytics ─────────────────────────────────────────────────────────────────────────

/** `GET audit`: the workspace activity about this page, newest first (every reader). */
export async function pageAudit(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  page: { page: number; limit: number },
): Promise<{ items: Activity[]; meta: PageMeta }> {
  await requirePageAccess(ctx.db, actor, params, "view");
  const { rows, total } = await listPageActivity(
    ctx.db,
    params.workspaceId,
    ACTIVITY_TARGET_OF[params.kind],
    params.targetId,
    page,
  );
  const people = await findPeople(
    ctx.db,
    rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
  );
  return {
    items: rows.map((r) => presentActivity(r, r.actorId ? people.get(r.actorId) : undefined)),
    meta: pageMeta(page.page, page.limit, total),
  };
}

/** `GET analytics`: views (all time, and per day for the last 30 days), who edited, when last. */
export async function pageAnalytics(ctx: AppContext, actor: SessionActor, params: PageParams): Promise<PageAnalytics> {
  const grant = await requirePageAccess(ctx.db, actor, params, "view");
  const today = Math.floor(ctx.clock.now().getTime() / DAY_MS) * DAY_MS;
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, i) =>
    new Date(today - (ANALYTICS_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const totals = await countPageViews(ctx.db, params.kind, params.targetId);
  const perDay = new Map(
    (await countPageViewsPerDay(ctx.db, params.kind, params.targetId, days[0] as string)).map((r) => [r.day, r.views]),
  );
  const editors = await countPageEditors(ctx.db, params.kind, params.targetId);
  const people = await findPeople(
    ctx.db,
    editors.map((e) => e.userId),
  );
  return {
    totalViews: totals.total,
    uniqueViewers: totals.people,
    viewsByDay: days.map((day) => ({ day, views: perDay.get(day) ?? 0 })),
    editors: editors.flatMap((e) => {
      const person = people.get(e.userId);
      return person ? [{ person: presentPerson(person), versions: e.versions }] : [];
    }),
    lastEditedAt: grant.target.updatedAt.toISOString(),
  };
}
