import { describe, expect, it } from "vitest";
import {
  buildPanelParams,
  buildTaskFilterParams,
  countActiveFilters,
  type DatePreset,
  dateBounds,
  EMPTY_PANEL_FILTERS,
  EMPTY_TASK_FILTERS,
  type FilterClock,
  filtersFromSearchParams,
  filtersToSearchParams,
  type TaskFilterState,
} from "./filter-params";

// Wednesday 12 March 2025, 13:30 in UTC+3 (10:30 UTC).
const RIYADH: FilterClock = { now: new Date("2025-03-12T10:30:00.000Z"), offsetMinutes: () => 180 };
// The same instant is still Tuesday 11 March, 21:00 in UTC-5... at 02:00 UTC on the 12th.
const NEW_YORK: FilterClock = { now: new Date("2025-03-12T02:00:00.000Z"), offsetMinutes: () => -300 };

const preset = (name: DatePreset) => ({ preset: name, from: null, to: null });

describe("dateBounds", () => {
  it.each<[DatePreset, { from?: string; to?: string }]>([
    ["today", { from: "2025-03-11T21:00:00.000Z", to: "2025-03-12T20:59:59.999Z" }],
    // Weeks start on Monday: Monday 10 to Sunday 16 March, local.
    ["thisWeek", { from: "2025-03-09T21:00:00.000Z", to: "2025-03-16T20:59:59.999Z" }],
    ["last7Days", { from: "2025-03-05T21:00:00.000Z", to: "2025-03-12T20:59:59.999Z" }],
    ["thisMonth", { from: "2025-02-28T21:00:00.000Z", to: "2025-03-31T20:59:59.999Z" }],
    ["overdue", { to: "2025-03-11T20:59:59.999Z" }],
  ])("%s in UTC+3", (name, bounds) => {
    expect(dateBounds(preset(name), RIYADH)).toEqual(bounds);
  });

  it("uses the local day, not the UTC one, west of Greenwich", () => {
    expect(dateBounds(preset("today"), NEW_YORK)).toEqual({
      from: "2025-03-11T05:00:00.000Z",
      to: "2025-03-12T04:59:59.999Z",
    });
    // Tuesday 11 March local: the week began on Monday 10.
    expect(dateBounds(preset("thisWeek"), NEW_YORK).from).toBe("2025-03-10T05:00:00.000Z");
  });

  it("honours another first day of the week", () => {
    expect(dateBounds(preset("thisWeek"), { ...RIYADH, weekStartsOn: 6 }).from).toBe("2025-03-07T21:00:00.000Z");
  });

  it("turns a custom range of local days into inclusive bounds, either end open", () => {
    expect(dateBounds({ preset: "custom", from: "2025-01-01", to: "2025-01-31" }, RIYADH)).toEqual({
      from: "2024-12-31T21:00:00.000Z",
      to: "2025-01-31T20:59:59.999Z",
    });
    expect(dateBounds({ preset: "custom", from: null, to: "2025-01-31" }, RIYADH)).toEqual({
      to: "2025-01-31T20:59:59.999Z",
    });
  });

  it("follows a daylight-saving change inside the range", () => {
    // Berlin: UTC+1 until 30 March 2025 01:00 UTC, UTC+2 after.
    const berlin: FilterClock = {
      now: new Date("2025-03-31T10:00:00.000Z"),
      offsetMinutes: (instant) => (instant.getTime() >= Date.UTC(2025, 2, 30, 1) ? 120 : 60),
    };
    expect(dateBounds(preset("thisMonth"), berlin)).toEqual({
      from: "2025-02-28T23:00:00.000Z",
      to: "2025-03-31T21:59:59.999Z",
    });
  });
});

