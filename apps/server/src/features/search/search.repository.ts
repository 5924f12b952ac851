import type { SearchKind } from "@bearish/shared/search/search";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { searchDocuments } from "../../db/schema/search-documents";
import { type Db, queryRows } from "../../platform/db/database";
import { newId } from "../../platform/ids";

export interface SearchDocument {
  kind: SearchKind;
  refId: string;
  title: string;
  body: string;
  url: string;
  /** Who may read it: `org`, `user:<id>`, `workspace:<id>`, `conversation:<id>`... */
  scopes: string[];
}

/** Adds or replaces the index entry of one thing, inside the caller's transaction. */
export async function upsertSearchDocument(db: Db, doc: SearchDocument, now: Date): Promise<void> {
  await db
    .insert(searchDocuments)
    .values({ id: newId(), ...doc, updatedAt: now })
    .onConflictDoUpdate({
      target: [searchDocuments.kind, searchDocuments.refId],
      set: { title: doc.title, body: doc.body, url: doc.url, scopes: doc.scopes, updatedAt: now },
    });
}

export async function deleteSearchDocument(db: Db, kind: SearchKind, refId: string): Promise<void> {
  await db.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, refId)));
}

export interface SearchRow {
  kind: string;
  refId: string;
  title: string;
  body: string;
  url: string;
}

/**
 * Best matches per kind among the documents the caller's scopes may read. One query: the GIN
 * indexes on `tsv` and `scopes` filter, a window function keeps the top `perKind` of each kind.
 */
export async function searchDocumentsFor(
  db: Db,
  tsQuery: string,
  scopes: string[],
  kinds: readonly string[],
  perKind: number,
): Promise<SearchRow[]> {
  const kindFilter = kinds.length > 0 ? sql`and kind = any(${sql.param(kinds)}::text[])` : sql``;
  const rows = await queryRows<{ kind: string; ref_id: string; title: string; body: string; url: string }>(
    db,
    sql`
    select kind, ref_id, title, body, url from (
      select kind, ref_id, title, left(body, 240) as body, url,
        row_number() over (partition by kind order by ts_rank(tsv, q) desc, updated_at desc) as position
      from ${searchDocuments}, to_tsquery('simple', ${tsQuery}) as q
      where tsv @@ q and scopes && ${sql.param(scopes)}::text[] ${kindFilter}
    ) ranked
    where position <= ${perKind}
    order by kind, position`,
  );
  return rows.map((r) => ({ kind: r.kind, refId: r.ref_id, title: r.title, body: r.body, url: r.url }));
}

/** Matches search documents whose scopes are not exactly `scopes` (so an unchanged scope writes nothing). */
export function scopesDifferFrom(scopes: readonly string[]): SQL {
  const list =
    scopes.length === 0
      ? sql`'{}'::text[]`
      : sql`array[${sql.join(
          scopes.map((s) => sql`${s}`),
          sql`, `,
        )}]::text[]`;
  return sql`${searchDocuments.scopes} is distinct from ${list}`;
}
