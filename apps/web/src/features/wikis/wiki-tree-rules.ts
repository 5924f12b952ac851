/**
 * Pure rules of a wiki's page tree: building it from the flat page list, where a drop lands, refusing
 * cycles, keyboard moves, and applying a move locally (the optimistic update before the server answers).
 *
 * A page's "effective" parent is its `parentPageId` when that page is in the list, else none: a page
 * whose parent is missing shows at the top level, as `orderPageTree` in shared does.
 */

export interface TreePage {
  id: string;
  parentPageId: string | null;
  order: number;
}

export interface TreeNode<T extends TreePage> {
  page: T;
  depth: number;
  children: TreeNode<T>[];
}

/** The body of `PUT /api/wiki/{id}/{wikiId}/tree`: the new parent and the page's final index among its siblings. */
export interface TreeMove {
  pageId: string;
  parentPageId: string | null;
  index: number;
}

export type DropPosition = "before" | "after" | "inside";

const byOrder = <T extends TreePage>(a: T, b: T) => a.order - b.order;

function effectiveParent(ids: ReadonlySet<string>, page: TreePage): string | null {
  return page.parentPageId !== null && ids.has(page.parentPageId) ? page.parentPageId : null;
}

/** The children of `parentId` (null: the top level), by `order`. */
export function siblingsOf<T extends TreePage>(pages: readonly T[], parentId: string | null): T[] {
  const ids = new Set(pages.map((p) => p.id));
  return pages.filter((p) => effectiveParent(ids, p) === parentId).sort(byOrder);
}

/** The page's effective parent id (null at the top level or when unknown). */
export function parentOf(pages: readonly TreePage[], pageId: string): string | null {
  const ids = new Set(pages.map((p) => p.id));
  const page = pages.find((p) => p.id === pageId);
  return page ? effectiveParent(ids, page) : null;
}

/** The nested tree, siblings by order. Pages only reachable through a parent cycle still appear, once, at the top. */
export function buildTree<T extends TreePage>(pages: readonly T[]): TreeNode<T>[] {
  const ids = new Set(pages.map((p) => p.id));
  const children = new Map<string | null, T[]>();
  for (const page of pages) {
    const parent = effectiveParent(ids, page);
    children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  for (const list of children.values()) list.sort(byOrder);
  const placed = new Set<string>();
  const grow = (page: T, depth: number): TreeNode<T> => {
    placed.add(page.id);
    const kids = (children.get(page.id) ?? []).filter((child) => !placed.has(child.id));
    return { page, depth, children: kids.map((child) => grow(child, depth + 1)) };
  };
  const roots = (children.get(null) ?? []).map((page) => grow(page, 0));
  for (const page of pages) if (!placed.has(page.id)) roots.push(grow(page, 0));
  return roots;
}

/** The rows a reader sees, top to bottom: children of collapsed pages are left out. */
export function visibleNodes<T extends TreePage>(
  tree: readonly TreeNode<T>[],
  collapsed: ReadonlySet<string>,
): TreeNode<T>[] {
  const rows: TreeNode<T>[] = [];
  const walk = (nodes: readonly TreeNode<T>[]) => {
    for (const node of nodes) {
      rows.push(node);
      if (!collapsed.has(node.page.id)) walk(node.children);
    }
  };
  walk(tree);
  return rows;
}

/** The page's ancestors from the top down (for breadcrumbs); stops at a cycle. */
export function ancestorsOf<T extends TreePage>(pages: readonly T[], pageId: string): T[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const chain: T[] = [];
  const seen = new Set<string>([pageId]);
  let parentId = byId.get(pageId)?.parentPageId ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    seen.add(parentId);
    chain.unshift(parent);
    parentId = parent.parentPageId;
  }
  return chain;
}

/** True when `pageId` is `ancestorId` or lies below it (a page cannot move into its own subtree). */
export function isSelfOrDescendant(pages: readonly TreePage[], ancestorId: string, pageId: string): boolean {
  if (ancestorId === pageId) return true;
  return ancestorsOf(pages, pageId).some((p) => p.id === ancestorId);
}

