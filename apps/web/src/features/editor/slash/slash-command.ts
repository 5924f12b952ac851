import { Extension, type Range } from "@tiptap/core";
import { PluginKey } from "@tiptap/pm/state";
import Suggestion from "@tiptap/suggestion";
import { createMenuStore, type MenuStore } from "../menu-store";

export interface SlashMenuState {
  open: boolean;
  /** The text typed after the slash. */
  query: string;
  /** The slash and the query, replaced by the chosen block. */
  range: Range | null;
  /** Where the slash is on screen (viewport coordinates). */
  anchor: { left: number; top: number } | null;
}

export interface SlashCommandStorage {
  store: MenuStore<SlashMenuState>;
}

declare module "@tiptap/core" {
  interface Storage {
    slashCommand: SlashCommandStorage;
  }
}

export const slashCommandKey = new PluginKey("slashCommand");

const closed: SlashMenuState = { open: false, query: "", range: null, anchor: null };

/**
 * Opens the slash menu (spec §5) when the text before the cursor ends with "/": the ProseMirror side
 * only reports the query, the range and the cursor position to the menu store; `SlashMenu` renders
 * the entries and runs the chosen one (it deletes the range first).
 */
export const SlashCommand = Extension.create<Record<string, never>, SlashCommandStorage>({
  name: "slashCommand",

  addStorage() {
    return { store: createMenuStore<SlashMenuState>(closed) };
  },

  addProseMirrorPlugins() {
    const store = this.storage.store;
    return [
      Suggestion({
        editor: this.editor,
        pluginKey: slashCommandKey,
        char: "/",
        // Spec §5: the menu opens whenever the text before the cursor ends with a slash.
        allowedPrefixes: null,
        allow: ({ editor }) => editor.isEditable,
        items: () => [],
        render: () => {
          const open = (props: { query: string; range: Range; clientRect?: (() => DOMRect | null) | null }) => {
            const rect = props.clientRect?.() ?? null;
            store.set({
              open: true,
              query: props.query,
              range: props.range,
              anchor: rect ? { left: rect.left, top: rect.top } : null,
            });
          };
          return {
            onStart: open,
            onUpdate: open,
            onExit: () => store.set(closed),
            onKeyDown: ({ event }) => {
              if (event.key === "Escape") {
                store.set(closed);
                return true;
              }
              return store.keyHandler?.(event) ?? false;
            },
          };
        },
      }),
    ];
  },
});
