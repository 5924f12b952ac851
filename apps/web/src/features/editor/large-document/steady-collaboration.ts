import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import type { EditorState, Plugin, PluginView } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { yCursorPluginKey, ySyncPluginKey } from "@tiptap/y-tiptap";

type ViewUpdate = (view: EditorView, prevState: EditorState) => boolean;

/**
 * Wraps a plugin's view so that its `update` runs only when `needed` says so. The Yjs plugins do
 * work proportional to the whole document on every view update (a diff of the top-level blocks and
 * several walks from the start of the document to the selection), including the many updates that
 * change neither the document nor the selection (awareness and decoration refreshes).
 */
export function updateOnlyWhen(plugin: Plugin, needed: ViewUpdate, again?: ViewUpdate): Plugin {
  const makeView = plugin.spec.view;
  if (!makeView) return plugin;
  plugin.spec.view = (view: EditorView): PluginView => {
    const inner = makeView(view);
    let latest = view;
    let timer: ReturnType<typeof setTimeout> | undefined;
    return {
      update: (current, prevState) => {
        latest = current;
        if (!needed(current, prevState)) return;
        inner.update?.(current, prevState);
        if (again?.(current, prevState) && timer === undefined) {
          // Once more after the current dispatch has finished (see `syncAgain`).
          timer = setTimeout(() => {
            timer = undefined;
            inner.update?.(latest, latest.state);
          }, 0);
        }
      },
      destroy: () => {
        clearTimeout(timer);
        inner.destroy?.();
      },
    };
  };
  return plugin;
}

/**
 * The Yjs sync plugin writes ProseMirror's document into Yjs on each view update. With the same
 * document and the same sync state (no snapshot, restore or remote change in between) there is
 * nothing to write.
 */
export const syncNeeded: ViewUpdate = (view, prevState) =>
  view.state.doc !== prevState.doc || ySyncPluginKey.getState(view.state) !== ySyncPluginKey.getState(prevState);

/**
 * A remote change is applied to ProseMirror while the binding holds its lock, so whatever plugins
 * append to that transaction (the trailing paragraph, say) is not written to Yjs in that update. The
 * plugin used to catch up at the next view update of any kind; with idle updates skipped, it gets one
 * of its own right after.
 */
export const syncAgain: ViewUpdate = (view, prevState) =>
  view.state.doc !== prevState.doc && ySyncPluginKey.getState(view.state) !== ySyncPluginKey.getState(prevState);

/** The caret plugin publishes the local selection; it moves only with the document or the selection. */
export const caretNeeded: ViewUpdate = (view, prevState) =>
  view.state.doc !== prevState.doc ||
  !view.state.selection.eq(prevState.selection) ||
  ySyncPluginKey.getState(view.state) !== ySyncPluginKey.getState(prevState);

/** TipTap's Collaboration with the sync plugin's idle updates skipped (see `updateOnlyWhen`). */
export const SteadyCollaboration = Collaboration.extend({
  addProseMirrorPlugins() {
    const plugins = this.parent?.() ?? [];
    return plugins.map((plugin) =>
      plugin.spec.key === ySyncPluginKey ? updateOnlyWhen(plugin, syncNeeded, syncAgain) : plugin,
    );
  },
});

/** TipTap's CollaborationCaret publishing the caret only when it can have moved. */
export const SteadyCollaborationCaret = CollaborationCaret.extend({
  addProseMirrorPlugins() {
    const plugins = this.parent?.() ?? [];
    return plugins.map((plugin) =>
      plugin.spec.key === yCursorPluginKey ? updateOnlyWhen(plugin, caretNeeded) : plugin,
    );
  },
});
