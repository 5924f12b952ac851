import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import {
  DEFAULT_PAGE_TITLE,
  type Wiki,
  type WikiPage,
  type WikiSummary,
  type wikiBodySchema,
  type wikiPageBodySchema,
  type wikiPageUpdateBodySchema,
  type wikiUpdateBodySchema,
} from "@bearish/shared/workspaces/workspace-items";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { collabPages, requireEditableNow } from "../collab/collab-pages";
import { findPageGrant } from "../pages/page-access";
import { findPageState, findPageStates } from "../pages/page-access.repository";
import { refuseIfNotChangeable } from "../pages/page-changes";
import { notifyPageMentions } from "../pages/page-notifications";
import { syncPageSearch } from "../pages/pages.search";
import { deletePageSearchEntries, deleteWikiPageSearchEntries } from "../pages/pages-search.repository";
import { recordItemChange, sentFields, versionConflict, withoutUndefined } from "./item-changes";
import { presentPage, presentWiki, presentWikiSummary } from "./items.presenter";
import { sanitizeRichText } from "./rich-text";
import {
  deletePageTree,
  findPage,
  findPageNodes,
  findWiki,
  insertPage,
  insertWiki,
  isSelfOrDescendant,
  listWikis,
  nextPageOrder,
  type PagePatch,
  setHomePage,
  updatePage,
  updateWiki,
  type WikiRecord,
} from "./wikis.repository";
import { requireWorkspaceAccess } from "./workspace-access";
import { inWorkspaceTransaction } from "./workspace-events";

const wikiNotFound = () => notFound("Wiki not found");
const pageNotFound = () => notFound("Page not found");
const badParent = (message: string) => invalid(message, [{ path: "body.parentPageId", message }]);

/** Wikis of a workspace with their page titles (no access check: callers have done it). */
export async function listWikiSummaries(
  db: Db,
  workspaceId: string,
  page: { page: number; limit: number },
): Promise<{ items: WikiSummary[]; meta: PageMeta }> {
  const { rows, total } = await listWikis(db, workspaceId, page);
  const pages = await findPageNodes(
    db,
    rows.map((w) => w.id),
  );
  return {
    items: rows.map((w) => presentWikiSummary(w, pages.get(w.id) ?? [])),
    meta: pageMeta(page.page, page.limit, total),
  };
}

export async function listWorkspaceWikis(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  page: { page: number; limit: number },
): Promise<{ items: WikiSummary[]; meta: PageMeta }> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  return listWikiSummaries(ctx.db, workspaceId, page);
}

async function wikiWithPages(db: Db, wiki: WikiRecord): Promise<Wiki> {
  const pages = await findPageNodes(db, [wiki.id]);
  return presentWiki(wiki, pages.get(wiki.id) ?? []);
}

export async function getWiki(ctx: AppContext, actor: SessionActor, workspaceId: string, id: string): Promise<Wiki> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const wiki = await findWiki(ctx.db, workspaceId, id);
  if (!wiki) throw wikiNotFound();
  return wikiWithPages(ctx.db, wiki);
}

/** `POST wiki/{id}`: a wiki and its home page ("New Document"). */
export async function createWiki(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  body: z.output<typeof wikiBodySchema>,
): Promise<Wiki> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const now = ctx.clock.now();
    const wiki = await insertWiki(tx, {
      id: newId(),
      workspaceId,
      name: body.name,
      description: body.description ?? null,
      createdBy: actor.userId,
      now,
    });
    const home = await insertPage(tx, {
      id: newId(),
      wikiId: wiki.id,
      workspaceId,
      title: DEFAULT_PAGE_TITLE,
      content: "",
      parentPageId: null,
      order: 0,
      isWikiHome: true,
      createdBy: actor.userId,
      now,
    });
    const withHome = (await updateWiki(tx, workspaceId, wiki.id, { homePageId: home.id }, now)) ?? wiki;
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "created",
      itemType: "wiki",
      id: wiki.id,
      name: wiki.name,
    });
    return wikiWithPages(tx, withHome);
  });
}

