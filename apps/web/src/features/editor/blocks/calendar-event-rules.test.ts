import { describe, expect, it } from "vitest";
import { addMinutes, changeRange, isValidRange } from "./calendar-event-rules";

describe("changeRange (spec §4 time range)", () => {
  it("sets the end to start + 30 minutes when the start moves after the end", () => {
    expect(changeRange({ start: "2026-03-02T09:00", end: "2026-03-02T10:00" }, "start", "2026-03-02T11:00")).toEqual({
      start: "2026-03-02T11:00",
      end: "2026-03-02T11:30",
    });
  });

  it("sets the end to start + 30 minutes when the end moves before the start", () => {
    expect(changeRange({ start: "2026-03-02T09:00", end: "2026-03-02T10:00" }, "end", "2026-03-02T08:00")).toEqual({
      start: "2026-03-02T09:00",
      end: "2026-03-02T09:30",
    });
  });

  it("keeps a valid change as it is", () => {
    expect(changeRange({ start: "2026-03-02T09:00", end: "2026-03-02T10:00" }, "end", "2026-03-02T12:00")).toEqual({
      start: "2026-03-02T09:00",
      end: "2026-03-02T12:00",
    });
    expect(changeRange({ start: "2026-03-02T09:00", end: "2026-03-02T10:00" }, "start", "2026-03-02T10:00")).toEqual({
      start: "2026-03-02T10:00",
      end: "2026-03-02T10:00",
    });
  });

  it("gives a first start an end 30 minutes later, across midnight too", () => {
    expect(changeRange({ start: "", end: "" }, "start", "2026-12-31T23:45")).toEqual({
      start: "2026-12-31T23:45",
      end: "2027-01-01T00:15",
    });
  });
});

describe("isValidRange", () => {
  it("accepts no times or an ordered pair, and refuses half a range or a reversed one", () => {
    expect(isValidRange({ start: "", end: "" })).toBe(true);
    expect(isValidRange({ start: "2026-03-02T09:00", end: "2026-03-02T09:00" })).toBe(true);
    expect(isValidRange({ start: "2026-03-02T09:00", end: "" })).toBe(false);
    expect(isValidRange({ start: "2026-03-02T10:00", end: "2026-03-02T09:00" })).toBe(false);
  });

  it("adds minutes to a datetime-local value", () => {
    expect(addMinutes("2026-02-28T23:50", 30)).toBe("2026-03-01T00:20");
    expect(addMinutes("", 30)).toBe("");
  });
});
