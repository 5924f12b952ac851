import type { PageKind } from "@bearish/shared/pages/page-targets";
import { and, desc, eq, gte, isNull, or, sql } from "drizzle-orm";
import { pageStates, pageVersions, pageViews } from "../../db/schema/pages";
import { documents, whiteboards, wikiPages, wikis } from "../../db/schema/workspace-items";
import { workspaceActivity, workspaces } from "../../db/schema/workspaces";
import { type Db, queryRows } from "../../platform/db/database";
import type { ActivityRecord } from "../workspaces/activity.repository";
import type { PageStateRecord } from "./page-access.repository";

/** Which page a row is about. */
export interface PageKey {
  workspaceId: string;
  kind: PageKind;
  targetId: string;
}

export type PageStatePatch = Partial<
  Pick<
    PageStateRecord,
    | "lockedBy"
    | "lockedAt"
    | "publishToken"
    | "publishPasswordHash"
    | "publishExpiresAt"
    | "publishedAt"
    | "archivedAt"
    | "bannerUrl"
  >
>;

const stateColumns = {
  workspaceId: pageStates.workspaceId,
  targetKind: pageStates.targetKind,
  targetId: pageStates.targetId,
  lockedBy: pageStates.lockedBy,
  lockedAt: pageStates.lockedAt,
  publishToken: pageStates.publishToken,
  publishPasswordHash: pageStates.publishPasswordHash,
  publishExpiresAt: pageStates.publishExpiresAt,
  publishedAt: pageStates.publishedAt,
  archivedAt: pageStates.archivedAt,
  bannerUrl: pageStates.bannerUrl,
  updatedAt: pageStates.updatedAt,
};

/** Sets parts of a page's state, creating its row the first time. */
export async function upsertPageState(
  db: Db,
  key: PageKey,
  patch: PageStatePatch,
  now: Date,
): Promise<PageStateRecord> {
  const [row] = await db
    .insert(pageStates)
    .values({ workspaceId: key.workspaceId, targetKind: key.kind, targetId: key.targetId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: [pageStates.targetKind, pageStates.targetId], set: { ...patch, updatedAt: now } })
    .returning(stateColumns);
  if (!row) throw new Error("upsert returned no row");
  return row;
}

/**
 * Locks the page for `userId` unless someone else holds the lock: one statement, so two editors
 * locking at once cannot both win. Null when another person holds it.
 */
