import { SEARCH_QUERY_MAX_LENGTH } from "@bearish/shared/search/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { searchEverything } from "../api";

export const searchQueryKey = ["search"] as const;
/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 200;
const SEARCH_STALE_MS = 30_000;

/**
 * Searches for what is typed, once typing pauses. While the next answer loads the previous one stays on
 * screen (`isPlaceholderData`), so the list does not flash empty between keystrokes.
 */
export function useSearch(text: string) {
  const typed = text.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...searchQueryKey, q],
    queryFn: async ({ signal }) => (await searchEverything({ q }, signal)).data,
    enabled: q.length > 0,
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });
  return {
    query,
    /** The text the shown results answer (trimmed and debounced). */
    searchedFor: q,
    /** Typed text not yet searched (the debounce is running) or an answer on its way. */
    pending: typed !== q || query.isFetching,
    /** Nothing to search for. */
    idle: typed.length === 0,
  };
}
