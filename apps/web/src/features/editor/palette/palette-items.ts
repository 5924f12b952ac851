import type { Editor } from "@tiptap/core";

/** The palette's editing commands (spec §2 "commands"). */
export interface PaletteCommand {
  key: "undo" | "redo" | "clearFormatting" | "selectAll";
  run: (editor: Editor) => boolean;
}

export const PALETTE_COMMANDS: readonly PaletteCommand[] = [
  { key: "undo", run: (editor) => editor.chain().focus().undo().run() },
  { key: "redo", run: (editor) => editor.chain().focus().redo().run() },
  { key: "clearFormatting", run: (editor) => editor.chain().focus().unsetAllMarks().clearNodes().run() },
  { key: "selectAll", run: (editor) => editor.chain().focus().selectAll().run() },
];
