import type { TaskDetail } from "@bearish/shared/tasks/task";
import type { CustomField } from "@bearish/shared/workspaces/custom-fields";
import { makeTask } from "../views/task-fixtures";

export const WORKSPACE_ID = "0197b000-0000-7000-8000-000000000001";
export const TASK_ID = "0197d000-0000-7000-8000-000000000001";

/** Test data: a task as `GET task/{id}` answers it, editable by the caller. */
export function makeTaskDetail(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...makeTask({
      id: TASK_ID,
      workspaceId: WORKSPACE_ID,
      componentId: null,
      taskIndex: 7,
      name: "Launch checklist",
      order: 1024,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    }),
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
