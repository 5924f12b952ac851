import { describe, expect, it } from "vitest";
import {
  ALL_GROUP_KEY,
  arrangeTasks,
  EMPTY_GROUP_KEY,
  filterCompleted,
  groupDefaults,
  groupTasks,
  planDrop,
  sortTasks,
} from "./group-tasks";
import { makeTask } from "./task-fixtures";

const ADA = "user-ada";
const BOB = "user-bob";
const names = (tasks: { name: string }[]) => tasks.map((t) => t.name);
const summary = (groups: { key: string; tasks: { name: string }[] }[]) =>
  groups.map((g) => [g.key, names(g.tasks)] as const);

const a = makeTask({
  taskIndex: 1,
  name: "Bravo",
  status: { value: "done" },
  priority: { value: "low" },
  assignedUserIds: [ADA, BOB],
  tags: ["work"],
  dueDate: "2025-03-10T00:00:00.000Z",
  taskType: "Bug",
  order: 3000,
});
const b = makeTask({
  taskIndex: 2,
  name: "alpha",
  status: { value: "inProgress" },
  priority: { value: "urgent" },
  assignedUserIds: [BOB],
  tags: [],
  dueDate: null,
  taskType: "TASK",
  order: 1000,
});
const c = makeTask({
  taskIndex: 3,
  name: "Charlie",
  status: { value: "todo" },
  priority: { value: "noPriority" },
  assignedUserIds: [],
  tags: ["personal", "work"],
  dueDate: "2025-03-01T00:00:00.000Z",
  taskType: "EPIC",
  order: 2000,
});
const tasks = [a, b, c];

describe("groupTasks", () => {
  it("status: one group per status in the status order, empty ones included", () => {
    expect(summary(groupTasks(tasks, "status"))).toEqual([
      ["backlog", []],
      ["todo", ["Charlie"]],
      ["inProgress", ["alpha"]],
      ["done", ["Bravo"]],
      ["canceled", []],
    ]);
  });

  it("priority: most urgent first, no priority last", () => {
    expect(summary(groupTasks(tasks, "priority"))).toEqual([
      ["urgent", ["alpha"]],
      ["high", []],
      ["medium", []],
      ["low", ["Bravo"]],
      ["noPriority", ["Charlie"]],
    ]);
  });

  it("assignee: Unassigned first, each member, a task under every assignee, unknown ids after", () => {
    const carol = makeTask({ taskIndex: 4, name: "Delta", assignedUserIds: ["user-zed"] });
    expect(summary(groupTasks([...tasks, carol], "assignee", { memberIds: [BOB, ADA, "user-eve"] }))).toEqual([
      [EMPTY_GROUP_KEY, ["Charlie"]],
      [BOB, ["Bravo", "alpha"]],
      [ADA, ["Bravo"]],
      ["user-eve", []],
      ["user-zed", ["Delta"]],
    ]);
  });

  it("tag: No tag first, known tags, then tags in use alphabetically", () => {
    expect(summary(groupTasks(tasks, "tag", { tags: ["urgent"] }))).toEqual([
      [EMPTY_GROUP_KEY, ["alpha"]],
      ["urgent", []],
      ["personal", ["Charlie"]],
      ["work", ["Bravo", "Charlie"]],
    ]);
  });

  it("numbered and none: one group keeping the given order", () => {
    expect(summary(groupTasks(tasks, "numbered"))).toEqual([[ALL_GROUP_KEY, ["Bravo", "alpha", "Charlie"]]]);
    expect(summary(groupTasks(tasks, "none"))).toEqual([[ALL_GROUP_KEY, ["Bravo", "alpha", "Charlie"]]]);
  });
});

describe("sortTasks", () => {
  it.each([
    ["manual", "asc", ["alpha", "Charlie", "Bravo"]],
    ["manual", "desc", ["Bravo", "Charlie", "alpha"]],
    ["status", "asc", ["Charlie", "alpha", "Bravo"]],
    ["priority", "asc", ["alpha", "Bravo", "Charlie"]],
    ["priority", "desc", ["Charlie", "Bravo", "alpha"]],
    ["dueDate", "asc", ["Charlie", "Bravo", "alpha"]],
    // No due date stays last whatever the direction.
    ["dueDate", "desc", ["Bravo", "Charlie", "alpha"]],
    ["type", "asc", ["alpha", "Bravo", "Charlie"]],
    ["created", "asc", ["Bravo", "alpha", "Charlie"]],
    ["created", "desc", ["Charlie", "alpha", "Bravo"]],
    ["name", "asc", ["alpha", "Bravo", "Charlie"]],
    ["name", "desc", ["Charlie", "Bravo", "alpha"]],
  ] as const)("%s %s", (ordering, direction, expected) => {
    expect(names(sortTasks(tasks, ordering, direction))).toEqual(expected);
  });

  it("assignee: by the first assignee's name, unassigned last", () => {
    const nameOf = (id: string) => (id === ADA ? "Zoe" : "Adam");
    expect(names(sortTasks(tasks, "assignee", "asc", nameOf))).toEqual(["alpha", "Bravo", "Charlie"]);
    expect(names(sortTasks(tasks, "assignee", "desc", nameOf))).toEqual(["Bravo", "alpha", "Charlie"]);
  });

  it("breaks ties by task number and does not change its input", () => {
    const same = [makeTask({ taskIndex: 9, order: 5 }), makeTask({ taskIndex: 4, order: 5 })];
    expect(sortTasks(same, "manual", "asc").map((t) => t.taskIndex)).toEqual([4, 9]);
    expect(same.map((t) => t.taskIndex)).toEqual([9, 4]);
  });
});

