import { z } from "zod";
import { MAX_PAGE, MAX_PAGE_LIMIT } from "../api/envelope";
import { hexColorSchema } from "../workspaces/custom-fields";
import { WORKSPACE_ID_REQUIRED_MESSAGE } from "../workspaces/workspace-ids";

// ── Value sets (spec §3) ─────────────────────────────────────────────────────────────────────────

/**
 * The statuses a task can have: the spec's second set (backlog, todo, inProgress, done, canceled).
 * The editor's default set (todo, in-progress, done) is a subset; `in-progress` is read as
 * `inProgress` on input.
 */
export const TASK_STATUSES = ["backlog", "todo", "inProgress", "done", "canceled"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The editor's default status set (board and checklist blocks, spec §3). */
export const EDITOR_TASK_STATUSES = ["todo", "inProgress", "done"] as const satisfies readonly TaskStatus[];
/** Statuses that count as finished (progress, "show completed", completedAt). */
export const CLOSED_TASK_STATUSES = ["done", "canceled"] as const satisfies readonly TaskStatus[];

export const TASK_PRIORITIES = ["noPriority", "urgent", "high", "medium", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_TYPES = [
  "TASK",
  "Bug",
  "STORY",
  "EPIC",
  "SUB_TASK",
  "FEATURE",
  "IMPROVEMENT",
  "SPIKE",
  "INCIDENT",
  "SUPPORT_TICKET",
  "CHANGE_REQUEST",
  "RELEASE",
  "TEST_CASE",
  "CUSTOM",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const DEFAULT_TASK_TAGS = ["defaultTag", "work", "personal", "urgent", "lowPriority"] as const;

/**
 * Creation defaults (spec §4, where the readings differ; the choice is written in the README):
 * status the second option of the status set (todo), priority medium (the editor board's reading,
 * and what Jira users expect), type TASK, name "New Task" when left blank (board-inserted tasks),
 * due date today only when added from a board column, otherwise none.
 */
export const DEFAULT_TASK_STATUS: TaskStatus = "todo";
export const DEFAULT_TASK_PRIORITY: TaskPriority = "medium";
export const DEFAULT_TASK_TYPE: TaskType = "TASK";
export const DEFAULT_TASK_NAME = "New Task";

// ── Limits ───────────────────────────────────────────────────────────────────────────────────────

export const TASK_LIST_DEFAULT_LIMIT = 20;
/** The global filter and the board ask for this many per page (spec §9: workspace filter 200). */
export const TASK_FILTER_DEFAULT_LIMIT = 200;
export const TASK_NAME_MAX_LENGTH = 500;
export const TASK_DETAILS_MAX_LENGTH = 20_000;
export const TASK_MAX_ASSIGNEES = 50;
export const TASK_MAX_LINKS = 50;
export const TASK_MAX_TAGS = 50;
export const TASK_TAG_MAX_LENGTH = 50;
export const TASK_MAX_ATTACHMENTS = 50;
export const TASK_MAX_DEPENDENCIES = 100;
/** The spec's text for a bad link (spec §5). */
export const INVALID_URL_MESSAGE = "Invalid_url";

// ── Input pieces ─────────────────────────────────────────────────────────────────────────────────

const STATUS_ALIASES: Record<string, TaskStatus> = { "in-progress": "inProgress" };

/** A status as a plain value or a value object (`{value}`, board blocks); `in-progress` is accepted. */
export const taskStatusInputSchema = z
  .union([z.string(), z.object({ value: z.string() })])
  .transform((input) => {
    const value = typeof input === "string" ? input : input.value;
    return STATUS_ALIASES[value] ?? value;
  })
  .pipe(z.enum(TASK_STATUSES, { error: `Status must be one of ${TASK_STATUSES.join(", ")}` }));

export const taskPriorityInputSchema = z
  .union([z.string(), z.object({ value: z.string() })])
  .transform((input) => (typeof input === "string" ? input : input.value))
  .pipe(z.enum(TASK_PRIORITIES, { error: `Priority must be one of ${TASK_PRIORITIES.join(", ")}` }));

export const taskTypeSchema = z.enum(TASK_TYPES, { error: `Task type must be one of ${TASK_TYPES.join(", ")}` });

/** Accepts `YYYY-MM-DD` or a full ISO date-time; answers are always ISO date-times (UTC). */
export const taskDateInputSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}($|T)/.test(value) && !Number.isNaN(Date.parse(value)), "Invalid date")
  .transform((value) => new Date(value).toISOString());

/** A link: text and an http(s) url (`Invalid_url` otherwise). A link with an empty url is dropped. */
export const taskLinkInputSchema = z.object({
  text: z.string().trim().max(500).default(""),
  url: z.string().trim().max(2000),
});
export type TaskLinkInput = z.infer<typeof taskLinkInputSchema>;

export const taskLinkSchema = z.object({ text: z.string(), url: z.string() });
export type TaskLink = z.infer<typeof taskLinkSchema>;

export const taskAttachmentSchema = z.object({
  /** An upload of `POST upload-files` or a cloud file; the name and type are what was shown. */
  id: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(300),
  fileType: z.string().trim().max(200).default(""),
  url: z.string().trim().max(2000).optional(),
  size: z.number().int().min(0).optional(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

const taskTag = z.string().trim().min(1, "A tag cannot be empty").max(TASK_TAG_MAX_LENGTH);
const uuidList = (max: number, label: string) =>
  z.array(z.uuid(`Invalid ${label} id`)).max(max, `At most ${max} ${label}s`);

/** Fields a task body may carry, shared by create, sub-task and update (all optional here). */
const taskFields = {
  name: z.string().trim().max(TASK_NAME_MAX_LENGTH, `Task name must be at most ${TASK_NAME_MAX_LENGTH} characters`),
  details: z
    .string()
    .max(TASK_DETAILS_MAX_LENGTH, `Details must be at most ${TASK_DETAILS_MAX_LENGTH} characters`)
    .nullable(),
  assignedUserIds: uuidList(TASK_MAX_ASSIGNEES, "assignee"),
  dueDate: taskDateInputSchema.nullable(),
  startDate: taskDateInputSchema.nullable(),
  endDate: taskDateInputSchema.nullable(),
  priority: taskPriorityInputSchema,
  status: taskStatusInputSchema,
  componentId: z.uuid("Invalid component id").nullable(),
  taskColor: hexColorSchema.nullable(),
  cardColor: hexColorSchema.nullable(),
  /** Estimated time in minutes. */
  estimatedTime: z.number().int().min(0).max(1_000_000).nullable(),
  dependencies: uuidList(TASK_MAX_DEPENDENCIES, "dependency"),
  emoji: z.string().trim().max(32).nullable(),
  taskType: taskTypeSchema,
  links: z.array(taskLinkInputSchema).max(TASK_MAX_LINKS, `At most ${TASK_MAX_LINKS} links`),
  tags: z.array(taskTag).max(TASK_MAX_TAGS, `At most ${TASK_MAX_TAGS} tags`),
  attachments: z.array(taskAttachmentSchema).max(TASK_MAX_ATTACHMENTS, `At most ${TASK_MAX_ATTACHMENTS} attachments`),
  /** Manual order within the list (smaller first); the server places new tasks last. */
  order: z.number().finite(),
};

const partial = z.object(taskFields).partial();

/** `POST task`: a new task in a workspace (and optionally one of its boards, lists or checklists). */
export const createTaskBodySchema = partial.extend({
  workspaceId: z
    .string({ error: WORKSPACE_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, WORKSPACE_ID_REQUIRED_MESSAGE)
    .pipe(z.uuid("Invalid workspace id")),
  /** Set by "add task" on a board column: the due date defaults to today (spec §4). */
  fromBoardColumn: z.boolean().optional(),
});
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;

/** `POST task/{id}/subtask`: a sub-task; its workspace and component are the parent's. */
export const createSubtaskBodySchema = partial;
export type CreateSubtaskBody = z.infer<typeof createSubtaskBodySchema>;

/** `PUT task/{id}`: any subset of the fields; `null` clears a nullable one. */
export const updateTaskBodySchema = partial.extend({
  isArchived: z.boolean().optional(),
  /** Optimistic concurrency: the `version` the client saw; a stale one answers 409. */
  version: z.number().int().min(1).optional(),
});
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

/** `PUT task/{id}/custom-element`: values per custom field id (`null` clears); see task-custom-elements.ts. */
export const updateCustomElementsBodySchema = z.object({
  customElements: z.record(z.uuid("Invalid custom field id"), z.unknown()),
});
export type UpdateCustomElementsBody = z.infer<typeof updateCustomElementsBodySchema>;

// ── Lists and filters (spec §2 global filter panel, view settings) ──────────────────────────────

export const TASK_SORTS = ["status", "manual", "priority", "assignee", "dueDate", "type", "created", "name"] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const SHOW_COMPLETED = ["all", "pastDay", "week", "month", "none"] as const;
export type ShowCompleted = (typeof SHOW_COMPLETED)[number];
/** The filter popover's scopes (spec §2): all, inbox (assigned to me), created today (client gives the bound). */
export const TASK_SCOPES = ["all", "inbox"] as const;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(",")).map((part) => part.trim()).filter((part) => part.length > 0),
    )
    .pipe(z.array(item).max(100));
const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");
const isoBound = z.iso.datetime({ offset: true, error: "Invalid date" });

/** Filters shared by both task lists. Date ranges are given by the client in its own time zone. */
export const taskFilterSchema = z.object({
  status: csv(z.enum(TASK_STATUSES)).optional(),
  priority: csv(z.enum(TASK_PRIORITIES)).optional(),
  taskType: csv(taskTypeSchema).optional(),
  /** Assignee ids; `me` is the caller, `none` unassigned tasks. */
  assignee: csv(z.union([z.uuid(), z.literal("me"), z.literal("none")])).optional(),
  creator: csv(z.union([z.uuid(), z.literal("me")])).optional(),
  tag: csv(taskTag).optional(),
  /** `with`: tasks that have sub-tasks; `without`: tasks that have none; `only`: sub-tasks only; `hide`: top-level only. */
  subIssues: z.enum(["with", "without", "only", "hide"]).optional(),
  /** Tasks whose name (case-insensitive) another task of the same workspace also has. */
  duplicates: booleanFlag.optional(),
  dueFrom: isoBound.optional(),
  dueTo: isoBound.optional(),
  /** Tasks without a due date. */
  noDueDate: booleanFlag.optional(),
  createdFrom: isoBound.optional(),
  createdTo: isoBound.optional(),
  startedFrom: isoBound.optional(),
  startedTo: isoBound.optional(),
  completedFrom: isoBound.optional(),
  completedTo: isoBound.optional(),
  /** Not closed, due within the next 48 hours. */
  atRisk: booleanFlag.optional(),
  /** Not closed and past its due date. */
  delayed: booleanFlag.optional(),
  scope: z.enum(TASK_SCOPES).optional(),
  /** Case-insensitive text in the name, details or display id. */
  search: z.string().trim().max(200).optional(),
  showCompleted: z.enum(SHOW_COMPLETED).default("all"),
  includeArchived: booleanFlag.optional(),
  sort: z.enum(TASK_SORTS).default("manual"),
  direction: z.enum(["asc", "desc"]).default("asc"),
});
export type TaskFilter = z.infer<typeof taskFilterSchema>;

const pageFields = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1).max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
});