/** Where a pointer over a row drops: its top quarter before the row, its bottom quarter after it, the middle inside it. */
export function dropPositionAt(pointerY: number, rect: { top: number; height: number }): DropPosition {
  const ratio = rect.height > 0 ? (pointerY - rect.top) / rect.height : 0.5;
  if (ratio < 0.25) return "before";
  if (ratio > 0.75) return "after";
  return "inside";
}

/** The move unless it changes nothing. */
function unlessNoop(pages: readonly TreePage[], move: TreeMove): TreeMove | null {
  const current = parentOf(pages, move.pageId);
  const index = siblingsOf(pages, current).findIndex((p) => p.id === move.pageId);
  return current === move.parentPageId && index === move.index ? null : move;
}

/**
 * The move a drop of `dragId` on `overId` asks for: before or after makes it that row's sibling, inside
 * its last child. Null when refused (onto itself or its own descendant) or when nothing would change.
 */
export function dropMove(
  pages: readonly TreePage[],
  dragId: string,
  overId: string,
  position: DropPosition,
): TreeMove | null {
  if (!pages.some((p) => p.id === dragId) || !pages.some((p) => p.id === overId)) return null;
  if (isSelfOrDescendant(pages, dragId, overId)) return null;
  if (position === "inside") {
    const index = siblingsOf(pages, overId).filter((p) => p.id !== dragId).length;
    return unlessNoop(pages, { pageId: dragId, parentPageId: overId, index });
  }
  const parentPageId = parentOf(pages, overId);
  const siblings = siblingsOf(pages, parentPageId).filter((p) => p.id !== dragId);
  const overIndex = siblings.findIndex((p) => p.id === overId);
  const index = overIndex + (position === "after" ? 1 : 0);
  return unlessNoop(pages, { pageId: dragId, parentPageId, index });
}

export type KeyboardMove = "up" | "down" | "indent" | "outdent";

/**
 * The keyboard alternative to dragging: up and down among its siblings, indent (last child of the
 * sibling above), outdent (right after its parent). Null when the page is already at that edge.
 */
export function keyboardMove(pages: readonly TreePage[], pageId: string, direction: KeyboardMove): TreeMove | null {
  const parentPageId = parentOf(pages, pageId);
  const siblings = siblingsOf(pages, parentPageId);
  const index = siblings.findIndex((p) => p.id === pageId);
  if (index < 0) return null;
  switch (direction) {
    case "up":
      return index > 0 ? { pageId, parentPageId, index: index - 1 } : null;
    case "down":
      return index < siblings.length - 1 ? { pageId, parentPageId, index: index + 1 } : null;
    case "indent": {
      const above = siblings[index - 1];
      if (!above) return null;
      return { pageId, parentPageId: above.id, index: siblingsOf(pages, above.id).length };
    }
    case "outdent": {
      if (parentPageId === null) return null;
      const grandParent = parentOf(pages, parentPageId);
      const parentIndex = siblingsOf(pages, grandParent).findIndex((p) => p.id === parentPageId);
      return { pageId, parentPageId: grandParent, index: parentIndex + 1 };
    }
  }
}

/**
 * The pages after a move, as the server will store them: the page takes its new parent and the new
 * siblings are renumbered 0..n-1 in their new order. Refused moves (cycles) return the pages unchanged.
 */
export function applyMove<T extends TreePage>(pages: readonly T[], move: TreeMove): T[] {
  const page = pages.find((p) => p.id === move.pageId);
  if (!page) return [...pages];
  if (move.parentPageId !== null && isSelfOrDescendant(pages, move.pageId, move.parentPageId)) return [...pages];
  const siblings = siblingsOf(pages, move.parentPageId).filter((p) => p.id !== move.pageId);
  const index = Math.max(0, Math.min(move.index, siblings.length));
  siblings.splice(index, 0, page);
  const placed = new Map(siblings.map((p, order) => [p.id, order]));
  return pages.map((p) => {
    const order = placed.get(p.id);
    if (order === undefined) return p;
    return p.id === move.pageId ? { ...p, parentPageId: move.parentPageId, order } : { ...p, order };
  });
}
