import { z } from "zod";

/**
 * Drag-and-drop in a wiki's page tree: PUT `/api/wiki/{id}/{wikiId}/tree` {pageId, parentPageId, index}
 * (editors) puts the page under `parentPageId` (null: the top level) at `index` among its new
 * siblings, and answers the wiki's live pages in reading order (depth first, siblings by order).
 * A page cannot go into itself or below itself (409 `page.invalid_move`).
 */
export const WIKI_TREE_INDEX_MAX = 10_000;

export const wikiTreeParamsSchema = z.object({ id: z.uuid(), wikiId: z.uuid() });
export const wikiTreeBodySchema = z.object({
  pageId: z.uuid(),
  parentPageId: z.uuid().nullable().default(null),
  index: z.number().int().min(0).max(WIKI_TREE_INDEX_MAX),
});
export type WikiTreeBody = z.infer<typeof wikiTreeBodySchema>;

export const wikiTreeNodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  parentPageId: z.string().nullable(),
  order: z.number().int(),
  isWikiHome: z.boolean(),
});
export type WikiTreeNode = z.infer<typeof wikiTreeNodeSchema>;
export const wikiTreeSchema = z.array(wikiTreeNodeSchema);
