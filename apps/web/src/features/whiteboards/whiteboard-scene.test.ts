import { describe, expect, it } from "vitest";
import { sceneOfContent } from "./whiteboard-scene";

describe("sceneOfContent", () => {
  it("keeps live elements and files, in either files shape", () => {
    const scene = sceneOfContent({
      elements: [{ id: "a", type: "rectangle" }, { id: "b", isDeleted: true }, "junk", { type: "no id" }],
      files: { f: { id: "f", dataURL: "data:image/png;base64,AA" } },
      appState: { viewBackgroundColor: "#fafafa" },
    });
    expect(scene.elements.map((e) => e.id)).toEqual(["a"]);
    expect(Object.keys(scene.files)).toEqual(["f"]);
    expect(scene.background).toBe("#fafafa");
    expect(Object.keys(sceneOfContent({ elements: [], files: [{ id: "g" }, 3] }).files)).toEqual(["g"]);
  });

  it("treats missing or malformed content as an empty scene", () => {
    for (const content of [null, undefined, "x", [], { elements: "nope", files: 3 }]) {
      expect(sceneOfContent(content)).toEqual({ elements: [], files: {}, background: null });
    }
  });
});
