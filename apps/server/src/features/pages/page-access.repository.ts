import type { PageKind } from "@bearish/shared/pages/page-targets";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { pageStates } from "../../db/schema/pages";
import { documents, whiteboards, wikiPages, wikis } from "../../db/schema/workspace-items";
import type { Db } from "../../platform/db/database";

/** A page as the page features see it, whatever its kind. */
export interface PageTargetRecord {
  kind: PageKind;
  workspaceId: string;
  targetId: string;
  title: string;
  /** The wiki of a wiki page; null for documents and whiteboards. */
  wikiId: string | null;
  updatedAt: Date;
}

export type PageStateRecord = typeof pageStates.$inferSelect;

/** The live page of this kind in this workspace (not deleted, nor is its wiki), or null. */
export async function findPageTarget(
  db: Db,
  kind: PageKind,
  workspaceId: string,
  targetId: string,
): Promise<PageTargetRecord | null> {
  if (kind === "document") {
    const [row] = await db
      .select({ title: documents.title, updatedAt: documents.updatedAt })
      .from(documents)
      .where(and(eq(documents.id, targetId), eq(documents.workspaceId, workspaceId), isNull(documents.deletedAt)));
    return row ? { kind, workspaceId, targetId, title: row.title, wikiId: null, updatedAt: row.updatedAt } : null;
  }
  if (kind === "wiki_page") {
    const [row] = await db
      .select({ title: wikiPages.title, wikiId: wikiPages.wikiId, updatedAt: wikiPages.updatedAt })
      .from(wikiPages)
      .innerJoin(wikis, eq(wikis.id, wikiPages.wikiId))
      .where(
        and(
          eq(wikiPages.id, targetId),
          eq(wikiPages.workspaceId, workspaceId),
          eq(wikiPages.isDeleted, false),
          isNull(wikis.deletedAt),
        ),
      );
    return row ? { kind, workspaceId, targetId, title: row.title, wikiId: row.wikiId, updatedAt: row.updatedAt } : null;
  }
  const [row] = await db
    .select({ title: whiteboards.title, updatedAt: whiteboards.updatedAt })
    .from(whiteboards)
    .where(and(eq(whiteboards.id, targetId), eq(whiteboards.workspaceId, workspaceId), isNull(whiteboards.deletedAt)));
  return row ? { kind, workspaceId, targetId, title: row.title, wikiId: null, updatedAt: row.updatedAt } : null;
}

/** The page's lock, publication and archive state; null when none was ever set. */
export async function findPageState(db: Db, kind: PageKind, targetId: string): Promise<PageStateRecord | null> {
  const [row] = await db
    .select()
    .from(pageStates)
    .where(and(eq(pageStates.targetKind, kind), eq(pageStates.targetId, targetId)));
  return row ?? null;
}

/** The states of several pages of one kind that were ever set (one query). */
export async function findPageStates(db: Db, kind: PageKind, targetIds: string[]): Promise<PageStateRecord[]> {
  if (targetIds.length === 0) return [];
  return db
    .select()
    .from(pageStates)
    .where(and(eq(pageStates.targetKind, kind), inArray(pageStates.targetId, targetIds)));
}
