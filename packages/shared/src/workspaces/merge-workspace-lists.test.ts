import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMPTY_SOURCE,
  listFromAnswer,
  mergeWorkspaceLists,
  type SourceOutcome,
  sourcePriority,
} from "./merge-workspace-lists";

const ok = (value: unknown): SourceOutcome => ({ status: "fulfilled", value });
const failed: SourceOutcome = { status: "rejected", reason: new Error("down") };
const none = { bearish: EMPTY_SOURCE, archived: EMPTY_SOURCE, jira: EMPTY_SOURCE, confluence: EMPTY_SOURCE };

describe("listFromAnswer", () => {
  it("reads data, results or a plain array", () => {
    expect(listFromAnswer([{ id: "a" }])).toEqual([{ id: "a" }]);
    expect(listFromAnswer({ success: true, data: [{ id: "b" }] })).toEqual([{ id: "b" }]);
    expect(listFromAnswer({ results: [{ id: "c" }] })).toEqual([{ id: "c" }]);
    expect(listFromAnswer({ data: { results: [{ id: "d" }] } })).toEqual([{ id: "d" }]);
  });

  it("reads anything else as an empty list", () => {
    for (const answer of [null, undefined, 42, "x", {}, { data: "nope" }, { data: { data: { data: [1] } } }]) {
      expect(listFromAnswer(answer)).toEqual([]);
    }
  });
});

describe("mergeWorkspaceLists", () => {
  it("keeps BEARISH over JIRA over CONFLUENCE for one id, and marks archived ones", () => {
    const merged = mergeWorkspaceLists({
      bearish: ok({ data: [{ id: "1", name: "Ours" }] }),
      archived: ok({ data: [{ id: "2", name: "Old" }] }),
      jira: ok([
        { id: "1", name: "Tracker copy" },
        { id: "3", name: "Tracker" },
      ]),
      confluence: ok({
        results: [
          { id: "3", name: "Wiki copy" },
          { __id: "4", name: "Wiki", logoUrl: "/l.png" },
        ],
      }),
    });
    expect(merged).toEqual([
      { id: "1", name: "Ours", source: "BEARISH", isArchived: false },
      { id: "2", name: "Old", source: "BEARISH", isArchived: true },
      { id: "3", name: "Tracker", source: "JIRA", isArchived: false },
      { __id: "4", id: "4", name: "Wiki", logoUrl: "/l.png", source: "CONFLUENCE", isArchived: false },
    ]);
  });

  it("counts a failing source as empty", () => {
    const merged = mergeWorkspaceLists({ ...none, bearish: failed, jira: ok([{ id: 7 }]) });
    expect(merged).toEqual([{ id: "7", source: "JIRA", isArchived: false }]);
    expect(mergeWorkspaceLists({ bearish: failed, archived: failed, jira: failed, confluence: failed })).toEqual([]);
  });

  it("treats the not-yet-connected sources as empty lists", () => {
    expect(mergeWorkspaceLists({ ...none, bearish: ok({ data: [{ id: "x" }] }) })).toHaveLength(1);
  });

  it("drops items without an id and entries that are not objects", () => {
    const merged = mergeWorkspaceLists({
      ...none,
      bearish: ok([null, 1, "s", { name: "no id" }, { id: "" }, { id: "ok" }]),
    });
    expect(merged.map((w) => w.id)).toEqual(["ok"]);
  });

  const sourceArb = fc.oneof(
    fc.constant<SourceOutcome>(failed),
    fc
      .array(fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e", "f"), n: fc.nat() }), { maxLength: 8 })
      .chain((items) =>
        fc.constantFrom<SourceOutcome>(
          ok(items),
          ok({ data: items }),
          ok({ results: items }),
          ok({ data: { data: items } }),
        ),
      ),
  );

  it("gives each id once, from the highest-priority source that has it (property)", () => {
    fc.assert(
      fc.property(sourceArb, sourceArb, sourceArb, sourceArb, (bearish, archived, jira, confluence) => {
        const sources = { bearish, archived, jira, confluence };
        const merged = mergeWorkspaceLists(sources);
        const ids = merged.map((w) => w.id);
        expect(new Set(ids).size).toBe(ids.length);
        const order = [
          ["bearish", "BEARISH"],
          ["archived", "BEARISH"],
          ["jira", "JIRA"],
          ["confluence", "CONFLUENCE"],
        ] as const;
        const expected = new Map<string, { source: string; n: number }>();
        for (const [key, source] of order) {
          const outcome = sources[key];
          if (outcome.status !== "fulfilled") continue;
          for (const item of listFromAnswer(outcome.value) as { id: string; n: number }[]) {
            if (!expected.has(item.id)) expected.set(item.id, { source, n: item.n });
          }
        }
        expect(new Map(merged.map((w) => [w.id, { source: w.source, n: w.n }]))).toEqual(expected);
        const priorities = merged.map((w) => sourcePriority(w.source));
        expect([...priorities].sort((x, y) => x - y)).toEqual(priorities);
      }),
    );
  });

  it("is the same whether a source failed or answered nothing (property)", () => {
    fc.assert(
      fc.property(sourceArb, sourceArb, (bearish, jira) => {
        const withFailure = mergeWorkspaceLists({ bearish, archived: failed, jira, confluence: failed });
        const withEmpty = mergeWorkspaceLists({ bearish, archived: ok([]), jira, confluence: ok({ results: [] }) });
        expect(withFailure).toEqual(withEmpty);
      }),
    );
  });
});