/** `GET task/get-all-task`: one workspace's tasks (optionally one component's). */
export const taskListQuerySchema = taskFilterSchema.extend({
  ...pageFields(TASK_LIST_DEFAULT_LIMIT),
  workspaceId: z
    .string({ error: WORKSPACE_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, WORKSPACE_ID_REQUIRED_MESSAGE)
    .pipe(z.uuid("Invalid workspace id")),
  componentId: z.uuid("Invalid component id").optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** `GET task/get-all-workspace-tasks`: tasks of every workspace the caller can see. */
export const workspaceTaskListQuerySchema = taskFilterSchema.extend({
  ...pageFields(TASK_FILTER_DEFAULT_LIMIT),
  workspaceId: csv(z.uuid("Invalid workspace id")).optional(),
  /** Boards, lists or checklists to narrow to (the filter popover's projects). */
  componentId: csv(z.uuid("Invalid component id")).optional(),
});
export type WorkspaceTaskListQuery = z.infer<typeof workspaceTaskListQuerySchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────

export const taskValueSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values) });

export const timeLogSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  seconds: z.number().int(),
  note: z.string().nullable(),
  loggedAt: z.string(),
  source: z.enum(["manual", "stopwatch"]),
});
export type TimeLog = z.infer<typeof timeLogSchema>;

