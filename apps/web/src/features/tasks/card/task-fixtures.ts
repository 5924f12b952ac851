import type { TaskDetail } from "@bearish/shared/tasks/task";
import type { CustomField } from "@bearish/shared/workspaces/custom-fields";

export const WORKSPACE_ID = "0197b000-0000-7000-8000-000000000001";
export const TASK_ID = "0197d000-0000-7000-8000-000000000001";

/** Test data: a task as `GET task/{id}` answers it, editable by the caller. */
export function makeTaskDetail(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    id: TASK_ID,
    workspaceId: WORKSPACE_ID,
    componentId: null,
    source: "BEARISH",
    taskIndex: 7,
    displayId: "APO-07",
    name: "Launch checklist",
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
    order: 1024,
    isArchived: false,
    commentCount: 0,
    timeSpentSeconds: 0,
    version: 1,
    createdBy: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    workspaceName: "Apollo",
    timeLogs: [],
    abilities: { edit: true, comment: true, delete: true },
    ...overrides,
  };
}

export function makeField<T extends CustomField["type"]>(
  type: T,
  name: string,
  options: CustomField["options"],
  id: string,
): CustomField {
  return {
    id,
    type,
    name,
    options,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  } as CustomField;
}