describe("buildTaskFilterParams", () => {
  it("gives no params for the empty state", () => {
    expect(buildTaskFilterParams(EMPTY_TASK_FILTERS, RIYADH)).toEqual({});
    expect(buildPanelParams(EMPTY_PANEL_FILTERS, RIYADH)).toEqual({});
  });

  it("maps every field to the list endpoint's params", () => {
    const state: TaskFilterState = {
      ...EMPTY_TASK_FILTERS,
      view: "inbox",
      workspaceIds: ["w1", "w2"],
      search: "  login bug ",
      status: ["todo", "inProgress"],
      priority: ["urgent"],
      tag: ["work"],
      assignee: ["me", "none"],
      creator: ["u1"],
      subIssues: "hide",
      duplicates: true,
      atRisk: true,
      delayed: true,
      dueDate: preset("noDate"),
      createdOn: preset("today"),
      startedOn: preset("thisMonth"),
      completedOn: { preset: "custom", from: "2025-03-01", to: null },
    };
    expect(buildTaskFilterParams(state, RIYADH)).toEqual({
      scope: "inbox",
      workspaceId: "w1,w2",
      search: "login bug",
      status: "todo,inProgress",
      priority: "urgent",
      tag: "work",
      assignee: "me,none",
      creator: "u1",
      subIssues: "hide",
      duplicates: "true",
      atRisk: "true",
      delayed: "true",
      noDueDate: "true",
      createdFrom: "2025-03-11T21:00:00.000Z",
      createdTo: "2025-03-12T20:59:59.999Z",
      startedFrom: "2025-02-28T21:00:00.000Z",
      startedTo: "2025-03-31T20:59:59.999Z",
      completedFrom: "2025-02-28T21:00:00.000Z",
    });
  });

  it("created today is the local start of today", () => {
    expect(buildTaskFilterParams({ ...EMPTY_TASK_FILTERS, view: "createdToday" }, NEW_YORK)).toEqual({
      createdFrom: "2025-03-11T05:00:00.000Z",
    });
    // With a created-on range too, the later start wins and the range's end stays.
    const both = { ...EMPTY_TASK_FILTERS, view: "createdToday" as const, createdOn: preset("thisMonth") };
    expect(buildTaskFilterParams(both, RIYADH)).toEqual({
      createdFrom: "2025-03-11T21:00:00.000Z",
      createdTo: "2025-03-31T20:59:59.999Z",
    });
  });
});

describe("filters in the URL", () => {
  it("round-trips the state and keeps unrelated params", () => {
    const state: TaskFilterState = {
      ...EMPTY_TASK_FILTERS,
      view: "createdToday",
      workspaceIds: ["w1"],
      search: "report",
      status: ["done"],
      assignee: ["me"],
      atRisk: true,
      dueDate: { preset: "custom", from: "2025-03-01", to: null },
      startedOn: preset("last7Days"),
    };
    const url = filtersToSearchParams(state, new URLSearchParams("tab=1&status=todo"));
    expect(url.get("tab")).toBe("1");
    expect(url.get("due")).toBe("custom:2025-03-01:");
    expect(filtersFromSearchParams(url)).toEqual(state);
    expect(filtersToSearchParams(EMPTY_TASK_FILTERS).toString()).toBe("");
  });

  it("drops values the server would refuse", () => {
    const state = filtersFromSearchParams(
      new URLSearchParams("view=nope&status=todo,bogus&priority=high,x&subIssues=all&due=someday&created=overdue"),
    );
    expect(state).toMatchObject({ view: "tasks", status: ["todo"], priority: ["high"], subIssues: null });
    expect(state.dueDate).toBeNull();
    // Overdue is a due-date preset only.
    expect(state.createdOn).toBeNull();
  });
});

describe("countActiveFilters", () => {
  it("counts each set field once", () => {
    expect(countActiveFilters(EMPTY_PANEL_FILTERS)).toBe(0);
    expect(
      countActiveFilters({
        ...EMPTY_PANEL_FILTERS,
        status: ["todo", "done"],
        assignee: ["me"],
        delayed: true,
        dueDate: preset("today"),
        subIssues: "only",
      }),
    ).toBe(5);
  });
});