/** A task as every endpoint answers it (spec §3 payload, display and workspace-task fields). */
export const taskSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  componentId: z.string().nullable(),
  source: z.literal("BEARISH"),
  taskIndex: z.number().int(),
  /** `ABC-07`: first 3 letters of the workspace name upper-cased, a dash, the index padded to 2. */
  displayId: z.string(),
  name: z.string(),
  details: z.string().nullable(),
  status: taskValueSchema(TASK_STATUSES),
  priority: taskValueSchema(TASK_PRIORITIES),
  taskType: taskTypeSchema,
  assignedUserIds: z.array(z.string()),
  dueDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  parentTaskId: z.string().nullable(),
  subTaskIds: z.array(z.string()),
  links: z.array(taskLinkSchema),
  tags: z.array(z.string()),
  attachments: z.array(taskAttachmentSchema),
  taskColor: z.string().nullable(),
  cardColor: z.string().nullable(),
  emoji: z.string().nullable(),
  estimatedTime: z.number().nullable(),
  dependencies: z.array(z.string()),
  /** Stored values per custom field id, plus computed ones (formula, auto progress, votes, time). */
  customElements: z.record(z.string(), z.record(z.string(), z.unknown())),
  order: z.number(),
  isArchived: z.boolean(),
  commentCount: z.number().int(),
  timeSpentSeconds: z.number().int(),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** A task in the cross-workspace list: the task plus its workspace's name. */
