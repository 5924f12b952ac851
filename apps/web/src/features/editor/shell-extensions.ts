import type { AnyExtension } from "@tiptap/core";
import { AutoDirection } from "./auto-direction";
import { CommandPaletteShortcut } from "./palette/palette-shortcut";
import { SlashCommand } from "./slash/slash-command";

/** What the editor shell adds to the shared schema: the slash menu, Mod-k palette and per-paragraph direction. */
export function shellExtensions(): AnyExtension[] {
  return [SlashCommand, CommandPaletteShortcut, AutoDirection];
}

/** Attributes of the editable element: a labelled multi-line text box for assistive technology. */
export function editorAttributes(label: string): Record<string, string> {
  return { role: "textbox", "aria-multiline": "true", "aria-label": label, spellcheck: "true" };
}
