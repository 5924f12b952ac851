import type { AnyExtension } from "@tiptap/core";
import { CommandPaletteShortcut } from "./palette/palette-shortcut";
import { SlashCommand } from "./slash/slash-command";

/** What the editor shell adds to the shared schema: the slash menu and the Mod-k palette. */
export function shellExtensions(): AnyExtension[] {
  return [SlashCommand, CommandPaletteShortcut];
}

/** Attributes of the editable element: a labelled multi-line text box for assistive technology. */
export function editorAttributes(label: string): Record<string, string> {
  return { role: "textbox", "aria-multiline": "true", "aria-label": label, spellcheck: "true" };
}
