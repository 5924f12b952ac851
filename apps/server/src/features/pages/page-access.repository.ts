import type { PageKind } from "@bearish/shared/pages/page-targets";
import { and, eq, isNull } from "drizzle-orm";
import { pageStates } from "../../db/schema/pages";
import { documents, whiteboards, wikiPages } from "../../db/schema/workspace-items";
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

/** The live (not deleted) page of this kind in this workspace, or null. */
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
      .where(and(eq(wikiPages.id, targetId), eq(wikiPages.workspaceId, workspaceId), eq(wikiPages.isDeleted, false)));
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
