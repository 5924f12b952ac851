import type { PageKind } from "@bearish/shared/pages/page-targets";
import { and, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import { pageStates } from "../../db/schema/pages";
import { searchDocuments } from "../../db/schema/search-documents";
import { documents, whiteboards, wikiPages, wikis } from "../../db/schema/workspace-items";
import { workspaces } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";
import { scopesDifferFrom } from "../search/search.repository";

/** What a page's search entry is made of, and whether it may be found at all. */
export interface PageSearchSource {
  workspaceId: string;
  wikiId: string | null;
  title: string;
  /** HTML for documents and wiki pages, the scene for whiteboards. */
  content: unknown;
  /** Deleted (or its wiki or workspace is), or archived: out of the index. */
  hidden: boolean;
  generalAccess: string;
  visibility: string;
}

const archived = (kind: PageKind, id: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${pageStates} where ${pageStates.targetKind} = ${kind} and ${pageStates.targetId} = ${id} and ${pageStates.archivedAt} is not null)`;

const workspaceFacts = {
  generalAccess: workspaces.generalAccess,
  visibility: workspaces.visibility,
  workspaceDeleted: sql<boolean>`${workspaces.deletedAt} is not null`,
};

/** The page row (any state) with its workspace's reach; null when there is no such page. */
export async function findPageSearchSource(db: Db, kind: PageKind, id: string): Promise<PageSearchSource | null> {
  if (kind === "document") {
    const [row] = await db
      .select({
        workspaceId: documents.workspaceId,
        title: documents.title,
        content: documents.content,
        gone: sql<boolean>`${documents.deletedAt} is not null`,
        archived: archived(kind, documents.id),
        ...workspaceFacts,
      })
      .from(documents)
      .innerJoin(workspaces, eq(workspaces.id, documents.workspaceId))
      .where(eq(documents.id, id));
    return row ? { ...row, wikiId: null, hidden: row.gone || row.archived || row.workspaceDeleted } : null;
  }
  if (kind === "wiki_page") {
    const [row] = await db
      .select({
        workspaceId: wikiPages.workspaceId,
        wikiId: wikiPages.wikiId,
        title: wikiPages.title,
        content: wikiPages.content,
        gone: sql<boolean>`${wikiPages.isDeleted} or ${wikis.deletedAt} is not null`,
        archived: archived(kind, wikiPages.id),
        ...workspaceFacts,
      })
      .from(wikiPages)
      .innerJoin(wikis, eq(wikis.id, wikiPages.wikiId))
      .innerJoin(workspaces, eq(workspaces.id, wikiPages.workspaceId))
      .where(eq(wikiPages.id, id));
    return row ? { ...row, hidden: row.gone || row.archived || row.workspaceDeleted } : null;
  }
  const [row] = await db
    .select({
      workspaceId: whiteboards.workspaceId,
      title: whiteboards.title,
      description: whiteboards.description,
      content: whiteboards.content,
      gone: sql<boolean>`${whiteboards.deletedAt} is not null`,
      archived: archived(kind, whiteboards.id),
      ...workspaceFacts,
    })
    .from(whiteboards)
    .innerJoin(workspaces, eq(workspaces.id, whiteboards.workspaceId))
    .where(eq(whiteboards.id, id));
  return row
    ? {
        ...row,
        content: { description: row.description, scene: row.content },
        wikiId: null,
        hidden: row.gone || row.archived || row.workspaceDeleted,
      }
    : null;
}

const PAGE_SEARCH_KINDS = ["document", "wiki_page", "whiteboard"];

/** Entries of every page of a workspace (documents, wiki pages, whiteboards). */
const pagesOfWorkspace = (workspaceId: string) =>
  and(
    inArray(searchDocuments.kind, PAGE_SEARCH_KINDS),
    sql`${searchDocuments.refId} in (
      select id::text from ${documents} where ${documents.workspaceId} = ${workspaceId}
      union all select id::text from ${wikiPages} where ${wikiPages.workspaceId} = ${workspaceId}
      union all select id::text from ${whiteboards} where ${whiteboards.workspaceId} = ${workspaceId})`,
  );

/**
 * Gives every page entry of a workspace these scopes in one statement (only those that differ);
 * null removes them (the workspace was deleted).
 */
export async function setPageSearchScopes(db: Db, workspaceId: string, scopes: string[] | null): Promise<void> {
  if (scopes === null) {
    await db.delete(searchDocuments).where(pagesOfWorkspace(workspaceId));
    return;
  }
  await db
    .update(searchDocuments)
    .set({ scopes })
    .where(and(pagesOfWorkspace(workspaceId), scopesDifferFrom(scopes)));
}

/** After a subtree moved to another wiki: its pages' entries open them there (one statement). */
export async function repointWikiPageSearchUrls(db: Db, pageIds: string[], urlPrefix: string): Promise<void> {
  if (pageIds.length === 0) return;
  await db
    .update(searchDocuments)
    .set({ url: sql`${urlPrefix} || ${searchDocuments.refId}` })
    .where(and(eq(searchDocuments.kind, "wiki_page"), inArray(searchDocuments.refId, pageIds)));
}

/** Removes the entries of these pages of one kind (one statement; deleted pages leave the index). */
export async function deletePageSearchEntries(db: Db, kind: PageKind, targetIds: string[]): Promise<void> {
  if (targetIds.length === 0) return;
  await db
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.refId, targetIds)));
}

/** Removes the entries of every page of a wiki (one statement; its pages go with a deleted wiki). */
export async function deleteWikiPageSearchEntries(db: Db, wikiId: string): Promise<void> {
  await db
    .delete(searchDocuments)
    .where(
      and(
        eq(searchDocuments.kind, "wiki_page"),
        sql`${searchDocuments.refId} in (select id::text from ${wikiPages} where ${wikiPages.wikiId} = ${wikiId})`,
      ),
    );
}
