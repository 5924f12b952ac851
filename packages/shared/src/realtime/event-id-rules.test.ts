import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareEventIds, eventIdSchema, formatEventId, parseEventId } from "./event-id-rules";

describe("event id rules", () => {
  it("parses and formats Redis-stream-like ids", () => {
    expect(parseEventId("1700000000000-3")).toEqual({ ms: 1_700_000_000_000, seq: 3 });
    expect(formatEventId({ ms: 1_700_000_000_000, seq: 0 })).toBe("1700000000000-0");
  });

  it("refuses anything else", () => {
    for (const bad of ["", "-1", "1-", "a-1", "1-b", "1", "1-2-3", " 1-2", "1-2 ", "1234567890123456-1"]) {
      expect(parseEventId(bad), bad).toBeNull();
      expect(eventIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("orders by time, then sequence (numerically, not as text)", () => {
    expect(compareEventIds("999-5", "1000-1")).toBeLessThan(0);
    expect(compareEventIds("1000-10", "1000-9")).toBeGreaterThan(0);
    expect(compareEventIds("1000-2", "1000-2")).toBe(0);
  });

  it("agrees with the numeric order for any pair", () => {
    const id = fc.tuple(fc.nat({ max: 2 ** 45 }), fc.nat({ max: 10_000 }));
    fc.assert(
      fc.property(id, id, ([ams, aseq], [bms, bseq]) => {
        const expected = ams === bms ? Math.sign(aseq - bseq) : Math.sign(ams - bms);
        expect(Math.sign(compareEventIds(`${ams}-${aseq}`, `${bms}-${bseq}`))).toBe(expected);
      }),
    );
  });
});
