import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  buildTaskFilterParams,
  countActiveFilters,
  EMPTY_TASK_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  panelFiltersOf,
  type TaskFilterState,
  type TaskPanelFilters,
} from "./filter-params";

/** Local `YYYY-MM-DD` of today, so relative presets move on at midnight when the page re-renders. */
function localDay(now: Date): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/**
 * The Tasks page's filters, kept in the URL's search params so a filtered view can be shared and
 * survives a reload. Changes replace the history entry (typing in the search box adds no entries).
 */
export function useTaskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<TaskFilterState>) =>
      setSearchParams((current) => filtersToSearchParams({ ...filtersFromSearchParams(current), ...change }, current), {
        replace: true,
      }),
    [setSearchParams],
  );
  const applyPanel = useCallback((panel: TaskPanelFilters) => update(panel), [update]);
  const clearAll = useCallback(() => update(EMPTY_TASK_FILTERS), [update]);

  const day = localDay(new Date());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` recomputes the local bounds after midnight.
  const params = useMemo(() => buildTaskFilterParams(filters, { now: new Date() }), [filters, day]);
  const panel = useMemo(() => panelFiltersOf(filters), [filters]);

  return { filters, panel, params, activeCount: countActiveFilters(panel), update, applyPanel, clearAll };
}