/** `PUT wiki/{id}/{wikiId}`: name, description, or which of its pages is the home page. */
export async function changeWiki(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
  body: z.output<typeof wikiUpdateBodySchema>,
): Promise<Wiki> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const now = ctx.clock.now();
    if (!(await findWiki(tx, workspaceId, id))) throw wikiNotFound();
    if (body.homePageId !== undefined) {
      if (!(await findPage(tx, id, body.homePageId))) {
        throw invalid("The home page must be a page of this wiki", [
          { path: "body.homePageId", message: "The home page must be a page of this wiki" },
        ]);
      }
      await setHomePage(tx, id, body.homePageId, now);
    }
    const wiki = await updateWiki(tx, workspaceId, id, withoutUndefined(body), now);
    if (!wiki) throw wikiNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "updated",
      itemType: "wiki",
      id,
      name: wiki.name,
      fields: sentFields(body),
    });
    return wikiWithPages(tx, wiki);
  });
}

/** Soft-deletes a wiki; its pages go with it (out of search, their open documents closed). */
export async function deleteWiki(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
): Promise<{ id: string }> {
  const deleted = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const now = ctx.clock.now();
    const wiki = await updateWiki(tx, workspaceId, id, { deletedAt: now }, now);
    if (!wiki) throw wikiNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "deleted",
      itemType: "wiki",
      id,
      name: wiki.name,
    });
    await deleteWikiPageSearchEntries(tx, id);
    return { id };
  });
  // Live editors of its pages lose them.
  await ctx.collab.recheckWorkspace(workspaceId);
  return deleted;
}

// ── Pages ────────────────────────────────────────────────────────────────────────────────────────

async function liveWiki(db: Db, workspaceId: string, wikiId: string): Promise<WikiRecord> {
  const wiki = await findWiki(db, workspaceId, wikiId);
  if (!wiki) throw wikiNotFound();
  return wiki;
}

export async function getPage(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  wikiId: string,
  pageId: string,
): Promise<WikiPage> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  await liveWiki(ctx.db, workspaceId, wikiId);
  const page = await findPage(ctx.db, wikiId, pageId);
  if (!page) throw pageNotFound();
  // One source of truth: while the page is edited live, its content is the live state.
  const live = collabPages(ctx).liveContent({ kind: "wiki_page", workspaceId, targetId: pageId });
  return presentPage(typeof live === "string" ? { ...page, content: live } : page);
}

/** `POST wiki/{id}/wiki/{wikiId}/page`: a page at the end of its parent's children (or at `order`). */
export async function createPage(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  wikiId: string,
  body: z.output<typeof wikiPageBodySchema>,
): Promise<WikiPage> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    await liveWiki(tx, workspaceId, wikiId);
    const parentPageId = body.parentPageId ?? null;
    if (parentPageId && !(await findPage(tx, wikiId, parentPageId))) {
      throw badParent("The parent page must be a page of this wiki");
    }
    const page = await insertPage(tx, {
      id: newId(),
      wikiId,
      workspaceId,
      title: body.title,
      content: sanitizeRichText(body.content),
      parentPageId,
      order: body.order ?? (await nextPageOrder(tx, wikiId, parentPageId)),
      isWikiHome: false,
      createdBy: actor.userId,
      now: ctx.clock.now(),
    });
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "created",
      itemType: "page",
      id: page.id,
      name: page.title,
      wikiId,
    });
    await syncPageSearch(tx, "wiki_page", page.id, ctx.clock.now());
    return presentPage(page);
  });
}

/**
 * `PUT .../page/{pageId}`: bumps the version; a stale `version` answers 409; no move into its own
 * subtree. New content is sanitized through the editor schema, then replaces the live document
 * (connected editors see it) and is stored at once; 409 when the page is locked by someone else or archived.
 */
