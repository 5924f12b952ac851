import type { CreateTaskBody, TaskAttachment, TaskPriority, TaskStatus, TaskType } from "@bearish/shared/tasks/task";
import { DEFAULT_TASK_NAME } from "@bearish/shared/tasks/task";
import { taskCreationDefaults } from "@bearish/shared/tasks/task-rules";
import dayjs from "dayjs";
import type { LinkRow } from "./links-editor";

/** Values the caller may preset (a board column presets its status and asks for today's due date). */
export interface TaskCreateDefaults {
  name?: string;
  details?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  taskType?: TaskType;
  /** YYYY-MM-DD or an ISO date-time. */
  dueDate?: string | null;
  assignedUserIds?: string[];
  tags?: string[];
  fromBoardColumn?: boolean;
}

/** The creation card's form (spec §3 task form: title, details, assignees, status, priority, dueDate, links...). */
export interface TaskDraft {
  name: string;
  details: string;
  assignedUserIds: string[];
  status: TaskStatus;
  priority: TaskPriority;
  taskType: TaskType;
  /** YYYY-MM-DD as picked (spec §9); "" for none. */
  dueDate: string;
  startDate: string;
  endDate: string;
  links: LinkRow[];
  attachments: TaskAttachment[];
  tags: string[];
  subTasks: string[];
  /** Custom field inputs by field id, written once the task exists. */
  customElements: Record<string, Record<string, unknown>>;
}

const asDay = (value: string | null | undefined) => (value ? dayjs(value).format("YYYY-MM-DD") : "");

/** A fresh form: the spec's defaults (status todo, priority medium, type TASK) under the caller's presets. */
export function initialDraft(defaults: TaskCreateDefaults = {}, now = dayjs()): TaskDraft {
  const base = taskCreationDefaults(
    { status: defaults.status, priority: defaults.priority, taskType: defaults.taskType, dueDate: defaults.dueDate },
    { fromBoardColumn: defaults.fromBoardColumn, today: now.startOf("day").format("YYYY-MM-DD") },
  );
  return {
    name: defaults.name ?? "",
    details: defaults.details ?? "",
    assignedUserIds: defaults.assignedUserIds ?? [],
    status: base.status,
    priority: base.priority,
    taskType: base.taskType,
    dueDate: asDay(base.dueDate),
    startDate: "",
    endDate: "",
    links: [],
    attachments: [],
    tags: defaults.tags ?? [],
    subTasks: [],
    customElements: {},
  };
}

/** The `POST task` body of a draft whose links were already checked. */
export function draftBody(
  draft: TaskDraft,
  links: { text: string; url: string }[],
  workspaceId: string,
  componentId: string | undefined,
  fromBoardColumn: boolean | undefined,
): CreateTaskBody {
  return {
    workspaceId,
    componentId: componentId ?? null,
    name: draft.name.trim() || DEFAULT_TASK_NAME,
    details: draft.details.trim() ? draft.details : null,
    assignedUserIds: draft.assignedUserIds,
    status: draft.status,
    priority: draft.priority,
    taskType: draft.taskType,
    dueDate: draft.dueDate || null,
    startDate: draft.startDate || null,
    endDate: draft.endDate || null,
    links,
    tags: draft.tags,
    attachments: draft.attachments,
    ...(fromBoardColumn ? { fromBoardColumn: true } : {}),
  };
}
