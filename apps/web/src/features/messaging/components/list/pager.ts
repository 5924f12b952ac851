import { CREATE_POPOVER_PAGE_SIZE } from "@bearish/shared/messaging/conversation";

/** Number of pages of `size` (at least one, so an empty list still has a page). */
export const pageCountOf = (length: number, size = CREATE_POPOVER_PAGE_SIZE) => Math.max(1, Math.ceil(length / size));

/** The page after (or before) `page`, wrapping around at both ends (spec §4). */
export function wrapPage(page: number, delta: number, pages: number): number {
  return (((page + delta) % pages) + pages) % pages;
}

/** The items of one page. */
export function pageOf<T>(items: readonly T[], page: number, size = CREATE_POPOVER_PAGE_SIZE): T[] {
  return items.slice(page * size, (page + 1) * size);
}
