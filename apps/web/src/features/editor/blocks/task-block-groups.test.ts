import { defaultStatusGroupOptions } from "@bearish/shared/editor/blocks/task-groups";
import { describe, expect, it } from "vitest";
import { makeTask } from "../../tasks/views/task-fixtures";
import {
  blockGroups,
  boardSnapshotOf,
  defaultGroupOptions,
  rowOfBoardTask,
  SNAPSHOT_MAX_TASKS,
  snapshotGroups,
  snapshotOf,
} from "./task-block-groups";

const ADA = "0197a000-0000-7000-8000-0000000000ad";

describe("blockGroups", () => {
  it("keeps the options' order, shows empty options, and adds a group for a status no option names", () => {
    const tasks = [
      makeTask({ taskIndex: 1, status: { value: "done" } }),
      makeTask({ taskIndex: 2, status: { value: "canceled" } }),
      makeTask({ taskIndex: 3, status: { value: "todo" }, order: 5000 }),
      makeTask({ taskIndex: 4, status: { value: "todo" }, order: 10 }),
    ];
    const groups = blockGroups(tasks, "status", defaultStatusGroupOptions());
    expect(groups.map((g) => [g.key, g.tasks.map((t) => t.taskIndex)])).toEqual([
      ["todo", [4, 3]],
      ["inProgress", []],
      ["done", [1]],
      ["canceled", [2]],
    ]);
    // Default labels are shown translated; an extra group has none either.
    expect(groups.map((g) => g.label)).toEqual([null, null, null, null]);
  });

  it("keeps a renamed option's label and ignores options of another grouping", () => {
    const groups = blockGroups([makeTask({ status: { value: "todo" } })], "status", [
      { value: "todo", label: "Open", color: "#111111" },
      { value: "urgent", label: "Urgent", color: "#222222" },
    ]);
    expect(groups.map((g) => [g.key, g.label, g.color])).toEqual([["todo", "Open", "#111111"]]);
  });

  it("puts a task under each of its assignees, and unassigned tasks under Unassigned", () => {
    const tasks = [
      makeTask({ taskIndex: 1, assignedUserIds: [ADA, "other"] }),
      makeTask({ taskIndex: 2, assignedUserIds: [] }),
    ];
    const groups = blockGroups(tasks, "assignee", defaultGroupOptions("assignee", [{ userId: ADA, name: "Ada" }]));
    expect(groups.map((g) => [g.key, g.tasks.map((t) => t.taskIndex)])).toEqual([
      [ADA, [1]],
      ["", [2]],
      ["other", [1]],
    ]);
    expect(groups[0]?.label).toBe("Ada");
  });
});

describe("snapshots", () => {
  it("stores at most the node's limit, in manual order", () => {
    const tasks = Array.from({ length: SNAPSHOT_MAX_TASKS + 3 }, (_, i) =>
      makeTask({ taskIndex: i + 1, order: SNAPSHOT_MAX_TASKS + 3 - i }),
    );
    const snapshot = snapshotOf(tasks, boardSnapshotOf);
    expect(snapshot).toHaveLength(SNAPSHOT_MAX_TASKS);
    expect(snapshot[0]?.taskIndex).toBe(SNAPSHOT_MAX_TASKS + 3);
  });

  it("groups a stored snapshot like the live tasks", () => {
    const rows = [makeTask({ taskIndex: 1, status: { value: "backlog" } }), makeTask({ taskIndex: 2 })]
      .map(boardSnapshotOf)
      .map(rowOfBoardTask);
    const groups = snapshotGroups(rows, "status", defaultStatusGroupOptions());
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.taskIndex)])).toEqual([
      ["todo", [2]],
      ["inProgress", []],
      ["done", []],
      ["backlog", [1]],
    ]);
  });
});