export async function lockPageState(db: Db, key: PageKey, userId: string, now: Date): Promise<PageStateRecord | null> {
  const [row] = await db
    .insert(pageStates)
    .values({
      workspaceId: key.workspaceId,
      targetKind: key.kind,
      targetId: key.targetId,
      lockedBy: userId,
      lockedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [pageStates.targetKind, pageStates.targetId],
      set: {
        lockedBy: userId,
        lockedAt: sql`coalesce(${pageStates.lockedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      },
      setWhere: or(isNull(pageStates.lockedBy), eq(pageStates.lockedBy, userId)),
    })
    .returning(stateColumns);
  return row ?? null;
}

/** The published page behind a public token (whatever its state; the service decides). */
export async function findPageStateByToken(db: Db, token: string): Promise<PageStateRecord | null> {
  const [row] = await db.select(stateColumns).from(pageStates).where(eq(pageStates.publishToken, token)).limit(1);
  return row ?? null;
}

export interface PublicContent {
  title: string;
  content: string;
  updatedAt: Date;
}

/** A live document or wiki page (its wiki and workspace live too) with its stored HTML. */
export async function findPublicContent(
  db: Db,
  kind: "document" | "wiki_page",
  workspaceId: string,
  targetId: string,
): Promise<PublicContent | null> {
  if (kind === "document") {
    const [row] = await db
      .select({ title: documents.title, content: documents.content, updatedAt: documents.updatedAt })
      .from(documents)
      .innerJoin(workspaces, eq(workspaces.id, documents.workspaceId))
      .where(
        and(
          eq(documents.id, targetId),
          eq(documents.workspaceId, workspaceId),
          isNull(documents.deletedAt),
          isNull(workspaces.deletedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({ title: wikiPages.title, content: wikiPages.content, updatedAt: wikiPages.updatedAt })
    .from(wikiPages)
    .innerJoin(wikis, eq(wikis.id, wikiPages.wikiId))
    .innerJoin(workspaces, eq(workspaces.id, wikiPages.workspaceId))
    .where(
      and(
        eq(wikiPages.id, targetId),
        eq(wikiPages.workspaceId, workspaceId),
        eq(wikiPages.isDeleted, false),
        isNull(wikis.deletedAt),
        isNull(workspaces.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Mirrors a document's publication on its own row (spec Document: isPublic, password, expirationDate). */
export async function setDocumentPublication(
  db: Db,
  workspaceId: string,
  id: string,
  publication: { isPublic: boolean; passwordHash: string | null; expirationDate: Date | null },
): Promise<void> {
  await db
    .update(documents)
    .set(publication)
    .where(and(eq(documents.id, id), eq(documents.workspaceId, workspaceId)));
}

/** Renames a live page (a whiteboard may also change its description); false when it is gone. */
export async function updatePageDetails(
  db: Db,
  key: PageKey,
  patch: { title?: string; description?: string | null },
  now: Date,
): Promise<boolean> {
  if (key.kind === "document") {
    if (patch.title === undefined) return true;
    const rows = await db
      .update(documents)
      .set({ title: patch.title, version: sql`${documents.version} + 1`, updatedAt: now })
      .where(
        and(eq(documents.id, key.targetId), eq(documents.workspaceId, key.workspaceId), isNull(documents.deletedAt)),
      )
      .returning({ id: documents.id });
    return rows.length > 0;
  }
  if (key.kind === "wiki_page") {
    if (patch.title === undefined) return true;
    const rows = await db
      .update(wikiPages)
      .set({ title: patch.title, version: sql`${wikiPages.version} + 1`, updatedAt: now })
      .where(
        and(eq(wikiPages.id, key.targetId), eq(wikiPages.workspaceId, key.workspaceId), eq(wikiPages.isDeleted, false)),
      )
      .returning({ id: wikiPages.id });
    return rows.length > 0;
  }
  const rows = await db
    .update(whiteboards)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(whiteboards.id, key.targetId),
        eq(whiteboards.workspaceId, key.workspaceId),
        isNull(whiteboards.deletedAt),
      ),
    )
    .returning({ id: whiteboards.id });
  return rows.length > 0;
}

// ── Views and analytics ─────────────────────────────────────────────────────────────────────────

/** Counts one view by `userId` on `day` (YYYY-MM-DD); answers that day's views by them. */
export async function recordPageView(db: Db, key: PageKey, userId: string, day: string): Promise<number> {
  const [row] = await db
    .insert(pageViews)
    .values({ workspaceId: key.workspaceId, targetKind: key.kind, targetId: key.targetId, userId, day, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.targetKind, pageViews.targetId, pageViews.userId, pageViews.day],
      set: { views: sql`${pageViews.views} + 1` },
    })
    .returning({ views: pageViews.views });
  return row?.views ?? 1;
}

const ofPage = (kind: PageKind, targetId: string) =>
  and(eq(pageViews.targetKind, kind), eq(pageViews.targetId, targetId));

/** Every view ever and the number of different people who viewed. */
export async function countPageViews(
  db: Db,
  kind: PageKind,
  targetId: string,
): Promise<{ total: number; people: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${pageViews.views}), 0)::int`,
      people: sql<number>`count(distinct ${pageViews.userId})::int`,
    })
    .from(pageViews)
    .where(ofPage(kind, targetId));
  return { total: row?.total ?? 0, people: row?.people ?? 0 };
}

/** Views per day since `sinceDay` (YYYY-MM-DD); days without views are absent. */
export async function countPageViewsPerDay(
  db: Db,
  kind: PageKind,
  targetId: string,
  sinceDay: string,
): Promise<{ day: string; views: number }[]> {
  return db
    .select({ day: pageViews.day, views: sql<number>`sum(${pageViews.views})::int` })
    .from(pageViews)
    .where(and(ofPage(kind, targetId), gte(pageViews.day, sinceDay)))
    .groupBy(pageViews.day);
}

/** The people who authored a version or edited within one, with the number of such versions, most first. */
export async function countPageEditors(
  db: Db,
  kind: PageKind,
  targetId: string,
): Promise<{ userId: string; versions: number }[]> {
  const rows = await queryRows<{ user_id: string; versions: number }>(
    db,
    sql`select e.user_id, count(distinct v.id)::int as versions
        from ${pageVersions} v
        cross join lateral (
          select v.author_id as user_id
          union
          select value::uuid from jsonb_array_elements_text(v.editor_ids)
        ) e
        where v.target_kind = ${kind} and v.target_id = ${targetId}::uuid and e.user_id is not null
        group by e.user_id
        order by versions desc, e.user_id`,
  );
  return rows.map((r) => ({ userId: r.user_id, versions: Number(r.versions) }));
}

// ── Audit ───────────────────────────────────────────────────────────────────────────────────────

const activityColumns = {
  id: workspaceActivity.id,
  workspaceId: workspaceActivity.workspaceId,
  actorId: workspaceActivity.actorId,
  action: workspaceActivity.action,
  targetType: workspaceActivity.targetType,
  targetId: workspaceActivity.targetId,
  summary: workspaceActivity.summary,
  details: workspaceActivity.details,
  createdAt: workspaceActivity.createdAt,
};

/** The activity rows about one page, newest first. */
export async function listPageActivity(
  db: Db,
  workspaceId: string,
  targetType: string,
  targetId: string,
  page: { page: number; limit: number },
): Promise<{ rows: ActivityRecord[]; total: number }> {
  const where = and(
    eq(workspaceActivity.workspaceId, workspaceId),
    eq(workspaceActivity.targetType, targetType),
    eq(workspaceActivity.targetId, targetId),
  );
  const rows = await db
    .select(activityColumns)
    .from(workspaceActivity)
    .where(where)
    .orderBy(desc(workspaceActivity.createdAt), desc(workspaceActivity.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(workspaceActivity).where(where);
  return { rows, total: count?.n ?? 0 };
}