export const workspaceTaskSchema = taskSchema.extend({ workspaceName: z.string() });
export type WorkspaceTask = z.infer<typeof workspaceTaskSchema>;

/** One task with what the full card shows besides it. */
export const taskDetailSchema = taskSchema.extend({
  workspaceName: z.string(),
  timeLogs: z.array(timeLogSchema),
  /** What the caller may do, so the client hides controls it would be refused. */
  abilities: z.object({ edit: z.boolean(), comment: z.boolean(), delete: z.boolean() }),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const deletedTaskSchema = z.object({ id: z.string(), deletedIds: z.array(z.string()) });

// ── Time logs (Log time, the stopwatch and DATE_TIME_LOG fields) ────────────────────────────────

export const TIME_LOG_MAX_SECONDS = 7 * 24 * 3600;
export const createTimeLogBodySchema = z.object({
  seconds: z
    .number()
    .int()
    .min(1, "Log at least one second")
    .max(TIME_LOG_MAX_SECONDS, "A single entry is at most 7 days"),
  note: z.string().trim().max(1000).nullable().optional(),
  loggedAt: z.iso.datetime({ offset: true, error: "Invalid date" }).optional(),
  source: z.enum(["manual", "stopwatch"]).default("manual"),
});
export type CreateTimeLogBody = z.infer<typeof createTimeLogBodySchema>;

// ── Realtime (on `workspace:<id>`) ──────────────────────────────────────────────────────────────

export const TASK_EVENTS = {
  created: "task-created",
  updated: "task-updated",
  deleted: "task-deleted",
} as const;
/** `task-created` and `task-updated` carry `{ task }`; `task-deleted` carries `{ id, deletedIds }`. */
export type TaskEvent = { task: Task } | { id: string; deletedIds: string[] };