export async function changePage(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  wikiId: string,
  pageId: string,
  body: z.output<typeof wikiPageUpdateBodySchema>,
): Promise<WikiPage> {
  if (body.content !== undefined) {
    const grant = await findPageGrant(ctx.db, actor, { kind: "wiki_page", workspaceId, targetId: pageId });
    if (grant && grant.role === "edit") requireEditableNow(grant);
  }
  // Live edits not stored yet count for the version check.
  if (body.version !== undefined)
    await collabPages(ctx).flushLive({ kind: "wiki_page", workspaceId, targetId: pageId });
  const changed = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    await liveWiki(tx, workspaceId, wikiId);
    if (body.parentPageId) {
      if (!(await findPage(tx, wikiId, body.parentPageId))) {
        throw badParent("The parent page must be a page of this wiki");
      }
      if (await isSelfOrDescendant(tx, pageId, body.parentPageId)) {
        throw badParent("A page cannot be moved under itself");
      }
    }
    if (body.title !== undefined || body.parentPageId !== undefined || body.order !== undefined) {
      // Renaming or moving a page is a change of the page: not while archived or locked by another.
      await refuseIfNotChangeable(tx, actor, await findPageState(tx, "wiki_page", pageId));
    }
    const patch: PagePatch = withoutUndefined({
      title: body.title,
      content: body.content === undefined ? undefined : sanitizeRichText(body.content),
      parentPageId: body.parentPageId,
      order: body.order,
    });
    // The content before, to tell only the people this change mentions for the first time.
    const before = patch.content === undefined ? null : await findPage(tx, wikiId, pageId);
    const page = await updatePage(tx, wikiId, pageId, patch, body.version, ctx.clock.now());
    if (!page) throw (await findPage(tx, wikiId, pageId)) ? versionConflict("page") : pageNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "updated",
      itemType: "page",
      id: pageId,
      name: page.title,
      wikiId,
      fields: sentFields(body),
    });
    await syncPageSearch(tx, "wiki_page", pageId, ctx.clock.now());
    if (before) {
      const target = { kind: "wiki_page" as const, workspaceId, targetId: pageId, title: page.title, wikiId };
      await notifyPageMentions(ctx, tx, events, actor.userId, target, before.content, page.content);
    }
    return page;
  });
  if (body.content === undefined) return presentPage(changed);
  await collabPages(ctx).replaceContent({ kind: "wiki_page", workspaceId, targetId: pageId }, changed.content, actor);
  return presentPage((await findPage(ctx.db, wikiId, pageId)) ?? changed);
}

/** Marks a page and the pages below it deleted. The home page stays (choose another home first). */
export async function deletePage(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  wikiId: string,
  pageId: string,
): Promise<{ id: string }> {
  const removed = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const wiki = await liveWiki(tx, workspaceId, wikiId);
    const page = await findPage(tx, wikiId, pageId);
    if (!page) throw pageNotFound();
    if (page.isWikiHome || (wiki.homePageId && (await isSelfOrDescendant(tx, pageId, wiki.homePageId)))) {
      throw invalid("The wiki's home page cannot be deleted; make another page the home first");
    }
    const deleted = await deletePageTree(tx, wikiId, pageId, ctx.clock.now());
    // Not while it, or a page below it, is archived or locked by someone else (rolls back).
    for (const state of await findPageStates(tx, "wiki_page", deleted)) await refuseIfNotChangeable(tx, actor, state);
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "deleted",
      itemType: "page",
      id: pageId,
      name: page.title,
      wikiId,
      fields: deleted.length > 1 ? [`${deleted.length - 1} pages below it`] : undefined,
    });
    await deletePageSearchEntries(tx, "wiki_page", deleted);
    return deleted;
  });
  // Live editors of the deleted pages lose them.
  for (const id of removed) await ctx.collab.recheckAccess(collabDocumentName("wiki_page", workspaceId, id));
  return { id: pageId };
}
