import { z } from "zod";
import { PAGE_KINDS } from "./page-targets";

/**
 * Realtime events of the page features on `workspace:<id>`, sent after the change commits so that
 * open pages refetch their comments, suggestions or state (lock, publication, archive, details, place).
 */
export const PAGE_EVENTS = {
  commentsChanged: "page-comments-changed",
  suggestionsChanged: "page-suggestions-changed",
  stateChanged: "page-state-changed",
} as const;

/** `data` of page-comments-changed, page-suggestions-changed and page-state-changed. */
export const pageChangedEventSchema = z.object({
  workspaceId: z.string(),
  kind: z.enum(PAGE_KINDS),
  targetId: z.string(),
});
export type PageChangedEvent = z.infer<typeof pageChangedEventSchema>;
