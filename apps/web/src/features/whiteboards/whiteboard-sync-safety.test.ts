import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  elementsMap,
  observeRemoteChanges,
  readScene,
  type SceneTarget,
  type SyncElement,
  type SyncFile,
  safeRemoteElement,
} from "./whiteboard-sync";

interface El extends SyncElement {
  type: string;
  customData?: Record<string, unknown>;
}

const el = (id: string, type: string, extra: Partial<El> = {}): El => ({
  id,
  type,
  version: 1,
  versionNonce: 1,
  ...extra,
});

/** A peer writing straight into the shared map (as a modified client could), bypassing Excalidraw. */
function writeAsPeer(doc: Y.Doc, elements: El[]) {
  doc.transact(() => {
    for (const element of elements) elementsMap<El>(doc).set(element.id, element);
  }, "remote-peer");
}

function fakeScene() {
  let elements: El[] = [];
  const scene: SceneTarget<El, SyncFile> = {
    getSceneElementsIncludingDeleted: () => elements,
    updateScene: ({ elements: next }) => {
      elements = next;
    },
    addFiles: () => {},
  };
  return { scene, current: () => elements };
}

describe("remote whiteboard elements", () => {
  it("leaves iframe and embeddable elements out of the opening scene", () => {
    const doc = new Y.Doc();
    writeAsPeer(doc, [el("r", "rectangle"), el("i", "iframe"), el("e", "embeddable")]);
    expect(readScene<El, SyncFile>(doc).elements.map((element) => element.id)).toEqual(["r"]);
  });

  it("never hands iframe or embeddable elements from a peer to Excalidraw", () => {
    const doc = new Y.Doc();
    const target = fakeScene();
    observeRemoteChanges(doc, target.scene);
    writeAsPeer(doc, [el("i", "iframe", { link: "https://evil.example" } as Partial<El>), el("t", "text")]);
    expect(target.current().map((element) => element.id)).toEqual(["t"]);
    writeAsPeer(doc, [el("e", "embeddable")]);
    expect(target.current().map((element) => element.id)).toEqual(["t"]);
  });

  it("strips customData.generationData and keeps the rest of customData", () => {
    const doc = new Y.Doc();
    const target = fakeScene();
    observeRemoteChanges(doc, target.scene);
    writeAsPeer(doc, [
      el("g", "image", { customData: { generationData: { html: "<script>x</script>" }, tag: "keep" } }),
    ]);
    const [element] = target.current();
    expect(element?.customData).toEqual({ tag: "keep" });
    expect(readScene<El, SyncFile>(doc).elements[0]?.customData).toEqual({ tag: "keep" });
  });

  it("refuses values that are not elements", () => {
    expect(safeRemoteElement(null)).toBeNull();
    expect(safeRemoteElement("x")).toBeNull();
    expect(safeRemoteElement([1])).toBeNull();
    expect(safeRemoteElement({ type: "rectangle" })).toBeNull();
    expect(safeRemoteElement(el("r", "rectangle"))).toEqual(el("r", "rectangle"));
  });
});
