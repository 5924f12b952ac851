import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  changedElements,
  isNewer,
  LOCAL_ORIGIN,
  observeRemoteChanges,
  readScene,
  reconcileElements,
  type SceneTarget,
  type SyncElement,
  type SyncFile,
  writeLocalChanges,
} from "./whiteboard-sync";

interface El extends SyncElement {
  x: number;
}
const el = (id: string, version: number, versionNonce: number, extra: Partial<El> = {}): El => ({
  id,
  version,
  versionNonce,
  x: 0,
  ...extra,
});

/** Two peers whose updates travel to each other as the server would relay them, unless held back. */
function peers() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  let connected = true;
  const held: [Y.Doc, Uint8Array][] = [];
  const relay = (to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (origin === "relay") return;
    if (connected) Y.applyUpdate(to, update, "relay");
    else held.push([to, update]);
  };
  a.on("update", relay(b));
  b.on("update", relay(a));
  return {
    a,
    b,
    disconnect: () => {
      connected = false;
    },
    reconnect: () => {
      connected = true;
      for (const [to, update] of held.splice(0)) Y.applyUpdate(to, update, "relay");
    },
  };
}

/** A stand-in for Excalidraw's API that records what the binding asks of it. */
function fakeScene(initial: El[] = []) {
  let elements = initial;
  const updates: El[][] = [];
  const files: SyncFile[] = [];
  const scene: SceneTarget<El, SyncFile> = {
    getSceneElementsIncludingDeleted: () => elements,
    updateScene: ({ elements: next, captureUpdate }) => {
      expect(captureUpdate).toBe("NEVER");
      elements = next;
      updates.push(next);
    },
    addFiles: (added) => files.push(...added),
  };
  return { scene, updates, files, current: () => elements };
}

describe("isNewer and reconcileElements", () => {
  it("keeps the higher version, and on a tie the lower versionNonce", () => {
    expect(isNewer(el("a", 3, 9), el("a", 2, 1))).toBe(true);
    expect(isNewer(el("a", 2, 1), el("a", 3, 9))).toBe(false);
    expect(isNewer(el("a", 2, 1), el("a", 2, 5))).toBe(true);
    expect(isNewer(el("a", 2, 5), el("a", 2, 1))).toBe(false);
    expect(isNewer(el("a", 1, 1), undefined)).toBe(true);
  });

  it("merges per element, keeps deleted elements and orders by fractional index", () => {
    const local = [el("a", 2, 5, { index: "a1", x: 1 }), el("b", 4, 1, { index: "a0" })];
    const remote = [
      el("a", 2, 3, { index: "a1", x: 2 }),
      el("b", 3, 0, { index: "a0", x: 9 }),
      el("c", 1, 1, { index: "a2", isDeleted: true }),
    ];
    const merged = reconcileElements(local, remote);
    expect(merged.map((e) => [e.id, e.version, e.x, e.isDeleted ?? false])).toEqual([
      ["b", 4, 0, false],
      ["a", 2, 2, false],
      ["c", 1, 0, true],
    ]);
  });

  it("leaves elements being edited locally alone", () => {
    const merged = reconcileElements([el("t", 1, 1, { x: 1 })], [el("t", 5, 1, { x: 5 })], new Set(["t"]));
    expect(merged[0]?.x).toBe(1);
  });

  it("picks as changed only elements with a higher version than stored", () => {
    const stored = new Map([["a", el("a", 2, 1)]]);
    const changed = changedElements([el("a", 2, 1), el("a2", 1, 1), el("a", 3, 1)], (id) => stored.get(id));
    expect(changed.map((e) => `${e.id}@${e.version}`)).toEqual(["a2@1", "a@3"]);
  });
});

