import type { WorkspaceAccessLevel } from "@bearish/shared/workspaces/workspace-rules";
import { describe, expect, it } from "vitest";
import {
  canDeleteTimeLog,
  canEditTask,
  canLogTime,
  canReadTask,
  canVoteOnTask,
  customElementWriteLevel,
  taskAbilities,
} from "./tasks.policy";

const LEVELS: (WorkspaceAccessLevel | null)[] = ["owner", "edit", "comment", "view", null];

describe("task policy", () => {
  it("inherits the workspace's access", () => {
    expect(LEVELS.map(canReadTask)).toEqual([true, true, true, true, false]);
    expect(LEVELS.map(canEditTask)).toEqual([true, true, false, false, false]);
    expect(LEVELS.map(canVoteOnTask)).toEqual([true, true, true, false, false]);
    expect(LEVELS.map(canLogTime)).toEqual([true, true, false, false, false]);
    expect(taskAbilities("comment")).toEqual({ edit: false, comment: true, delete: false });
    expect(taskAbilities(null)).toEqual({ edit: false, comment: false, delete: false });
  });

  it("lets editors remove any time entry and commenters their own", () => {
    const own = { userId: "me" };
    const other = { userId: "someone" };
    expect(canDeleteTimeLog("edit", "me", other)).toBe(true);
    expect(canDeleteTimeLog("comment", "me", own)).toBe(true);
    expect(canDeleteTimeLog("comment", "me", other)).toBe(false);
    expect(canDeleteTimeLog("view", "me", own)).toBe(false);
    expect(canDeleteTimeLog(null, "me", own)).toBe(false);
  });

  it("needs only a commenter for votes, an editor for anything else", () => {
    expect(customElementWriteLevel(["VOTING", "VOTING"])).toBe("comment");
    expect(customElementWriteLevel(["VOTING", "TEXT"])).toBe("edit");
    expect(customElementWriteLevel(["VOTING", undefined])).toBe("edit");
    expect(customElementWriteLevel([])).toBe("edit");
  });
});
