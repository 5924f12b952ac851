import { Extension } from "@tiptap/core";
import { createMenuStore, type MenuStore } from "../menu-store";

export interface CommandPaletteStorage {
  store: MenuStore<{ open: boolean }>;
}

declare module "@tiptap/core" {
  interface Storage {
    commandPalette: CommandPaletteStorage;
  }
}

/** Mod-k inside the editor opens the command palette (spec §2); the toolbar button opens the same store. */
export const CommandPaletteShortcut = Extension.create<Record<string, never>, CommandPaletteStorage>({
  name: "commandPalette",

  addStorage() {
    return { store: createMenuStore<{ open: boolean }>({ open: false }) };
  },

  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        if (!this.editor.isEditable) return false;
        this.storage.store.set({ open: true });
        return true;
      },
    };
  },
});
