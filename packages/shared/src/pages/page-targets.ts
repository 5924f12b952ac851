import { z } from "zod";

/** What a page is. Documents and wiki pages hold rich text; whiteboards hold an Excalidraw scene. */
export const PAGE_KINDS = ["document", "wiki_page", "whiteboard"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export const RICH_TEXT_KINDS = ["document", "wiki_page"] as const satisfies readonly PageKind[];

/**
 * The name of a page's collaborative (Hocuspocus) document: `<kind>:<workspaceId>:<targetId>`.
 * The server parses it back and authorizes the connection from the session, never trusting it.
 */
export function collabDocumentName(kind: PageKind, workspaceId: string, targetId: string): string {
  return `${kind}:${workspaceId}:${targetId}`;
}

const uuid = z.uuid();
/**
 * The parts of a collaboration document name, or null unless it is the canonical form (lower-case
 * ids, exactly as `collabDocumentName` writes it): one page has exactly one live document, so
 * `document:<ID>:<ID>` in upper case cannot open a second copy that re-checks and locks miss.
 */
export function parseCollabDocumentName(
  name: string,
): { kind: PageKind; workspaceId: string; targetId: string } | null {
  const [kind, workspaceId, targetId, ...rest] = name.split(":");
  if (rest.length || !PAGE_KINDS.includes(kind as PageKind)) return null;
  if (!uuid.safeParse(workspaceId).success || !uuid.safeParse(targetId).success) return null;
  const parsed = { kind: kind as PageKind, workspaceId: workspaceId as string, targetId: targetId as string };
  return collabDocumentName(parsed.kind, parsed.workspaceId, parsed.targetId).toLowerCase() === name ? parsed : null;
}

/**
 * The Yjs parts every client and the server agree on: the rich text lives in the XML fragment
 * `default` (TipTap's Collaboration default); a whiteboard's elements live in the map `elements`
 * (element id → Excalidraw element JSON) and its files in `files`.
 */
export const YJS_RICH_TEXT_FIELD = "default";
export const YJS_WHITEBOARD_ELEMENTS = "elements";
export const YJS_WHITEBOARD_FILES = "files";

/** Path params of every page-menu call: `/api/page/{kind}/{workspaceId}/{targetId}/...`. */
export const pageParamsSchema = z.object({
  kind: z.enum(PAGE_KINDS),
  workspaceId: z.uuid(),
  targetId: z.uuid(),
});
export type PageParams = z.infer<typeof pageParamsSchema>;
