import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { components, documents, whiteboards, wikis } from "../../db/schema/workspace-items";
import type { Db } from "../../platform/db/database";

type Page = { page: number; limit: number };
const offsetOf = (page: Page) => (page.page - 1) * page.limit;
const windowTotal = sql<number>`count(*) over()`.mapWith(Number);

/** The total of a page query: from its window count, or counted when the page is past the end. */
async function pageTotal(rows: { total: number }[], count: () => Promise<{ n: number }[]>): Promise<number> {
  return rows[0]?.total ?? (await count())[0]?.n ?? 0;
}

// ── Components ───────────────────────────────────────────────────────────────────────────────────

export interface ComponentRecord {
  id: string;
  workspaceId: string;
  name: string;
  componentType: string;
  description: string | null;
  isFreeform: boolean;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const componentColumns = {
  id: components.id,
  workspaceId: components.workspaceId,
  name: components.name,
  componentType: components.componentType,
  description: components.description,
  isFreeform: components.isFreeform,
  createdBy: components.createdBy,
  createdAt: components.createdAt,
  updatedAt: components.updatedAt,
};

const liveComponents = (workspaceId: string) =>
  and(eq(components.workspaceId, workspaceId), isNull(components.deletedAt));

export async function insertComponent(
  db: Db,
  c: Omit<ComponentRecord, "createdAt" | "updatedAt"> & { now: Date },
): Promise<ComponentRecord> {
  const { now, ...values } = c;
  const [row] = await db
    .insert(components)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(componentColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function listComponents(db: Db, workspaceId: string, page: Page) {
  const rows = await db
    .select({ ...componentColumns, total: windowTotal })
    .from(components)
    .where(liveComponents(workspaceId))
    .orderBy(asc(components.createdAt), asc(components.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const total = await pageTotal(rows, () =>
    db.select({ n: sql<number>`count(*)::int` }).from(components).where(liveComponents(workspaceId)),
  );
  return { rows: rows.map(({ total: _t, ...row }) => row), total };
}

export async function findComponent(db: Db, workspaceId: string, id: string): Promise<ComponentRecord | null> {
  const [row] = await db
    .select(componentColumns)
    .from(components)
    .where(and(liveComponents(workspaceId), eq(components.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateComponent(
  db: Db,
  workspaceId: string,
  id: string,
  patch: Partial<Pick<ComponentRecord, "name" | "componentType" | "description" | "isFreeform">> & {
    deletedAt?: Date;
  },
  now: Date,
): Promise<ComponentRecord | null> {
  const [row] = await db
    .update(components)
    .set({ ...patch, updatedAt: now })
    .where(and(liveComponents(workspaceId), eq(components.id, id)))
    .returning(componentColumns);
  return row ?? null;
}

// ── Whiteboards ──────────────────────────────────────────────────────────────────────────────────

export interface WhiteboardRecord {
  id: string;
  workspaceId: string;
  title: string;
  description: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const whiteboardColumns = {
  id: whiteboards.id,
  workspaceId: whiteboards.workspaceId,
  title: whiteboards.title,
  description: whiteboards.description,
  createdBy: whiteboards.createdBy,
  createdAt: whiteboards.createdAt,
  updatedAt: whiteboards.updatedAt,
};

const liveWhiteboards = (workspaceId: string) =>
  and(eq(whiteboards.workspaceId, workspaceId), isNull(whiteboards.deletedAt));

export async function insertWhiteboard(
  db: Db,
  w: Omit<WhiteboardRecord, "createdAt" | "updatedAt"> & { now: Date },
): Promise<WhiteboardRecord> {
  const { now, ...values } = w;
  const [row] = await db
    .insert(whiteboards)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(whiteboardColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function listWhiteboards(db: Db, workspaceId: string, page: Page) {
  const rows = await db
    .select({ ...whiteboardColumns, total: windowTotal })
    .from(whiteboards)
    .where(liveWhiteboards(workspaceId))
    .orderBy(asc(whiteboards.createdAt), asc(whiteboards.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const total = await pageTotal(rows, () =>
    db.select({ n: sql<number>`count(*)::int` }).from(whiteboards).where(liveWhiteboards(workspaceId)),
  );
  return { rows: rows.map(({ total: _t, ...row }) => row), total };
}

/** A whiteboard with its drawing. */
export async function findWhiteboard(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<(WhiteboardRecord & { content: unknown }) | null> {
  const [row] = await db
    .select({ ...whiteboardColumns, content: whiteboards.content })
    .from(whiteboards)
    .where(and(liveWhiteboards(workspaceId), eq(whiteboards.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateWhiteboard(
  db: Db,
  workspaceId: string,
  id: string,
  patch: { title?: string; description?: string | null; content?: unknown; deletedAt?: Date },
  now: Date,
): Promise<(WhiteboardRecord & { content: unknown }) | null> {
  const [row] = await db
    .update(whiteboards)
    .set({ ...patch, updatedAt: now })
    .where(and(liveWhiteboards(workspaceId), eq(whiteboards.id, id)))
    .returning({ ...whiteboardColumns, content: whiteboards.content });
  return row ?? null;
}

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

export interface DocumentRecord {
  id: string;
  workspaceId: string;
  title: string;
  isPublic: boolean;
  hasPassword: boolean;
  expirationDate: Date | null;
  version: number;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Never the password hash: only whether there is one. */
const documentColumns = {
  id: documents.id,
  workspaceId: documents.workspaceId,
  title: documents.title,
  isPublic: documents.isPublic,
  hasPassword: sql<boolean>`${documents.passwordHash} is not null`,
  expirationDate: documents.expirationDate,
  version: documents.version,
  createdBy: documents.createdBy,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

const liveDocuments = (workspaceId: string) => and(eq(documents.workspaceId, workspaceId), isNull(documents.deletedAt));

export async function insertDocument(
  db: Db,
  d: {
    id: string;
    workspaceId: string;
    title: string;
    content: string;
    isPublic: boolean;
    passwordHash: string | null;
    expirationDate: Date | null;
    createdBy: string;
    now: Date;
  },
): Promise<DocumentRecord & { content: string }> {
  const { now, ...values } = d;
  const [row] = await db
    .insert(documents)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ ...documentColumns, content: documents.content });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function listDocuments(db: Db, workspaceId: string, page: Page) {
  const rows = await db
    .select({ ...documentColumns, total: windowTotal })
    .from(documents)
    .where(liveDocuments(workspaceId))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const total = await pageTotal(rows, () =>
    db.select({ n: sql<number>`count(*)::int` }).from(documents).where(liveDocuments(workspaceId)),
  );
  return { rows: rows.map(({ total: _t, ...row }) => row), total };
}

export async function findDocument(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<(DocumentRecord & { content: string }) | null> {
  const [row] = await db
    .select({ ...documentColumns, content: documents.content })
    .from(documents)
    .where(and(liveDocuments(workspaceId), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

export interface DocumentPatch {
  title?: string;
  content?: string;
  isPublic?: boolean;
  passwordHash?: string | null;
  expirationDate?: Date | null;
  deletedAt?: Date;
}

/**
 * Updates a live document and bumps its version; with `expectedVersion`, only if the document
 * is still at that version (null when it is missing or moved on).
 */
export async function updateDocument(
  db: Db,
  workspaceId: string,
  id: string,
  patch: DocumentPatch,
  expectedVersion: number | undefined,
  now: Date,
): Promise<(DocumentRecord & { content: string }) | null> {
  const conditions: (SQL | undefined)[] = [liveDocuments(workspaceId), eq(documents.id, id)];
  if (expectedVersion !== undefined) conditions.push(eq(documents.version, expectedVersion));
  const [row] = await db
    .update(documents)
    .set({ ...patch, version: sql`${documents.version} + 1`, updatedAt: now })
    .where(and(...conditions))
    .returning({ ...documentColumns, content: documents.content });
  return row ?? null;
}

// ── Counts (analytics) ───────────────────────────────────────────────────────────────────────────

/** Live items of a workspace by item type (Board, List, Checklist, Whiteboard, Document, Wiki). */
export async function countItemsByType(db: Db, workspaceId: string): Promise<Map<string, number>> {
  const byComponent = await db
    .select({ type: components.componentType, n: sql<number>`count(*)::int` })
    .from(components)
    .where(liveComponents(workspaceId))
    .groupBy(components.componentType);
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const counts = new Map(byComponent.map((r) => [r.type, r.n]));
  counts.set(
    "Whiteboard",
    await count(db.select({ n: sql<number>`count(*)::int` }).from(whiteboards).where(liveWhiteboards(workspaceId))),
  );
  counts.set(
    "Document",
    await count(db.select({ n: sql<number>`count(*)::int` }).from(documents).where(liveDocuments(workspaceId))),
  );
  counts.set(
    "Wiki",
    await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(wikis)
        .where(and(eq(wikis.workspaceId, workspaceId), isNull(wikis.deletedAt))),
    ),
  );
  return counts;
}
