/** The parts of a wiki page that decide where it sits in the tree. */
export interface PagePlace {
  id: string;
  parentPageId: string | null;
  order: number;
}

/**
 * A wiki's pages in reading order: depth first, siblings by `order` (ties keep their given
 * order). Pages whose parent is missing (deleted, or another wiki's) count as top-level, and a
 * page caught in a parent cycle is still listed once, so no page ever disappears from the menu.
 */
export function orderPageTree<T extends PagePlace>(pages: readonly T[]): T[] {
  const ids = new Set(pages.map((p) => p.id));
  const children = new Map<string | null, T[]>();
  for (const page of pages) {
    const parent = page.parentPageId !== null && ids.has(page.parentPageId) ? page.parentPageId : null;
    children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  const result: T[] = [];
  const placed = new Set<string>();
  const visit = (parent: string | null) => {
    for (const page of children.get(parent) ?? []) {
      if (placed.has(page.id)) continue;
      placed.add(page.id);
      result.push(page);
      visit(page.id);
    }
  };
  visit(null);
  // Pages only reachable through a cycle: each cycle is entered at a page of the cycle itself
  // (climbing from any page below it), so parents still come before their other children.
  const byId = new Map(pages.map((p) => [p.id, p]));
  for (const page of pages) {
    if (placed.has(page.id)) continue;
    let top = page;
    const climbed = new Set<string>([top.id]);
    for (;;) {
      const parent = top.parentPageId === null ? undefined : byId.get(top.parentPageId);
      if (!parent || placed.has(parent.id) || climbed.has(parent.id)) break;
      climbed.add(parent.id);
      top = parent;
    }
    placed.add(top.id);
    result.push(top);
    visit(top.id);
  }
  return result;
}
