import type { SearchKind, SearchResult } from "@bearish/shared/search/search";
import { http } from "../../lib/http";

export interface SearchParams {
  q: string;
  /** Only these kinds; all when empty. */
  kinds?: readonly SearchKind[];
  perKind?: number;
}

/** `GET /api/search`: what the caller may read, grouped by kind. */
export const searchEverything = ({ q, kinds, perKind }: SearchParams, signal?: AbortSignal) =>
  http.get<SearchResult>("/search", { query: { q, kinds: kinds?.join(","), perKind }, signal });
