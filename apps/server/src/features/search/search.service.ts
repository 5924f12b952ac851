import { type SearchKind, type SearchQuery, type SearchResult, toPrefixTsQuery } from "@bearish/shared/search/search";
import type { AppContext } from "../../platform/context";
import type { SessionActor } from "../../platform/session.repository";
import { searchDocumentsFor } from "./search.repository";

/** Adds the scopes an actor may read beyond `org` and their own (`workspace:<id>` for memberships...). */
export type ScopeProvider = (ctx: AppContext, actor: SessionActor) => Promise<string[]>;
const scopeProviders: ScopeProvider[] = [];

/** Later areas register how their memberships widen what a person may find. */
export function registerSearchScopeProvider(provider: ScopeProvider): void {
  scopeProviders.push(provider);
}

async function scopesOf(ctx: AppContext, actor: SessionActor): Promise<string[]> {
  const extra = await Promise.all(scopeProviders.map((provide) => provide(ctx, actor)));
  return ["org", `user:${actor.userId}`, ...extra.flat()];
}

/** Searches everything the caller may read, grouped by kind. */
export async function search(ctx: AppContext, actor: SessionActor, query: SearchQuery): Promise<SearchResult> {
  const tsQuery = toPrefixTsQuery(query.q);
  if (!tsQuery) return { query: query.q, groups: [] };
  const rows = await searchDocumentsFor(ctx.db, tsQuery, await scopesOf(ctx, actor), query.kinds, query.perKind);
  const groups = new Map<SearchKind, SearchResult["groups"][number]>();
  for (const row of rows) {
    const kind = row.kind as SearchKind;
    const group = groups.get(kind) ?? { kind, hits: [] };
    // A body's first line is its display text; later lines only feed the index.
    const snippet = row.body.split("\n", 1)[0] ?? "";
    group.hits.push({ kind, id: row.refId, title: row.title, snippet, url: row.url });
    groups.set(kind, group);
  }
  return { query: query.q, groups: [...groups.values()] };
}
