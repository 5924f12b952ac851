import { UNDO_DEPTH, UNDO_GROUP_DELAY_MS } from "@bearish/shared/editor/editor-constants";
import type { Editor } from "@tiptap/core";
import { yUndoPluginKey } from "@tiptap/y-tiptap";
import type * as Y from "yjs";

/**
 * Applies spec §9's undo rules to a Yjs undo manager: changes within UNDO_GROUP_DELAY_MS form one
 * step, and past UNDO_DEPTH steps the oldest ones drop. Returns the function that detaches it.
 */
export function limitUndoManager(manager: Y.UndoManager, depth = UNDO_DEPTH): () => void {
  manager.captureTimeout = UNDO_GROUP_DELAY_MS;
  const trim = ({ type }: { type: "undo" | "redo" }) => {
    const stack = type === "undo" ? manager.undoStack : manager.redoStack;
    if (stack.length > depth) stack.splice(0, stack.length - depth);
  };
  manager.on("stack-item-added", trim);
  return () => manager.off("stack-item-added", trim);
}

/**
 * The live editor's undo manager is the one TipTap's Collaboration creates (it tracks only this
 * editor's own changes, so undo never reverts a collaborator's edit); this limits it.
 */
export function limitEditorUndo(editor: Editor): () => void {
  const manager = yUndoPluginKey.getState(editor.state)?.undoManager as Y.UndoManager | undefined;
  return manager ? limitUndoManager(manager) : () => undefined;
}
