import type { Editor } from "@tiptap/core";
import type { PageTarget } from "../page-target";

export interface PageToolsBarProps {
  target: PageTarget;
  /** The live editor of a document or wiki page (null for whiteboards and while loading). */
  editor: Editor | null;
  title: string;
}

/**
 * The page menu of spec §2 (lock, suggest edits, comments, copy link, publish, move to, update
 * details, audit logs, version history, analytics, share, tools, archive) and the side panels it opens.
 */
export function PageToolsBar(_props: PageToolsBarProps) {
  return null;
}