describe("live binding", () => {
  it("writes local changes once, in one local transaction, and never writes a scene that only echoes the store", () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on("afterTransaction", (tx: Y.Transaction) => origins.push(tx.origin));
    expect(writeLocalChanges(doc, [el("a", 1, 1), el("b", 1, 2)], { f1: { id: "f1" } })).toBe(2);
    expect(origins).toEqual([LOCAL_ORIGIN]);
    // Same versions again (what Excalidraw reports after applying a remote change): nothing written.
    expect(writeLocalChanges(doc, [el("a", 1, 1), el("b", 1, 2)], { f1: { id: "f1" } })).toBe(0);
    expect(origins).toHaveLength(1);
    expect(writeLocalChanges(doc, [el("a", 2, 7, { isDeleted: true }), el("b", 1, 2)])).toBe(1);
    const scene = readScene<El, SyncFile>(doc);
    expect(scene.elements.find((e) => e.id === "a")).toMatchObject({ version: 2, isDeleted: true });
    expect(scene.files).toEqual([{ id: "f1" }]);
  });

  it("applies another client's changes to the scene, but not this client's own", () => {
    const { a, b } = peers();
    const sceneA = fakeScene();
    const sceneB = fakeScene([el("mine", 1, 1)]);
    const stopA = observeRemoteChanges(a, sceneA.scene);
    const stopB = observeRemoteChanges(b, sceneB.scene);

    writeLocalChanges(a, [el("r1", 1, 4, { x: 10 })], { img: { id: "img" } });
    // A wrote it itself: its scene is not updated from the map.
    expect(sceneA.updates).toHaveLength(0);
    // B sees it, merged with what it already had, outside its undo history.
    expect(sceneB.updates).toHaveLength(1);
    expect(sceneB.current().map((e) => e.id)).toEqual(["mine", "r1"]);
    expect(sceneB.files).toEqual([{ id: "img" }]);
    // B's Excalidraw then reports the merged scene: nothing new to write, so nothing echoes back to A.
    expect(writeLocalChanges(b, sceneB.current())).toBe(1); // only its own element "mine"
    expect(sceneA.current().map((e) => e.id)).toEqual(["mine"]);
    expect(writeLocalChanges(b, sceneB.current())).toBe(0);

    stopA();
    stopB();
    writeLocalChanges(a, [el("r1", 2, 4, { x: 11 })]);
    expect(sceneB.updates).toHaveLength(1);
  });

  it("settles concurrent edits of one element the same way on both sides", () => {
    const { a, b, disconnect, reconnect } = peers();
    const sceneA = fakeScene([el("s", 1, 1)]);
    const sceneB = fakeScene([el("s", 1, 1)]);
    observeRemoteChanges(a, sceneA.scene);
    observeRemoteChanges(b, sceneB.scene);
    writeLocalChanges(a, sceneA.current());
    // Offline, both edit "s" to version 2; B's nonce is lower, so B's edit must win everywhere.
    disconnect();
    sceneA.scene.updateScene({ elements: [el("s", 2, 50, { x: 1 })], captureUpdate: "NEVER" });
    sceneB.scene.updateScene({ elements: [el("s", 2, 10, { x: 2 })], captureUpdate: "NEVER" });
    writeLocalChanges(a, sceneA.current());
    writeLocalChanges(b, sceneB.current());
    reconnect();
    // Each Excalidraw reports its scene after the merge; whichever holds the winner writes it back once.
    writeLocalChanges(a, sceneA.current());
    writeLocalChanges(b, sceneB.current());
    expect(sceneA.current()[0]?.x).toBe(2);
    expect(sceneB.current()[0]?.x).toBe(2);
    expect(elementX(a)).toBe(2);
    expect(elementX(b)).toBe(2);
    // Settled: nothing more to write on either side.
    expect(writeLocalChanges(a, sceneA.current()) + writeLocalChanges(b, sceneB.current())).toBe(0);
  });
});

function elementX(doc: Y.Doc): number | undefined {
  return readScene<El, SyncFile>(doc).elements[0]?.x;
}
