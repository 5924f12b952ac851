import { ySyncPluginKey } from "@tiptap/y-tiptap";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { limitUndoManager } from "./collab-undo";

/** A manager as Collaboration's undo plugin makes one: it tracks the sync plugin's own changes. */
function setup(depth?: number) {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment("default");
  const manager = new Y.UndoManager(fragment, { trackedOrigins: new Set([ySyncPluginKey]), captureTimeout: 0 });
  const detach = limitUndoManager(manager, depth);
  const edit = (text: string, origin: unknown = ySyncPluginKey) => {
    doc.transact(() => {
      const paragraph = new Y.XmlElement("paragraph");
      paragraph.insert(0, [new Y.XmlText(text)]);
      fragment.push([paragraph]);
    }, origin);
  };
  return { fragment, manager, edit, detach };
}

describe("limitUndoManager", () => {
  it("groups edits made within the 500 ms group delay into one undo step", () => {
    const { manager, edit, fragment } = setup();
    expect(manager.captureTimeout).toBe(500);
    edit("a");
    edit("b");
    expect(manager.undoStack).toHaveLength(1);
    manager.undo();
    expect(fragment.length).toBe(0);
  });

  it("keeps at most the undo depth, dropping the oldest steps", () => {
    const { manager, edit, fragment } = setup(3);
    for (const text of ["1", "2", "3", "4", "5"]) {
      edit(text);
      manager.stopCapturing();
    }
    expect(manager.undoStack).toHaveLength(3);
    while (manager.undoStack.length > 0) manager.undo();
    // The two oldest edits are no longer undoable.
    expect(fragment.toArray().map((p) => (p as Y.XmlElement).toString())).toEqual([
      "<paragraph>1</paragraph>",
      "<paragraph>2</paragraph>",
    ]);
  });

  it("stops trimming once detached", () => {
    const { manager, edit, detach } = setup(1);
    detach();
    for (const text of ["1", "2"]) {
      edit(text);
      manager.stopCapturing();
    }
    expect(manager.undoStack).toHaveLength(2);
  });

  it("never undoes a collaborator's change", () => {
    const { manager, edit, fragment } = setup();
    edit("remote", "hocuspocus");
    expect(manager.undoStack).toHaveLength(0);
    manager.undo();
    expect(fragment.length).toBe(1);
  });
});
