import type { UpdateTaskBody } from "@bearish/shared/tasks/task";
import { isClosedStatus, normalizeTaskLinks, taskDisplayId } from "@bearish/shared/tasks/task-rules";
import { normalizeTags } from "@bearish/shared/workspaces/workspace-rules";
import type { Db } from "../../platform/db/database";
import { invalid, notFound } from "../../platform/errors";
import {
  liveComponentExists,
  liveTaskIdsIn,
  memberIdsAmong,
  type TaskPatch,
  type TaskRecord,
} from "./tasks.repository";

/**
 * The rules of a task's fields, shared by create and update: links, assignees, dependencies and
 * the component are checked against the workspace; a patch keeps only what really changes.
 */

export const ASSIGNEES_MESSAGE = "Assignees must be members of the workspace";
export const DEPENDENCIES_MESSAGE = "Dependencies must be other tasks of the same workspace";
export const componentNotFound = () => notFound("Component not found");

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export function checkedLinks(links: NonNullable<UpdateTaskBody["links"]>): TaskRecord["links"] {
  const result = normalizeTaskLinks(links);
  if (!result.ok) throw invalid(result.message, [{ path: "body.links", message: result.message }]);
  return result.links;
}

export async function checkedAssignees(db: Db, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = unique(ids);
  const members = await memberIdsAmong(db, workspaceId, wanted);
  if (wanted.some((id) => !members.has(id))) {
    throw invalid(ASSIGNEES_MESSAGE, [{ path: "body.assignedUserIds", message: ASSIGNEES_MESSAGE }]);
  }
  return wanted;
}

export async function checkedDependencies(
  db: Db,
  workspaceId: string,
  ids: readonly string[],
  selfId: string | null,
): Promise<string[]> {
  const wanted = unique(ids);
  const found = await liveTaskIdsIn(db, workspaceId, wanted);
  if (wanted.some((id) => id === selfId || !found.has(id))) {
    throw invalid(DEPENDENCIES_MESSAGE, [{ path: "body.dependencies", message: DEPENDENCIES_MESSAGE }]);
  }
  return wanted;
}

export async function checkComponent(db: Db, workspaceId: string, componentId: string | null): Promise<void> {
  if (componentId && !(await liveComponentExists(db, workspaceId, componentId))) throw componentNotFound();
}

const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value ? new Date(value) : null);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The start of the current day in UTC, as an ISO date-time (a board column's "today"). */
export function startOfDayUtc(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}

/**
 * The patch an update body makes to `current`, after every rule: only fields whose value
 * changes are kept, so an update that changes nothing writes nothing.
 */
export async function patchOf(db: Db, current: TaskRecord, body: UpdateTaskBody, now: Date): Promise<TaskPatch> {
  const wanted: TaskPatch = {};
  if (body.name !== undefined) {
    if (!body.name) throw invalid("A task needs a name", [{ path: "body.name", message: "A task needs a name" }]);
    wanted.name = body.name;
  }
  if (body.details !== undefined) wanted.details = body.details;
  if (body.status !== undefined) {
    wanted.status = body.status;
    if (isClosedStatus(body.status) !== isClosedStatus(current.status as never)) {
      wanted.completedAt = isClosedStatus(body.status) ? now : null;
    }
  }
  if (body.priority !== undefined) wanted.priority = body.priority;
  if (body.taskType !== undefined) wanted.taskType = body.taskType;
  if (body.assignedUserIds !== undefined) {
    wanted.assignedUserIds = await checkedAssignees(db, current.workspaceId, body.assignedUserIds);
  }
  if (body.dueDate !== undefined) wanted.dueDate = toDate(body.dueDate) ?? null;
  if (body.startDate !== undefined) wanted.startDate = toDate(body.startDate) ?? null;
  if (body.endDate !== undefined) wanted.endDate = toDate(body.endDate) ?? null;
  if (body.componentId !== undefined) {
    await checkComponent(db, current.workspaceId, body.componentId);
    wanted.componentId = body.componentId;
  }
  if (body.taskColor !== undefined) wanted.taskColor = body.taskColor;
  if (body.cardColor !== undefined) wanted.cardColor = body.cardColor;
  if (body.estimatedTime !== undefined) wanted.estimatedTime = body.estimatedTime;
  if (body.dependencies !== undefined) {
    wanted.dependencies = await checkedDependencies(db, current.workspaceId, body.dependencies, current.id);
  }
  if (body.emoji !== undefined) wanted.emoji = body.emoji || null;
  if (body.links !== undefined) wanted.links = checkedLinks(body.links);
  if (body.tags !== undefined) wanted.tags = normalizeTags(body.tags);
  if (body.attachments !== undefined) wanted.attachments = body.attachments;
  if (body.order !== undefined) wanted.order = body.order;
  if (body.isArchived !== undefined) wanted.isArchived = body.isArchived;

  const patch: TaskPatch = {};
  for (const [key, value] of Object.entries(wanted) as [keyof TaskPatch, unknown][]) {
    const before = current[key];
    const same =
      before instanceof Date || value instanceof Date
        ? sameTime(before as Date | null, value as Date | null)
        : sameJson(before, value);
    if (!same) (patch as Record<string, unknown>)[key] = value;
  }
  return patch;
}

/** Fields whose values are long or structured: the activity names them without before and after. */
const LISTED_FIELDS = new Set(["details", "links", "attachments", "customElements"]);
/** Fields whose values are ids: the sentence names the field only (details keep the values). */
const ID_FIELDS = new Set(["assignedUserIds", "dependencies", "componentId"]);
const FIELD_LABELS: Partial<Record<keyof TaskPatch, string>> = {
  assignedUserIds: "assignees",
  dueDate: "due date",
  startDate: "start date",
  endDate: "end date",
  taskType: "type",
  componentId: "component",
  taskColor: "task colour",
  cardColor: "card colour",
  estimatedTime: "estimated time",
  isArchived: "archived",
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "none";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.join(", ");
  return String(value);
};
const stored = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** The activity entry of an update: a sentence without the actor, and each field's before and after. */
export function describeUpdate(
  current: TaskRecord,
  patch: TaskPatch,
  workspaceName: string,
): { summary: string; details: Record<string, unknown> } {
  const displayId = taskDisplayId(workspaceName, current.taskIndex);
  const keys = (Object.keys(patch) as (keyof TaskPatch)[]).filter((k) => k !== "completedAt");
  const changes: Record<string, unknown> = {};
  for (const key of keys) {
    changes[key] = LISTED_FIELDS.has(key)
      ? { changed: true }
      : { from: stored(current[key]), to: stored(patch[key as keyof typeof patch]) };
  }
  const label = (key: keyof TaskPatch) => FIELD_LABELS[key] ?? key;
  let summary = `updated ${displayId}`;
  const [only] = keys;
  if (keys.length === 1 && only) {
    summary =
      LISTED_FIELDS.has(only) || ID_FIELDS.has(only)
        ? `changed ${label(only)} of ${displayId}`
        : `changed ${label(only)} of ${displayId} from ${shown(current[only])} to ${shown(patch[only])}`;
  } else if (keys.length > 1) {
    summary = `updated ${keys.map(label).join(", ")} of ${displayId}`;
  }
  return { summary, details: { displayId, name: patch.name ?? current.name, changes } };
}

/** "1h 30m", "45m", "30s": logged time in activity sentences. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h ? `${h}h` : "", m ? `${m}m` : "", !h && !m ? `${s}s` : ""].filter(Boolean);
  return parts.join(" ");
}
