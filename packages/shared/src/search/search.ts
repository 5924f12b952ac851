import { z } from "zod";

/** Kinds of things the global search returns; each area adds its kind as it starts feeding the index. */
export const SEARCH_KINDS = [
  "person",
  "workspace",
  "task",
  "document",
  "message",
  "file",
  "event",
  "contact",
  "wiki_page",
  "whiteboard",
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_PER_KIND = 5;
export const SEARCH_MAX_PER_KIND = 50;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type something to search for").max(SEARCH_QUERY_MAX_LENGTH),
  kinds: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(searchKindSchema)),
  perKind: z.coerce.number().int().min(1).max(SEARCH_MAX_PER_KIND).default(SEARCH_DEFAULT_PER_KIND),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  /** Where the hit opens in the web app, without the locale prefix (e.g. `/settings/people`). */
  url: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({ kind: searchKindSchema, hits: z.array(searchHitSchema) });
export const searchResultSchema = z.object({ query: z.string(), groups: z.array(searchGroupSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

const MAX_TERMS = 8;

/**
 * Turns what a person typed into a PostgreSQL tsquery of prefix terms (`ada:* & love:*`). Only
 * letters, digits and a few in-word characters survive, so the result is always a valid tsquery;
 * null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const terms = text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}@._-]+/u)
    .map((t) => t.replace(/^[@._-]+|[@._-]+$/g, "").replace(/[^\p{L}\p{N}@._-]/gu, ""))
    .filter((t) => t.length > 0)
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  // Quoting each term keeps tsquery operators in user text (like `&` or `!`) from being parsed.
  return terms.map((t) => `'${t.replace(/'/g, "")}':*`).join(" & ");
}
