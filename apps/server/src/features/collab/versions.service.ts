import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import type { PageParams } from "@bearish/shared/pages/page-targets";
import type { PageVersion, PageVersionSummary } from "@bearish/shared/pages/page-versions";
import { VERSION_REASONS } from "@bearish/shared/pages/page-versions";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { pageNotFound, requirePageAccess } from "../pages/page-access";
import { presentPerson } from "../workspaces/workspaces.presenter";
import { findPeople } from "../workspaces/workspaces.repository";
import { findVersion, insertVersion, listVersions, type PageKey, type VersionRecord } from "./collab.repository";
import { parseScene } from "./collab-content";
import { collabPages, contentText, type PageContent, pageKey, requireEditableNow } from "./collab-pages";

type Reason = (typeof VERSION_REASONS)[number];
const versionNotFound = () => notFound("Version not found");
const asReason = (reason: string): Reason => (VERSION_REASONS.includes(reason as Reason) ? (reason as Reason) : "auto");

async function presentVersions(ctx: AppContext, rows: VersionRecord[]): Promise<PageVersionSummary[]> {
  const ids = rows.flatMap((r) => [...(r.authorId ? [r.authorId] : []), ...r.editorIds]);
  const people = await findPeople(ctx.db, ids);
  return rows.map((r) => {
    const author = r.authorId ? people.get(r.authorId) : undefined;
    return {
      id: r.id,
      title: r.title,
      reason: asReason(r.reason),
      label: r.label,
      author: author ? presentPerson(author) : null,
      editors: r.editorIds.flatMap((id) => {
        const person = people.get(id);
        return person ? [presentPerson(person)] : [];
      }),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

async function presentOne(ctx: AppContext, row: VersionRecord): Promise<PageVersionSummary> {
  const [summary] = await presentVersions(ctx, [row]);
  if (!summary) throw new Error("no version to present");
  return summary;
}

/** `GET versions`: newest first (readers). */
export async function listPageVersions(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  page: { page: number; limit: number },
): Promise<{ items: PageVersionSummary[]; meta: PageMeta }> {
  await requirePageAccess(ctx.db, actor, params, "view");
  const { rows, total } = await listVersions(ctx.db, pageKey(params), page);
  return { items: await presentVersions(ctx, rows), meta: pageMeta(page.page, page.limit, total) };
}

/** `GET versions/{versionId}`: one version with its content (readers). */
export async function getPageVersion(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  versionId: string,
): Promise<PageVersion> {
  await requirePageAccess(ctx.db, actor, params, "view");
  const row = await findVersion(ctx.db, pageKey(params), versionId);
  if (!row) throw versionNotFound();
  return { ...(await presentOne(ctx, row)), content: row.content };
}

async function saveVersion(
  ctx: AppContext,
  key: PageKey,
  v: { title: string; content: PageContent; reason: Reason; label: string | null; authorId: string },
): Promise<VersionRecord> {
  const editors = collabPages(ctx).takeEditorsSinceVersion(key);
  return insertVersion(ctx.db, key, {
    id: newId(),
    title: v.title,
    content: contentText(v.content),
    state: null,
    reason: v.reason,
    label: v.label,
    authorId: v.authorId,
    editorIds: editors,
    now: ctx.clock.now(),
  });
}

/** `POST versions` {label?}: a named snapshot of the content now (editors). */
export async function createPageVersion(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  label: string | undefined,
): Promise<PageVersionSummary> {
  await requirePageAccess(ctx.db, actor, params, "edit");
  const key = pageKey(params);
  const current = await collabPages(ctx).currentContent(key);
  if (!current) throw pageNotFound();
  const row = await saveVersion(ctx, key, {
    title: current.title,
    content: current.content,
    reason: "manual",
    label: label || null,
    authorId: actor.userId,
  });
  return presentOne(ctx, row);
}

/**
 * `POST versions/{versionId}/restore` (editors; 409 when the page is locked by someone else or
 * archived): keeps the content now as a `before_restore` version, replaces the live document with
 * the version's content (everyone editing sees it; the store records the activity), and answers
 * the `restore` version made from it.
 */
export async function restorePageVersion(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  versionId: string,
): Promise<PageVersionSummary> {
  const grant = await requirePageAccess(ctx.db, actor, params, "edit");
  requireEditableNow(grant);
  const key = pageKey(params);
  const version = await findVersion(ctx.db, key, versionId);
  if (!version) throw versionNotFound();
  const pages = collabPages(ctx);
  const current = await pages.currentContent(key);
  if (!current) throw pageNotFound();
  await saveVersion(ctx, key, {
    title: current.title,
    content: current.content,
    reason: "before_restore",
    label: null,
    authorId: actor.userId,
  });
  const restored: PageContent = key.kind === "whiteboard" ? parseScene(safeJson(version.content)) : version.content;
  await pages.replaceContent(key, restored, actor);
  const after = await pages.currentContent(key);
  const row = await saveVersion(ctx, key, {
    title: after?.title ?? current.title,
    content: after?.content ?? restored,
    reason: "restore",
    label: version.label,
    authorId: actor.userId,
  });
  return presentOne(ctx, row);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
