import { orderPageTree } from "@bearish/shared/workspaces/wiki-page-rules";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { wikiPages, wikis } from "../../db/schema/workspace-items";
import { type Db, queryRows } from "../../platform/db/database";

export interface WikiRecord {
  id: string;
  workspaceId: string;
  name: string;
  description: string | null;
  homePageId: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const wikiColumns = {
  id: wikis.id,
  workspaceId: wikis.workspaceId,
  name: wikis.name,
  description: wikis.description,
  homePageId: wikis.homePageId,
  createdBy: wikis.createdBy,
  createdAt: wikis.createdAt,
  updatedAt: wikis.updatedAt,
};

const liveWikis = (workspaceId: string) => and(eq(wikis.workspaceId, workspaceId), isNull(wikis.deletedAt));

export async function insertWiki(
  db: Db,
  w: Omit<WikiRecord, "createdAt" | "updatedAt" | "homePageId"> & { now: Date },
): Promise<WikiRecord> {
  const { now, ...values } = w;
  const [row] = await db
    .insert(wikis)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(wikiColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function listWikis(db: Db, workspaceId: string, page: { page: number; limit: number }) {
  const rows = await db
    .select({ ...wikiColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(wikis)
    .where(liveWikis(workspaceId))
    .orderBy(asc(wikis.createdAt), asc(wikis.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(wikis).where(liveWikis(workspaceId));
    total = count?.n ?? 0;
  }
  return { rows: rows.map(({ total: _t, ...row }) => row), total };
}

export async function findWiki(db: Db, workspaceId: string, id: string): Promise<WikiRecord | null> {
  const [row] = await db
    .select(wikiColumns)
    .from(wikis)
    .where(and(liveWikis(workspaceId), eq(wikis.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateWiki(
  db: Db,
  workspaceId: string,
  id: string,
  patch: { name?: string; description?: string | null; homePageId?: string | null; deletedAt?: Date },
  now: Date,
): Promise<WikiRecord | null> {
  const [row] = await db
    .update(wikis)
    .set({ ...patch, updatedAt: now })
    .where(and(liveWikis(workspaceId), eq(wikis.id, id)))
    .returning(wikiColumns);
  return row ?? null;
}

// ── Pages ────────────────────────────────────────────────────────────────────────────────────────

export interface PageRecord {
  id: string;
  wikiId: string;
  workspaceId: string;
  title: string;
  content: string;
  version: number;
  parentPageId: string | null;
  order: number;
  isWikiHome: boolean;
  isDeleted: boolean;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const pageColumns = {
  id: wikiPages.id,
  wikiId: wikiPages.wikiId,
  workspaceId: wikiPages.workspaceId,
  title: wikiPages.title,
  content: wikiPages.content,
  version: wikiPages.version,
  parentPageId: wikiPages.parentPageId,
  order: wikiPages.order,
  isWikiHome: wikiPages.isWikiHome,
  isDeleted: wikiPages.isDeleted,
  createdBy: wikiPages.createdBy,
  createdAt: wikiPages.createdAt,
  updatedAt: wikiPages.updatedAt,
};

export type PageNode = Pick<
  PageRecord,
  "id" | "wikiId" | "title" | "parentPageId" | "order" | "isWikiHome" | "version" | "updatedAt"
>;

const nodeColumns = {
  id: wikiPages.id,
  wikiId: wikiPages.wikiId,
  title: wikiPages.title,
  parentPageId: wikiPages.parentPageId,
  order: wikiPages.order,
  isWikiHome: wikiPages.isWikiHome,
  version: wikiPages.version,
  updatedAt: wikiPages.updatedAt,
};

export async function insertPage(
  db: Db,
  p: Omit<PageRecord, "createdAt" | "updatedAt" | "version" | "isDeleted"> & { now: Date },
): Promise<PageRecord> {
  const { now, ...values } = p;
  const [row] = await db
    .insert(wikiPages)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(pageColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The live pages (no content) of several wikis, in reading order (depth first, siblings by order). */
export async function findPageNodes(db: Db, wikiIds: string[]): Promise<Map<string, PageNode[]>> {
  const result = new Map<string, PageNode[]>();
  if (wikiIds.length === 0) return result;
  const rows = await db
    .select(nodeColumns)
    .from(wikiPages)
    .where(and(inArray(wikiPages.wikiId, wikiIds), eq(wikiPages.isDeleted, false)))
    .orderBy(asc(wikiPages.order), asc(wikiPages.createdAt), asc(wikiPages.id));
  for (const row of rows) result.set(row.wikiId, [...(result.get(row.wikiId) ?? []), row]);
  for (const [wikiId, nodes] of result) result.set(wikiId, orderPageTree(nodes));
  return result;
}

export async function findPage(db: Db, wikiId: string, id: string): Promise<PageRecord | null> {
  const [row] = await db
    .select(pageColumns)
    .from(wikiPages)
    .where(and(eq(wikiPages.wikiId, wikiId), eq(wikiPages.id, id), eq(wikiPages.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

export async function nextPageOrder(db: Db, wikiId: string, parentPageId: string | null): Promise<number> {
  const parent = parentPageId === null ? isNull(wikiPages.parentPageId) : eq(wikiPages.parentPageId, parentPageId);
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${wikiPages.order}) + 1, 0)::int` })
    .from(wikiPages)
    .where(and(eq(wikiPages.wikiId, wikiId), eq(wikiPages.isDeleted, false), parent));
  return row?.n ?? 0;
}

export type PagePatch = Partial<Pick<PageRecord, "title" | "content" | "parentPageId" | "order" | "isWikiHome">>;

/**
 * Updates a live page and bumps its version; with `expectedVersion`, only if the page is still
 * at that version (null when it is missing or moved on).
 */
export async function updatePage(
  db: Db,
  wikiId: string,
  id: string,
  patch: PagePatch,
  expectedVersion: number | undefined,
  now: Date,
): Promise<PageRecord | null> {
  const conditions: (SQL | undefined)[] = [
    eq(wikiPages.wikiId, wikiId),
    eq(wikiPages.id, id),
    eq(wikiPages.isDeleted, false),
  ];
  if (expectedVersion !== undefined) conditions.push(eq(wikiPages.version, expectedVersion));
  const [row] = await db
    .update(wikiPages)
    .set({ ...patch, version: sql`${wikiPages.version} + 1`, updatedAt: now })
    .where(and(...conditions))
    .returning(pageColumns);
  return row ?? null;
}

/** Marks which page is the wiki's home (one per wiki). */
export async function setHomePage(db: Db, wikiId: string, pageId: string, now: Date): Promise<void> {
  await db
    .update(wikiPages)
    .set({ isWikiHome: sql`${wikiPages.id} = ${pageId}`, updatedAt: now })
    .where(and(eq(wikiPages.wikiId, wikiId), sql`${wikiPages.isWikiHome} <> (${wikiPages.id} = ${pageId})`));
}

/** True when `candidateId` is `pageId` itself or lies below it (a move there would make a cycle). */
export async function isSelfOrDescendant(db: Db, pageId: string, candidateId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive below(id) as (
          select ${pageId}::uuid
          union
          select p.id from ${wikiPages} p join below b on p.parent_page_id = b.id
        )
        select id from below where id = ${candidateId}::uuid limit 1`,
  );
  return rows.length > 0;
}

/** Soft-deletes a page and every page below it; returns their ids. */
export async function deletePageTree(db: Db, wikiId: string, pageId: string, now: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive tree(id) as (
          select ${pageId}::uuid
          union
          select p.id from ${wikiPages} p join tree t on p.parent_page_id = t.id where p.wiki_id = ${wikiId}::uuid
        )
        update ${wikiPages} set is_deleted = true, updated_at = ${now.toISOString()}::timestamptz
        where id in (select id from tree) and is_deleted = false
        returning id`,
  );
  return rows.map((r) => r.id);
}

export async function countLivePages(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wikiPages)
    .innerJoin(wikis, eq(wikis.id, wikiPages.wikiId))
    .where(and(eq(wikiPages.workspaceId, workspaceId), eq(wikiPages.isDeleted, false), isNull(wikis.deletedAt)));
  return row?.n ?? 0;
}
