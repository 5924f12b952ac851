import type { movePageBodySchema } from "@bearish/shared/pages/page-state";
import type { PageParams } from "@bearish/shared/pages/page-targets";
import { WIKI_TREE_INDEX_MAX, type WikiTreeBody, type WikiTreeNode } from "@bearish/shared/pages/wiki-tree";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, invalid, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { findPage, findPageNodes, findWiki, isSelfOrDescendant, nextPageOrder } from "../workspaces/wikis.repository";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { type PageGrant, requirePageAccess } from "./page-access";
import { keyOf, pageItemUpdated, recordPageActivity, refuseIfNotChangeable } from "./page-changes";
import { pageStateChanged } from "./page-menu.service";
import { moveSubtreeToWiki, placePageInTree } from "./page-tree.repository";
import { repointMovedPages } from "./pages.search";

const wikiNotFound = () => notFound("Wiki not found");
const invalidMove = (message: string) => new AppError("page.invalid_move", 409, message);

/** The wiki's live pages in reading order, as the tree shows them. */
async function treeOf(db: Db, wikiId: string): Promise<WikiTreeNode[]> {
  const nodes = (await findPageNodes(db, [wikiId])).get(wikiId) ?? [];
  return nodes.map((n) => ({
    id: n.id,
    title: n.title,
    parentPageId: n.parentPageId,
    order: n.order,
    isWikiHome: n.isWikiHome,
  }));
}

/** The new parent must be a live page of the target wiki, and not the page itself or below it. */
async function checkParent(db: Db, wikiId: string, pageId: string, parentPageId: string | null): Promise<void> {
  if (parentPageId === null) return;
  if (!(await findPage(db, wikiId, parentPageId))) throw invalid("The parent page is not a page of that wiki");
  if (await isSelfOrDescendant(db, pageId, parentPageId)) {
    throw invalidMove("A page cannot move into itself or below itself");
  }
}

async function recordMove(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  grant: PageGrant,
  to: { wikiId: string; parentPageId: string | null },
): Promise<void> {
  await recordPageActivity(ctx, tx, events, actor, grant, "page.moved", "moved", {
    fromWikiId: grant.target.wikiId,
    toWikiId: to.wikiId,
    parentPageId: to.parentPageId,
  });
  pageItemUpdated(events, {
    workspaceId: grant.target.workspaceId,
    kind: "wiki_page",
    targetId: grant.target.targetId,
    title: grant.target.title,
    wikiId: to.wikiId,
  });
  pageStateChanged(events, keyOf(grant));
}

/**
 * `POST move` {wikiId, parentPageId} (wiki pages; editors): to another parent or another wiki of
 * the workspace, with its whole subtree, at the end of the new parent's children. A wiki's home page
 * stays in its wiki. Answers the target wiki's tree.
 */
export function movePage(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  body: z.output<typeof movePageBodySchema>,
): Promise<WikiTreeNode[]> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requirePageAccess(tx, actor, params, "edit", { lock: true });
    if (params.kind !== "wiki_page" || !grant.target.wikiId) throw invalid("Only wiki pages can be moved");
    await refuseIfNotChangeable(tx, actor, grant.state);
    const fromWikiId = grant.target.wikiId;
    const target = await findWiki(tx, params.workspaceId, body.wikiId);
    if (!target) throw wikiNotFound();
    await checkParent(tx, target.id, params.targetId, body.parentPageId);
    const now = ctx.clock.now();
    if (target.id === fromWikiId) {
      await placePageInTree(
        tx,
        { wikiId: target.id, pageId: params.targetId, parentPageId: body.parentPageId, index: WIKI_TREE_INDEX_MAX },
        now,
      );
    } else {
      const source = await findWiki(tx, params.workspaceId, fromWikiId);
      if (source?.homePageId && (await isSelfOrDescendant(tx, params.targetId, source.homePageId))) {
        throw invalidMove("A wiki's home page cannot move to another wiki");
      }
      const order = await nextPageOrder(tx, target.id, body.parentPageId);
      const moved = await moveSubtreeToWiki(
        tx,
        { pageId: params.targetId, fromWikiId, toWikiId: target.id, parentPageId: body.parentPageId, order },
        now,
      );
      await repointMovedPages(tx, params.workspaceId, target.id, moved);
    }
    await recordMove(ctx, tx, events, actor, grant, { wikiId: target.id, parentPageId: body.parentPageId });
    return treeOf(tx, target.id);
  });
}

/**
 * `PUT wiki/{id}/{wikiId}/tree` {pageId, parentPageId, index} (editors): drag and drop within a
 * wiki. Answers the wiki's tree.
 */
export function reorderWikiTree(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  wikiId: string,
  body: WikiTreeBody,
): Promise<WikiTreeNode[]> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requirePageAccess(
      tx,
      actor,
      { kind: "wiki_page", workspaceId, targetId: body.pageId },
      "edit",
      { lock: true },
    );
    if (grant.target.wikiId !== wikiId) {
      throw (await findWiki(tx, workspaceId, wikiId)) ? notFound("Page not found") : wikiNotFound();
    }
    await refuseIfNotChangeable(tx, actor, grant.state);
    await checkParent(tx, wikiId, body.pageId, body.parentPageId);
    await placePageInTree(
      tx,
      { wikiId, pageId: body.pageId, parentPageId: body.parentPageId, index: body.index },
      ctx.clock.now(),
    );
    await recordMove(ctx, tx, events, actor, grant, { wikiId, parentPageId: body.parentPageId });
    return treeOf(tx, wikiId);
  });
}
