import { evaluateFormula, formulaVariables } from "@bearish/shared/tasks/formula";
import type {
  Task,
  TaskAttachment,
  TaskDetail,
  TaskPriority,
  TaskStatus,
  TaskType,
  TimeLog,
  WorkspaceTask,
} from "@bearish/shared/tasks/task";
import { taskDisplayId } from "@bearish/shared/tasks/task-rules";
import type { FieldDefinition } from "./task-custom-elements.service";
import type { TimeLogRecord } from "./task-time-logs.repository";
import type { SubTaskFacts, TaskRecord } from "./tasks.repository";

// Stored enum values are written only through the shared schemas, so the casts below restate
// what the database already holds.

/** What presenting a task needs besides its row; loaded once per list, never per task. */
export interface TaskView {
  workspaceName: string;
  /** The custom field definitions of the task's workspace. */
  fields: readonly FieldDefinition[];
  subTasks: readonly SubTaskFacts[];
  /** Whose vote `voted` reports; null for broadcasts (clients read `voterIds`). */
  viewerId: string | null;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Share of done sub-tasks, 0-100; canceled sub-tasks do not count either way. */
export function progressOf(subTasks: readonly SubTaskFacts[]): number {
  const counted = subTasks.filter((s) => s.status !== "canceled");
  if (counted.length === 0) return 0;
  return Math.round((counted.filter((s) => s.status === "done").length / counted.length) * 100);
}

/** Stored values per field id, plus the computed ones (formula, auto progress, votes, logged time). */
function presentCustomElements(task: TaskRecord, view: TaskView): Task["customElements"] {
  const result: Task["customElements"] = {};
  for (const [id, value] of Object.entries(task.customElements)) result[id] = { ...value };
  let variables: Record<string, number | null> | undefined;
  for (const field of view.fields) {
    switch (field.type) {
      case "FORMULA": {
        variables ??= formulaVariables(view.fields, task.customElements);
        const expression = typeof field.options.expression === "string" ? field.options.expression : "";
        result[field.id] = { formula: evaluateFormula(expression, variables) };
        break;
      }
      case "PROGRESS":
        if (field.options.mode === "auto") result[field.id] = { progressAuto: progressOf(view.subTasks) };
        break;
      case "VOTING": {
        const stored = task.customElements[field.id]?.voterIds;
        const voterIds = Array.isArray(stored) ? (stored as string[]) : [];
        result[field.id] = {
          votes: voterIds.length,
          voted: view.viewerId !== null && voterIds.includes(view.viewerId),
          voterIds,
        };
        break;
      }
      case "DATE_TIME_LOG":
        result[field.id] = { totalSeconds: task.timeSpentSeconds };
        break;
      default:
        break;
    }
  }
  return result;
}

export function presentTask(task: TaskRecord, view: TaskView): Task {
  return {
    id: task.id,
    workspaceId: task.workspaceId,
    componentId: task.componentId,
    source: "BEARISH",
    taskIndex: task.taskIndex,
    displayId: taskDisplayId(view.workspaceName, task.taskIndex),
    name: task.name,
    details: task.details,
    status: { value: task.status as TaskStatus },
    priority: { value: task.priority as TaskPriority },
    taskType: task.taskType as TaskType,
    assignedUserIds: task.assignedUserIds,
    dueDate: iso(task.dueDate),
    startDate: iso(task.startDate),
    endDate: iso(task.endDate),
    completedAt: iso(task.completedAt),
    parentTaskId: task.parentTaskId,
    subTaskIds: view.subTasks.map((s) => s.id),
    links: task.links,
    tags: task.tags,
    attachments: task.attachments as TaskAttachment[],
    taskColor: task.taskColor,
    cardColor: task.cardColor,
    emoji: task.emoji,
    estimatedTime: task.estimatedTime,
    dependencies: task.dependencies,
    customElements: presentCustomElements(task, view),
    order: task.order,
    isArchived: task.isArchived,
    commentCount: task.commentCount,
    timeSpentSeconds: task.timeSpentSeconds,
    version: task.version,
    createdBy: task.createdBy,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

export function presentWorkspaceTask(task: TaskRecord, view: TaskView): WorkspaceTask {
  return { ...presentTask(task, view), workspaceName: view.workspaceName };
}

export function presentTimeLog(log: TimeLogRecord): TimeLog {
  return {
    id: log.id,
    userId: log.userId,
    seconds: log.seconds,
    note: log.note,
    loggedAt: log.loggedAt.toISOString(),
    source: log.source as TimeLog["source"],
  };
}

export function presentTaskDetail(
  task: TaskRecord,
  view: TaskView,
  extra: { timeLogs: TimeLogRecord[]; abilities: TaskDetail["abilities"] },
): TaskDetail {
  return {
    ...presentTask(task, view),
    workspaceName: view.workspaceName,
    timeLogs: extra.timeLogs.map(presentTimeLog),
    abilities: extra.abilities,
  };
}
