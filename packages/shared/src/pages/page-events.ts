import { z } from "zod";
import { PAGE_KINDS } from "./page-targets";

/**
 * Realtime events of the page features on `workspace:<id>`, sent after the change commits so that
 * open pages refetch their comments or suggestions.
 */
export const PAGE_EVENTS = {
  commentsChanged: "page-comments-changed",
  suggestionsChanged: "page-suggestions-changed",
} as const;

/** `data` of page-comments-changed and page-suggestions-changed. */
export const pageChangedEventSchema = z.object({
  workspaceId: z.string(),
  kind: z.enum(PAGE_KINDS),
  targetId: z.string(),
});
export type PageChangedEvent = z.infer<typeof pageChangedEventSchema>;
