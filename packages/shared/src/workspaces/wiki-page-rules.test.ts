import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderPageTree } from "./wiki-page-rules";

const page = (id: string, parentPageId: string | null, order: number) => ({ id, parentPageId, order });

describe("orderPageTree", () => {
  it("lists pages depth first, siblings by order", () => {
    const pages = [
      page("b", null, 1),
      page("b2", "b", 1),
      page("a", null, 0),
      page("b1", "b", 0),
      page("b1x", "b1", 0),
    ];
    expect(orderPageTree(pages).map((p) => p.id)).toEqual(["a", "b", "b1", "b1x", "b2"]);
  });

  it("treats pages with a missing parent as top-level and survives cycles", () => {
    expect(orderPageTree([page("x", "gone", 0), page("y", null, 1)]).map((p) => p.id)).toEqual(["x", "y"]);
    expect(
      orderPageTree([page("p", "q", 0), page("q", "p", 0)])
        .map((p) => p.id)
        .sort(),
    ).toEqual(["p", "q"]);
  });

  it("lists every page exactly once whatever the links (property)", () => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            parentPageId: fc.option(fc.constantFrom(...ids, "missing"), { nil: null }),
            order: fc.integer({ min: 0, max: 5 }),
          }),
          { minLength: ids.length, maxLength: ids.length },
        ),
        (links) => {
          const pages = links.map((l, i) => ({ id: ids[i] as string, ...l }));
          const ordered = orderPageTree(pages);
          expect(ordered.map((p) => p.id).sort()).toEqual([...ids].sort());
          // A parent present in the list always comes before its child, unless they form a cycle.
          const position = new Map(ordered.map((p, i) => [p.id, i]));
          for (const p of ordered) {
            if (p.parentPageId && position.has(p.parentPageId)) {
              const inCycle = (() => {
                let cursor: string | null = p.parentPageId;
                for (let steps = 0; cursor && steps < ids.length + 1; steps++) {
                  if (cursor === p.id) return true;
                  cursor = pages.find((x) => x.id === cursor)?.parentPageId ?? null;
                }
                return false;
              })();
              if (!inCycle) expect(position.get(p.parentPageId)).toBeLessThan(position.get(p.id) as number);
            }
          }
        },
      ),
    );
  });
});
