import type { AnyExtension } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import { TextStyle } from "@tiptap/extension-text-style";
import StarterKit from "@tiptap/starter-kit";
import { EDITOR_BLOCKS } from "./blocks/all-blocks";
import { HEADING_LEVELS, UNDO_DEPTH, UNDO_GROUP_DELAY_MS } from "./editor-constants";
import {
  LINK_REL,
  LINK_TARGET,
  SafeColor,
  SafeFontFamily,
  SafeLink,
  SafeTableCell,
  SafeTableHeader,
} from "./safe-extensions";

export interface EditorExtensionOptions {
  /** Live editing: Yjs keeps the undo history (TipTap's Collaboration), so ProseMirror's is off. */
  collaboration?: boolean;
  /** The browser swaps blocks for versions with node views (same name, same schema). */
  mapBlock?: (block: AnyExtension) => AnyExtension;
}

/** Link targets the editor keeps: http, https, mailto and tel. Anything else is dropped. */
export function isAllowedLink(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url.trim());
}

/**
 * The one editor schema (issue 8 §5): the same extensions turn stored HTML into documents on the
 * server and drive the editor in the browser, so what the API stores and what editors see agree.
 */
export function editorExtensions(options: EditorExtensionOptions = {}): AnyExtension[] {
  const map = options.mapBlock ?? ((block: AnyExtension) => block);
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Replaced by blocks/code-block.ts (language and macroId attributes).
      codeBlock: false,
      undoRedo: options.collaboration ? false : { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
      // Links, colours, fonts and table cells are the safe-extensions.ts versions: their attributes
      // reach `style`, `rel` and `class`, and a collaborator's Yjs update skips the server's sanitizer.
      link: false,
    }),
    SafeLink.configure({
      openOnClick: false,
      autolink: true,
      protocols: ["http", "https", "mailto", "tel"],
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { rel: LINK_REL, target: LINK_TARGET },
    }),
    TextStyle,
    SafeColor,
    SafeFontFamily,
    TableKit.configure({ table: { resizable: false }, tableCell: false, tableHeader: false }),
    SafeTableCell,
    SafeTableHeader,
    ...EDITOR_BLOCKS.map(map),
  ];
}
