import type { Task } from "@bearish/shared/tasks/task";

/** Test data: a task as the server answers it; ids and dates are fixed so tests are deterministic. */
export function makeTask(overrides: Partial<Task> = {}): Task {
  const taskIndex = overrides.taskIndex ?? 1;
  return {
    id: `0197d000-0000-7000-8000-${String(taskIndex).padStart(12, "0")}`,
    workspaceId: "0197b000-0000-7000-8000-000000000001",
    componentId: "0197c000-0000-7000-8000-000000000009",
    source: "BEARISH",
    taskIndex,
    displayId: `APO-${String(taskIndex).padStart(2, "0")}`,
    name: `Task ${taskIndex}`,
    details: null,
    status: { value: "todo" },
    priority: { value: "medium" },
    taskType: "TASK",
    assignedUserIds: [],
    dueDate: null,
    startDate: null,
    endDate: null,
    completedAt: null,
    parentTaskId: null,
    subTaskIds: [],
    links: [],
    tags: [],
    attachments: [],
    taskColor: null,
    cardColor: null,
    emoji: null,
    estimatedTime: null,
    dependencies: [],
    customElements: {},
    order: taskIndex * 1024,
    isArchived: false,
    commentCount: 0,
    timeSpentSeconds: 0,
    version: 1,
    createdBy: null,
    createdAt: `2025-01-${String(Math.min(taskIndex, 28)).padStart(2, "0")}T10:00:00.000Z`,
    updatedAt: "2025-02-01T10:00:00.000Z",
    ...overrides,
  };
}
