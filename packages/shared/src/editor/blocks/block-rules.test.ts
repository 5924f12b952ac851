import { describe, expect, it } from "vitest";
import { validateHex } from "../colour-rules";
import { CALLOUT_COLOURS } from "../editor-constants";
import { clampBorderRadius, clampOpacity } from "./button-rules";
import { calloutAttrs, changeCalloutType } from "./callout";
import { newDecision } from "./decision-list";
import { addDecision, canRemoveDecision, editDecision, removeDecision, toggleDecision } from "./decision-rules";
import { canAddColumn, canRemoveColumn, columnsForType, resizeColumns, typeForColumnCount } from "./layout-rules";
import type { PollAttrs } from "./poll";
import {
  addPollOption,
  canLock,
  editPollOption,
  lockPoll,
  pollStateFor,
  removePollOption,
  vote,
  voteCounts,
} from "./poll-rules";

describe("decision rules (spec §4)", () => {
  it("adds new decisions as UNDECIDED with a fresh id", () => {
    const first = newDecision("A");
    const list = addDecision([first], "B");
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ content: "B", state: "UNDECIDED" });
    expect(list[1]?.id).not.toBe(first.id);
    expect(list[1]?.id).toMatch(/^[a-z][a-z0-9]{5}$/);
  });

  it("toggles UNDECIDED ↔ DECIDED for that decision only", () => {
    const list = [newDecision("A"), newDecision("B")];
    const id = list[0]?.id ?? "";
    const once = toggleDecision(list, id);
    expect(once.map((d) => d.state)).toEqual(["DECIDED", "UNDECIDED"]);
    expect(toggleDecision(once, id).map((d) => d.state)).toEqual(["UNDECIDED", "UNDECIDED"]);
  });

  it("removes a decision only when more than one exists", () => {
    const only = [newDecision("A")];
    expect(canRemoveDecision(only)).toBe(false);
    expect(removeDecision(only, only[0]?.id ?? "")).toEqual(only);
    const two = addDecision(only, "B");
    expect(canRemoveDecision(two)).toBe(true);
    expect(removeDecision(two, only[0]?.id ?? "").map((d) => d.content)).toEqual(["B"]);
  });

  it("edits a decision's content", () => {
    const list = [newDecision("A")];
    expect(editDecision(list, list[0]?.id ?? "", "Z")[0]?.content).toBe("Z");
  });
});

describe("callout type change (spec §4)", () => {
  it("resets the background to the new type's colour", () => {
    const attrs = calloutAttrs.parse({ type: "info", bgColor: "#123456" });
    expect(changeCalloutType(attrs, "error")).toEqual({ ...attrs, type: "error", bgColor: CALLOUT_COLOURS.error });
  });
});

describe("layout rules (spec §4, §5)", () => {
  const make = () => "new";

  it("knows each type's column count", () => {
    expect(["single", "two_column", "three_column", "four_column"].map((t) => columnsForType(t as never))).toEqual([
      1, 2, 3, 4,
    ]);
    expect(typeForColumnCount(3)).toBe("three_column");
    expect(typeForColumnCount(5)).toBeNull();
  });

  it("trims columns when the type has fewer", () => {
    expect(resizeColumns(["a", "b", "c", "d", "e"], "two_column", make)).toEqual(["a", "b"]);
  });

  it("pads with new columns when the type has more", () => {
    expect(resizeColumns(["a"], "three_column", make)).toEqual(["a", "new", "new"]);
  });

  it("disables adding at 6 and hides removing at 1", () => {
    expect(canAddColumn(5)).toBe(true);
    expect(canAddColumn(6)).toBe(false);
    expect(canRemoveColumn(2)).toBe(true);
    expect(canRemoveColumn(1)).toBe(false);
  });
});

describe("validateHex (spec §5)", () => {
  it.each([
    ["#fff", "#fff"],
    ["fff", "#fff"],
    ["#A1b2C3", "#A1b2C3"],
    [" 00ff00 ", "#00ff00"],
  ])("accepts %j", (input, value) => {
    expect(validateHex(input)).toEqual({ ok: true, value });
  });

  it.each(["", "#", "ff", "#ffff", "#12345", "#1234567", "ggg", "##fff", "red"])("rejects %j", (input) => {
    expect(validateHex(input)).toEqual({ ok: false, message: "Invalid Hex value" });
  });
});

describe("button clamps", () => {
  it("keeps the border radius a whole number within 0..50", () => {
    expect(clampBorderRadius(-3)).toBe(0);
    expect(clampBorderRadius(12.6)).toBe(13);
    expect(clampBorderRadius(80)).toBe(50);
    expect(clampBorderRadius(Number.NaN)).toBe(0);
  });

  it("keeps the opacity within 0..1 on the 0.05 grid", () => {
    expect(clampOpacity(-1)).toBe(0);
    expect(clampOpacity(0.33)).toBe(0.35);
    expect(clampOpacity(0.31)).toBe(0.3);
    expect(clampOpacity(2)).toBe(1);
    expect(clampOpacity(Number.NaN)).toBe(1);
  });
});

describe("poll rules (spec §4 Poll)", () => {
  const open = (values: string[]): PollAttrs => ({
    question: "Lunch?",
    options: values.map((value, i) => ({ id: `o${i + 1}`, value })),
    locked: false,
    votes: {},
  });

  it("can lock only with more than one non-empty option", () => {
    expect(canLock(open(["Pizza", ""]))).toBe(false);
    expect(canLock(open(["Pizza", "  "]))).toBe(false);
    expect(canLock(open(["Pizza", "Salad"]))).toBe(true);
    expect(lockPoll(open(["Pizza", ""])).locked).toBe(false);
  });

  it("locking drops empty options and opens voting", () => {
    const locked = lockPoll(open(["Pizza", "", " Salad "]));
    expect(locked.locked).toBe(true);
    expect(locked.options).toEqual([
      { id: "o1", value: "Pizza" },
      { id: "o3", value: "Salad" },
    ]);
    expect(canLock(locked)).toBe(false);
  });

  it("edits options only while open", () => {
    const poll = open(["A", "B"]);
    expect(addPollOption(poll).options).toHaveLength(3);
    expect(editPollOption(poll, "o1", "Z").options[0]?.value).toBe("Z");
    expect(removePollOption(poll, "o2").options).toHaveLength(1);
    const locked = lockPoll(poll);
    expect(addPollOption(locked)).toBe(locked);
    expect(editPollOption(locked, "o1", "Z")).toBe(locked);
    expect(removePollOption(locked, "o1")).toBe(locked);
  });

  it("gives each viewer their own state: open, locked, voted", () => {
    const poll = open(["A", "B"]);
    expect(pollStateFor(poll, "u1")).toBe("open");
    const locked = lockPoll(poll);
    expect(pollStateFor(locked, "u1")).toBe("locked");
    const voted = vote(locked, "o2", "u1");
    expect(pollStateFor(voted, "u1")).toBe("voted");
    expect(pollStateFor(voted, "u2")).toBe("locked");
  });

  it("allows one vote per person, only on a locked poll and a real option", () => {
    const poll = open(["A", "B"]);
    expect(vote(poll, "o1", "u1")).toBe(poll);
    const locked = lockPoll(poll);
    expect(vote(locked, "nope", "u1")).toBe(locked);
    const once = vote(vote(locked, "o1", "u1"), "o1", "u2");
    expect(vote(once, "o2", "u1")).toBe(once);
    expect(voteCounts(once)).toEqual({ o1: 2, o2: 0 });
  });
});
