import { describe, expect, it } from "vitest";
import {
  aroundBlock,
  type BlockExtent,
  blockElements,
  blockWindowCss,
  covered,
  hiddenRanges,
  mergeRanges,
  spacersFor,
} from "./block-window";

describe("block window ranges", () => {
  it("merges overlapping and touching ranges, clipped to the document", () => {
    expect(
      mergeRanges(
        [
          [-5, 3],
          [10, 12],
          [4, 6],
          [11, 40],
        ],
        20,
      ),
    ).toEqual([
      [0, 6],
      [10, 19],
    ]);
  });

  it("hides what no kept range covers", () => {
    expect(
      hiddenRanges(100, [
        [20, 30],
        [60, 70],
      ]),
    ).toEqual([
      [0, 19],
      [31, 59],
      [71, 99],
    ]);
    expect(hiddenRanges(10, [[0, 9]])).toEqual([]);
    expect(hiddenRanges(10, [])).toEqual([[0, 9]]);
  });

  it("keeps a margin of blocks around a selection end and tells whether a range is shown", () => {
    expect(aroundBlock(100, 5)).toEqual([95, 105]);
    const kept = [aroundBlock(100, 5), [300, 320] as const];
    expect(covered(kept, [97, 103])).toBe(true);
    expect(covered(kept, [104, 106])).toBe(false);
    expect(covered(kept, [300, 300])).toBe(true);
  });
});

describe("spacers", () => {
  const extents: Record<number, BlockExtent> = {
    0: { lead: 0, size: 20 },
    1: { lead: 10, size: 30 },
    2: { lead: 10, size: 40 },
    3: { lead: 10, size: 20 },
    4: { lead: 10, size: 20 },
  };
  const extentOf = (index: number) => extents[index];

  it("gives the block after a hidden run a top margin of the run's leads and sizes plus its own lead", () => {
    // Blocks 1 and 2 hidden: their extents (40 + 50) and block 3's own lead (10).
    expect(spacersFor([[1, 2]], 5, extentOf, 5)).toEqual([{ index: 3, side: "top", px: 100 }]);
    // A leading run: from the top of the content.
    expect(spacersFor([[0, 1]], 5, extentOf, 5)).toEqual([{ index: 2, side: "top", px: 70 }]);
  });

  it("gives the block before a hidden tail a bottom margin of the tail's extents and the space after the last block", () => {
    expect(spacersFor([[3, 4]], 5, extentOf, 5)).toEqual([{ index: 2, side: "bottom", px: 65 }]);
  });

  it("assumes the average measured extent for blocks never measured", () => {
    // Measured blocks average (20 + 40 + 50 + 30 + 30) / 5 = 34; blocks 5 to 7 were never drawn.
    expect(spacersFor([[5, 7]], 9, extentOf, 0)).toEqual([{ index: 8, side: "top", px: 102 }]);
  });
});

describe("blockWindowCss", () => {
  it("keeps the editor its own formatting context, hides runs by child position and sets spacers, on screen only", () => {
    const css = blockWindowCss("7", [[0, 9]], [{ index: 10, side: "top", px: 123.456 }]);
    expect(css.startsWith("@media screen {")).toBe(true);
    expect(css).toContain('[data-block-window="7"] { display: flow-root; }');
    expect(css).toContain(
      '[data-block-window="7"] > :nth-child(n+1 of :not(.ProseMirror-widget)):nth-child(-n+10 of :not(.ProseMirror-widget)) { display: none !important; }',
    );
    expect(css).toContain(
      '[data-block-window="7"] > :nth-child(11 of :not(.ProseMirror-widget)) { margin-top: 123.46px !important; }',
    );
  });

  it("hides nothing when every block is kept", () => {
    expect(blockWindowCss("1", [], [])).not.toContain("display: none");
  });
});

describe("blockElements", () => {
  it("counts the editor's blocks, not the widgets ProseMirror puts between them", () => {
    const editor = document.createElement("div");
    editor.innerHTML =
      '<p>a</p><span class="ProseMirror-widget"></span><p>b</p><div class="ProseMirror-widget ProseMirror-gapcursor"></div><h2>c</h2>';
    expect(blockElements(editor).map((element) => element.tagName)).toEqual(["P", "P", "H2"]);
  });
});
