import type { PageKind } from "@bearish/shared/pages/page-targets";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { collabDocuments, pageVersions } from "../../db/schema/pages";
import { documents, whiteboards, wikiPages, wikis } from "../../db/schema/workspace-items";
import type { Db } from "../../platform/db/database";

/** Which page a row belongs to. */
export interface PageKey {
  kind: PageKind;
  workspaceId: string;
  targetId: string;
}

// ── Yjs state ────────────────────────────────────────────────────────────────────────────────────

export async function findCollabState(db: Db, name: string): Promise<{ state: Uint8Array; updatedAt: Date } | null> {
  const [row] = await db
    .select({ state: collabDocuments.state, updatedAt: collabDocuments.updatedAt })
    .from(collabDocuments)
    .where(eq(collabDocuments.name, name))
    .limit(1);
  return row ?? null;
}

/** Stores a first state unless another process stored one first (then theirs stays). */
export async function insertCollabStateIfAbsent(
  db: Db,
  name: string,
  key: PageKey,
  state: Uint8Array,
  now: Date,
): Promise<void> {
  await db
    .insert(collabDocuments)
    .values({ name, workspaceId: key.workspaceId, targetKind: key.kind, targetId: key.targetId, state, updatedAt: now })
    .onConflictDoNothing();
}

export async function saveCollabState(db: Db, name: string, key: PageKey, state: Uint8Array, now: Date): Promise<void> {
  await db
    .insert(collabDocuments)
    .values({ name, workspaceId: key.workspaceId, targetKind: key.kind, targetId: key.targetId, state, updatedAt: now })
    .onConflictDoUpdate({ target: collabDocuments.name, set: { state, updatedAt: now } });
}

// ── The page row's content ───────────────────────────────────────────────────────────────────────

/**
 * A live page's title and stored content (HTML, or the scene for whiteboards); null when gone (a
 * wiki page also when its wiki is).
 */
export interface PageContentRecord {
  title: string;
  content: unknown;
  wikiId: string | null;
  /** When the row last changed (a store, or an API write). */
  updatedAt: Date;
}

export async function findPageContent(db: Db, key: PageKey, lock = false): Promise<PageContentRecord | null> {
  if (key.kind === "document") {
    const query = db
      .select({ title: documents.title, content: documents.content, updatedAt: documents.updatedAt })
      .from(documents)
      .where(
        and(eq(documents.id, key.targetId), eq(documents.workspaceId, key.workspaceId), isNull(documents.deletedAt)),
      );
    const [row] = lock ? await query.for("update") : await query;
    return row ? { ...row, wikiId: null } : null;
  }
  if (key.kind === "wiki_page") {
    const query = db
      .select({
        title: wikiPages.title,
        content: wikiPages.content,
        wikiId: wikiPages.wikiId,
        updatedAt: wikiPages.updatedAt,
      })
      .from(wikiPages)
      .innerJoin(wikis, eq(wikis.id, wikiPages.wikiId))
      .where(
        and(
          eq(wikiPages.id, key.targetId),
          eq(wikiPages.workspaceId, key.workspaceId),
          eq(wikiPages.isDeleted, false),
          isNull(wikis.deletedAt),
        ),
      );
    const [row] = lock ? await query.for("update", { of: wikiPages }) : await query;
    return row ?? null;
  }
  const query = db
    .select({ title: whiteboards.title, content: whiteboards.content, updatedAt: whiteboards.updatedAt })
    .from(whiteboards)
    .where(
      and(
        eq(whiteboards.id, key.targetId),
        eq(whiteboards.workspaceId, key.workspaceId),
        isNull(whiteboards.deletedAt),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row ? { ...row, wikiId: null } : null;
}

/** Writes derived content to the page row (documents and wiki pages bump their version). */
export async function writePageContent(db: Db, key: PageKey, content: unknown, now: Date): Promise<boolean> {
  if (key.kind === "document") {
    const rows = await db
      .update(documents)
      .set({ content: String(content), version: sql`${documents.version} + 1`, updatedAt: now })
      .where(
        and(eq(documents.id, key.targetId), eq(documents.workspaceId, key.workspaceId), isNull(documents.deletedAt)),
      )
      .returning({ id: documents.id });
    return rows.length > 0;
  }
  if (key.kind === "wiki_page") {
    const rows = await db
      .update(wikiPages)
      .set({ content: String(content), version: sql`${wikiPages.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(wikiPages.id, key.targetId),
          eq(wikiPages.workspaceId, key.workspaceId),
          eq(wikiPages.isDeleted, false),
          sql`exists (select 1 from ${wikis} where ${wikis.id} = ${wikiPages.wikiId} and ${wikis.deletedAt} is null)`,
        ),
      )
      .returning({ id: wikiPages.id });
    return rows.length > 0;
  }
  const rows = await db
    .update(whiteboards)
    .set({ content, updatedAt: now })
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

// ── Versions ─────────────────────────────────────────────────────────────────────────────────────

export interface VersionRecord {
  id: string;
  title: string;
  reason: string;
  label: string | null;
  authorId: string | null;
  editorIds: string[];
  createdAt: Date;
}

const versionColumns = {
  id: pageVersions.id,
  title: pageVersions.title,
  reason: pageVersions.reason,
  label: pageVersions.label,
  authorId: pageVersions.authorId,
  editorIds: pageVersions.editorIds,
  createdAt: pageVersions.createdAt,
};

const ofPage = (key: PageKey) =>
  and(
    eq(pageVersions.workspaceId, key.workspaceId),
    eq(pageVersions.targetKind, key.kind),
    eq(pageVersions.targetId, key.targetId),
  );

export async function insertVersion(
  db: Db,
  key: PageKey,
  v: {
    id: string;
    title: string;
    content: string;
    state: Uint8Array | null;
    reason: string;
    label: string | null;
    authorId: string | null;
    editorIds: string[];
    now: Date;
  },
): Promise<VersionRecord> {
  const [row] = await db
    .insert(pageVersions)
    .values({
      id: v.id,
      workspaceId: key.workspaceId,
      targetKind: key.kind,
      targetId: key.targetId,
      title: v.title,
      content: v.content,
      state: v.state,
      reason: v.reason,
      label: v.label,
      authorId: v.authorId,
      editorIds: v.editorIds,
      createdAt: v.now,
    })
    .returning(versionColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Newest first, with the total. */
export async function listVersions(
  db: Db,
  key: PageKey,
  page: { page: number; limit: number },
): Promise<{ rows: VersionRecord[]; total: number }> {
  const rows = await db
    .select(versionColumns)
    .from(pageVersions)
    .where(ofPage(key))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(pageVersions).where(ofPage(key));
  return { rows, total: count?.n ?? 0 };
}

export async function findVersion(
  db: Db,
  key: PageKey,
  id: string,
): Promise<(VersionRecord & { content: string }) | null> {
  const [row] = await db
    .select({ ...versionColumns, content: pageVersions.content })
    .from(pageVersions)
    .where(and(ofPage(key), eq(pageVersions.id, id)))
    .limit(1);
  return row ?? null;
}

/** When the page's newest version was taken, and what it holds; null when it has none. */
export async function findLatestVersion(db: Db, key: PageKey): Promise<{ createdAt: Date; content: string } | null> {
  const [row] = await db
    .select({ createdAt: pageVersions.createdAt, content: pageVersions.content })
    .from(pageVersions)
    .where(ofPage(key))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(1);
  return row ?? null;
}