describe("filterCompleted", () => {
  const now = new Date("2025-03-20T12:00:00.000Z");
  const doneAt = (name: string, completedAt: string) =>
    makeTask({ name, status: { value: "done" }, completedAt, taskIndex: name.length });
  const open = makeTask({ name: "open", status: { value: "todo" } });
  const hoursAgo = doneAt("hours", "2025-03-20T02:00:00.000Z");
  const daysAgo = doneAt("days ago", "2025-03-16T12:00:00.000Z");
  const weeksAgo = doneAt("three weeks", "2025-02-27T12:00:00.000Z");
  const canceledLong = makeTask({
    name: "canceled",
    status: { value: "canceled" },
    completedAt: "2024-01-01T00:00:00Z",
  });
  const all = [open, hoursAgo, daysAgo, weeksAgo, canceledLong];

  it.each([
    ["all", ["open", "hours", "days ago", "three weeks", "canceled"]],
    ["pastDay", ["open", "hours"]],
    ["week", ["open", "hours", "days ago"]],
    ["month", ["open", "hours", "days ago", "three weeks"]],
    ["none", ["open"]],
  ] as const)("%s", (showCompleted, expected) => {
    expect(names(filterCompleted(all, showCompleted, now))).toEqual(expected);
  });
});

describe("groupDefaults and arrangeTasks", () => {
  it("gives a new task its group's value, nothing for the empty and single groups", () => {
    expect(groupDefaults("status", "inProgress")).toEqual({ status: "inProgress" });
    expect(groupDefaults("priority", "high")).toEqual({ priority: "high" });
    expect(groupDefaults("assignee", ADA)).toEqual({ assignedUserIds: [ADA] });
    expect(groupDefaults("tag", "work")).toEqual({ tags: ["work"] });
    expect(groupDefaults("assignee", EMPTY_GROUP_KEY)).toEqual({});
    expect(groupDefaults("numbered", ALL_GROUP_KEY)).toEqual({});
    expect(groupDefaults("status", "bogus")).toEqual({});
  });

  it("filters, sorts, then groups", () => {
    const groups = arrangeTasks(
      tasks,
      { grouping: "assignee", ordering: "name", direction: "asc", showCompleted: "none" },
      { now: new Date("2025-03-20T00:00:00Z"), memberIds: [BOB] },
    );
    expect(summary(groups)).toEqual([
      [EMPTY_GROUP_KEY, ["Charlie"]],
      [BOB, ["alpha"]],
    ]);
  });
});

describe("planDrop", () => {
  const t1 = makeTask({ taskIndex: 11, order: 1000 });
  const t2 = makeTask({ taskIndex: 12, order: 2000 });
  const t3 = makeTask({ taskIndex: 13, order: 3000 });
  const doneTask = makeTask({ taskIndex: 14, order: 500, status: { value: "done" } });
  const column = [t1, t2, t3];

  it("moving down within a column places the task after the one dropped on", () => {
    const plan = planDrop({
      task: t1,
      grouping: "status",
      manual: true,
      fromKey: "todo",
      toKey: "todo",
      targetTasks: column,
      overTaskId: t2.id,
    });
    expect(plan).toEqual({ order: 2500 });
  });

  it("moving up places it before the one dropped on; to the top goes before the first", () => {
    expect(
      planDrop({
        task: t3,
        grouping: "status",
        manual: true,
        fromKey: "todo",
        toKey: "todo",
        targetTasks: column,
        overTaskId: t2.id,
      }),
    ).toEqual({ order: 1500 });
    expect(
      planDrop({
        task: t3,
        grouping: "status",
        manual: true,
        fromKey: "todo",
        toKey: "todo",
        targetTasks: column,
        overTaskId: t1.id,
      }),
    ).toEqual({ order: -24 });
  });

  it("another column changes the grouping field, and the order with manual ordering", () => {
    expect(
      planDrop({
        task: doneTask,
        grouping: "status",
        manual: true,
        fromKey: "done",
        toKey: "todo",
        targetTasks: column,
        overTaskId: t2.id,
      }),
    ).toEqual({ status: "todo", order: 1500 });
    expect(
      planDrop({
        task: doneTask,
        grouping: "status",
        manual: true,
        fromKey: "done",
        toKey: "todo",
        targetTasks: column,
        overTaskId: null,
      }),
    ).toEqual({ status: "todo", order: 4024 });
    expect(
      planDrop({
        task: doneTask,
        grouping: "status",
        manual: false,
        fromKey: "done",
        toKey: "todo",
        targetTasks: column,
        overTaskId: null,
      }),
    ).toEqual({ status: "todo" });
  });

  it("changes nothing on itself, nor reordering without manual ordering", () => {
    expect(
      planDrop({
        task: t2,
        grouping: "status",
        manual: true,
        fromKey: "todo",
        toKey: "todo",
        targetTasks: column,
        overTaskId: t2.id,
      }),
    ).toBeNull();
    expect(
      planDrop({
        task: t1,
        grouping: "status",
        manual: false,
        fromKey: "todo",
        toKey: "todo",
        targetTasks: column,
        overTaskId: t3.id,
      }),
    ).toBeNull();
  });
});
