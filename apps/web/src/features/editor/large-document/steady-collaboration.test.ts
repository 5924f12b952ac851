import { Editor, Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import { ySyncPluginKey } from "@tiptap/y-tiptap";
import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { caretNeeded, SteadyCollaboration, syncNeeded, updateOnlyWhen } from "./steady-collaboration";

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** An editor with a plugin whose view counts its updates, filtered by `needed`. */
function countingEditor(needed: typeof syncNeeded, again?: typeof syncNeeded) {
  const counter = { updates: 0 };
  const plugin = updateOnlyWhen(
    new Plugin({ key: new PluginKey("counted"), view: () => ({ update: () => void counter.updates++ }) }),
    needed,
    again,
  );
  editor = new Editor({
    extensions: [StarterKit, Extension.create({ name: "counted", addProseMirrorPlugins: () => [plugin] })],
    content: "<p>hello world</p>",
  });
  return counter;
}

describe("updateOnlyWhen", () => {
  it("skips sync updates that change neither the document nor the sync state", () => {
    const counter = countingEditor(syncNeeded);
    const view = editor?.view;
    if (!view) throw new Error("no view");
    view.dispatch(view.state.tr.setMeta("decorations-only", true));
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 3)));
    expect(counter.updates).toBe(0);
    view.dispatch(view.state.tr.insertText("!", 1));
    expect(counter.updates).toBe(1);
  });

  it("runs caret updates when the selection moves, not for meta-only transactions", () => {
    const counter = countingEditor(caretNeeded);
    const view = editor?.view;
    if (!view) throw new Error("no view");
    view.dispatch(view.state.tr.setMeta("awareness", true));
    expect(counter.updates).toBe(0);
    editor?.commands.setTextSelection(4);
    expect(counter.updates).toBe(1);
  });
});

describe("updateOnlyWhen, again", () => {
  it("runs the update once more right after the dispatch when asked to (remote changes)", async () => {
    const counter = countingEditor(
      () => true,
      () => true,
    );
    const view = editor?.view;
    if (!view) throw new Error("no view");
    view.dispatch(view.state.tr.insertText("!", 1));
    expect(counter.updates).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(counter.updates).toBe(2);
  });
});

describe("SteadyCollaboration", () => {
  it("still writes every local edit into the Yjs document", () => {
    const ydoc = new Y.Doc();
    editor = new Editor({
      extensions: [
        StarterKit.configure({ undoRedo: false }),
        SteadyCollaboration.configure({ document: ydoc, field: "default" }),
      ],
    });
    editor.commands.insertContent("typed text");
    editor.view.dispatch(editor.state.tr.setMeta("decorations-only", true));
    editor.commands.insertContent(" and more");
    const fragment = ydoc.getXmlFragment("default");
    expect(fragment.toString()).toContain("typed text and more");
    expect(ySyncPluginKey.getState(editor.state)).toBeDefined();
  });
});
