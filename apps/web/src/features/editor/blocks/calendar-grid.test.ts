import { describe, expect, it } from "vitest";
import { byDueDay, dayKey, dueRange, MONTH_GRID_WEEKS, shiftAnchor, visibleDays } from "./calendar-grid";

describe("visibleDays", () => {
  it("always shows 6 weeks for a month, from the Sunday on or before the 1st", () => {
    // February 2026 starts on a Sunday and fits in 4 weeks; the grid still has 6.
    const feb = visibleDays("dayGridMonth", new Date(2026, 1, 14));
    expect(feb).toHaveLength(MONTH_GRID_WEEKS * 7);
    expect(feb[0]).toBe("2026-02-01");
    expect(feb.at(-1)).toBe("2026-03-14");
    const march = visibleDays("dayGridMonth", new Date(2026, 2, 31));
    expect(march[0]).toBe("2026-03-01");
    const may = visibleDays("dayGridMonth", new Date(2026, 4, 1));
    expect(may[0]).toBe("2026-04-26");
  });

  it("shows the week of the anchor, or the day", () => {
    expect(visibleDays("timeGridWeek", new Date(2026, 0, 1))).toEqual([
      "2025-12-28",
      "2025-12-29",
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
    ]);
    expect(visibleDays("timeGridDay", new Date(2026, 0, 1))).toEqual(["2026-01-01"]);
  });
});

describe("shiftAnchor", () => {
  it("moves by a month, keeping to the last day of a shorter month", () => {
    expect(dayKey(shiftAnchor("dayGridMonth", new Date(2026, 0, 31), 1))).toBe("2026-02-28");
    expect(dayKey(shiftAnchor("dayGridMonth", new Date(2026, 0, 15), -1))).toBe("2025-12-15");
  });

  it("moves by a week or a day", () => {
    expect(dayKey(shiftAnchor("timeGridWeek", new Date(2026, 0, 29), 1))).toBe("2026-02-05");
    expect(dayKey(shiftAnchor("timeGridDay", new Date(2026, 0, 1), -1))).toBe("2025-12-31");
  });
});

describe("due dates", () => {
  it("asks for the shown days as UTC days", () => {
    expect(dueRange(["2026-02-01", "2026-02-02", "2026-03-14"])).toEqual({
      dueFrom: "2026-02-01T00:00:00.000Z",
      dueTo: "2026-03-14T23:59:59.999Z",
    });
  });

  it("puts items on the day of their due date and leaves out those without one", () => {
    const days = byDueDay([
      { id: 1, dueDate: "2026-02-03T00:00:00.000Z" },
      { id: 2, dueDate: null },
      { id: 3, dueDate: "2026-02-03T00:00:00.000Z" },
    ]);
    expect([...days.entries()]).toEqual([
      [
        "2026-02-03",
        [
          { id: 1, dueDate: "2026-02-03T00:00:00.000Z" },
          { id: 3, dueDate: "2026-02-03T00:00:00.000Z" },
        ],
      ],
    ]);
  });
});
