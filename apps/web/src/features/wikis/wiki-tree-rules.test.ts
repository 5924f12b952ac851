import { describe, expect, it } from "vitest";
import {
  ancestorsOf,
  applyMove,
  buildTree,
  dropMove,
  dropPositionAt,
  isSelfOrDescendant,
  keyboardMove,
  type TreeNode,
  type TreePage,
  visibleNodes,
} from "./wiki-tree-rules";

const page = (id: string, parentPageId: string | null, order: number): TreePage => ({ id, parentPageId, order });

// home, a (a1, a2 (a2x)), b
const PAGES: TreePage[] = [
  page("b", null, 2),
  page("a2", "a", 1),
  page("home", null, 0),
  page("a", null, 1),
  page("a1", "a", 0),
  page("a2x", "a2", 0),
];

const shape = (nodes: TreeNode<TreePage>[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.page.id]: shape(n.children) } : n.page.id));

/** Each parent's children in order, after a move: the picture a reader sees. */
const outline = (pages: TreePage[]) => shape(buildTree(pages));

describe("buildTree", () => {
  it("nests pages under their parents, siblings by order, with depths", () => {
    const tree = buildTree(PAGES);
    expect(shape(tree)).toEqual(["home", { a: ["a1", { a2: ["a2x"] }] }, "b"]);
    expect(tree[1]?.children[1]?.children[0]?.depth).toBe(2);
  });

  it("shows pages whose parent is missing at the top, and pages in a cycle once", () => {
    expect(shape(buildTree([page("x", "gone", 0), page("y", null, 1)]))).toEqual(["x", "y"]);
    const cyclic = buildTree([page("p", "q", 0), page("q", "p", 0)]);
    expect(visibleNodes(cyclic, new Set()).map((n) => n.page.id)).toHaveLength(2);
  });

  it("leaves the children of collapsed pages out of the visible rows", () => {
    const rows = visibleNodes(buildTree(PAGES), new Set(["a2"]));
    expect(rows.map((n) => n.page.id)).toEqual(["home", "a", "a1", "a2", "b"]);
    expect(visibleNodes(buildTree(PAGES), new Set(["a"])).map((n) => n.page.id)).toEqual(["home", "a", "b"]);
  });
});

describe("ancestors and cycles", () => {
  it("lists ancestors from the top down", () => {
    expect(ancestorsOf(PAGES, "a2x").map((p) => p.id)).toEqual(["a", "a2"]);
    expect(ancestorsOf(PAGES, "home")).toEqual([]);
  });

  it("knows a page's own subtree", () => {
    expect(isSelfOrDescendant(PAGES, "a", "a2x")).toBe(true);
    expect(isSelfOrDescendant(PAGES, "a", "a")).toBe(true);
    expect(isSelfOrDescendant(PAGES, "a2", "a1")).toBe(false);
  });
});

describe("dropPositionAt", () => {
  const rect = { top: 100, height: 40 };
  it("splits a row into before (top quarter), inside and after (bottom quarter)", () => {
    expect(dropPositionAt(102, rect)).toBe("before");
    expect(dropPositionAt(120, rect)).toBe("inside");
    expect(dropPositionAt(138, rect)).toBe("after");
  });
});

describe("dropMove", () => {
  it("places a page before or after a row among that row's siblings", () => {
    expect(dropMove(PAGES, "b", "a1", "before")).toEqual({ pageId: "b", parentPageId: "a", index: 0 });
    expect(dropMove(PAGES, "b", "a1", "after")).toEqual({ pageId: "b", parentPageId: "a", index: 1 });
    // Within the same parent, the index is the final place once the page left its old one.
    expect(dropMove(PAGES, "home", "b", "after")).toEqual({ pageId: "home", parentPageId: null, index: 2 });
  });

  it("makes a page the last child when dropped onto the middle of a row", () => {
    expect(dropMove(PAGES, "b", "a", "inside")).toEqual({ pageId: "b", parentPageId: "a", index: 2 });
    expect(dropMove(PAGES, "home", "a2x", "inside")).toEqual({ pageId: "home", parentPageId: "a2x", index: 0 });
  });

  it("refuses a drop onto the page itself or its own descendants", () => {
    expect(dropMove(PAGES, "a", "a", "inside")).toBeNull();
    expect(dropMove(PAGES, "a", "a2x", "inside")).toBeNull();
    expect(dropMove(PAGES, "a", "a1", "before")).toBeNull();
  });

  it("ignores drops that change nothing", () => {
    expect(dropMove(PAGES, "a1", "a2", "before")).toBeNull();
    expect(dropMove(PAGES, "a2x", "a2", "inside")).toBeNull();
  });
});

describe("keyboardMove", () => {
  it("moves up and down among siblings, stopping at the edges", () => {
    expect(keyboardMove(PAGES, "a2", "up")).toEqual({ pageId: "a2", parentPageId: "a", index: 0 });
    expect(keyboardMove(PAGES, "a1", "up")).toBeNull();
    expect(keyboardMove(PAGES, "b", "down")).toBeNull();
  });

  it("indents under the sibling above and outdents to just after the parent", () => {
    expect(keyboardMove(PAGES, "b", "indent")).toEqual({ pageId: "b", parentPageId: "a", index: 2 });
    expect(keyboardMove(PAGES, "home", "indent")).toBeNull();
    expect(keyboardMove(PAGES, "a2x", "outdent")).toEqual({ pageId: "a2x", parentPageId: "a", index: 2 });
    expect(keyboardMove(PAGES, "a", "outdent")).toBeNull();
  });
});

describe("applyMove", () => {
  it("re-parents and renumbers the new siblings", () => {
    const moved = applyMove(PAGES, { pageId: "b", parentPageId: "a", index: 1 });
    expect(outline(moved)).toEqual(["home", { a: ["a1", "b", { a2: ["a2x"] }] }]);
    expect(siblingOrders(moved, "a").map(({ id, order }) => [id, order])).toEqual([
      ["a1", 0],
      ["b", 1],
      ["a2", 2],
    ]);
  });

  it("reorders within a parent to the given final index", () => {
    const up = applyMove(PAGES, keyboardMove(PAGES, "b", "up") as NonNullable<ReturnType<typeof keyboardMove>>);
    expect(outline(up)).toEqual(["home", "b", { a: ["a1", { a2: ["a2x"] }] }]);
    const drop = dropMove(PAGES, "home", "b", "after");
    expect(outline(applyMove(PAGES, drop as NonNullable<typeof drop>))).toEqual([
      { a: ["a1", { a2: ["a2x"] }] },
      "b",
      "home",
    ]);
  });

  it("carries the subtree with its page and refuses a cycle", () => {
    const moved = applyMove(PAGES, { pageId: "a2", parentPageId: null, index: 0 });
    expect(outline(moved)).toEqual([{ a2: ["a2x"] }, "home", { a: ["a1"] }, "b"]);
    expect(applyMove(PAGES, { pageId: "a", parentPageId: "a2x", index: 0 })).toEqual(PAGES);
  });

  it("clamps an index past the end", () => {
    expect(outline(applyMove(PAGES, { pageId: "home", parentPageId: "a", index: 99 }))).toEqual([
      { a: ["a1", { a2: ["a2x"] }, "home"] },
      "b",
    ]);
  });
});

function siblingOrders(pages: TreePage[], parentId: string) {
  return pages.filter((p) => p.parentPageId === parentId).sort((x, y) => x.order - y.order);
}
