import type { Notification, NotificationStatus } from "@bearish/shared/notifications/notification";
import type {
  CreateSubtaskBody,
  CreateTaskBody,
  CreateTimeLogBody,
  Task,
  TaskDetail,
  TimeLog,
  UpdateTaskBody,
  WorkspaceTask,
} from "@bearish/shared/tasks/task";
import type { Approval, ApprovalList } from "@bearish/shared/tasks/task-approvals";
import type { TaskComment } from "@bearish/shared/tasks/task-comments";
import type { Activity } from "@bearish/shared/workspaces/workspace-activity";
import { http } from "../../lib/http";

const id = (value: string) => encodeURIComponent(value);

/** Query values of the task lists: filters (comma-separated lists), paging, sort (see taskFilterSchema). */
export type TaskListParams = Record<string, string | number | boolean | undefined>;

// ── Tasks (spec §7 task service) ────────────────────────────────────────────────────────────────

export const fetchTask = (taskId: string, signal?: AbortSignal) =>
  http.get<TaskDetail>(`/task/${id(taskId)}`, { signal });
/** One workspace's tasks (optionally one board, list or checklist): `workspaceId`, `componentId`, filters. */
export const listTasks = (params: TaskListParams, signal?: AbortSignal) =>
  http.get<Task[]>("/task/get-all-task", { query: params, signal });
/** Tasks of every workspace the caller can see. */
export const listWorkspaceTasks = (params: TaskListParams, signal?: AbortSignal) =>
  http.get<WorkspaceTask[]>("/task/get-all-workspace-tasks", { query: params, signal });
export const createTask = (body: CreateTaskBody) => http.post<Task>("/task", body);
export const createSubtask = (parentId: string, body: CreateSubtaskBody) =>
  http.post<Task>(`/task/${id(parentId)}/subtask`, body);
export const updateTask = (taskId: string, body: UpdateTaskBody) => http.put<Task>(`/task/${id(taskId)}`, body);
/** Values per custom field id; `null` clears one (see task-custom-elements.ts for each type's shape). */
export const updateCustomElements = (taskId: string, customElements: Record<string, unknown>) =>
  http.put<Task>(`/task/${id(taskId)}/custom-element`, { customElements });
export const deleteTask = (taskId: string) => http.delete<{ id: string; deletedIds: string[] }>(`/task/${id(taskId)}`);
export const listTaskActivity = (taskId: string, page = 1, signal?: AbortSignal) =>
  http.get<Activity[]>(`/task/${id(taskId)}/activity`, { query: { page, limit: 20 }, signal });

// ── Time logs (Log time, stopwatch) ─────────────────────────────────────────────────────────────

export const logTime = (taskId: string, body: CreateTimeLogBody) =>
  http.post<TimeLog>(`/task/${id(taskId)}/time-logs`, body);
export const deleteTimeLog = (taskId: string, logId: string) =>
  http.delete<{ id: string }>(`/task/${id(taskId)}/time-logs/${id(logId)}`);

// ── Comments ────────────────────────────────────────────────────────────────────────────────────

export const listComments = (taskId: string, page = 1, signal?: AbortSignal) =>
  http.get<TaskComment[]>(`/task/${id(taskId)}/comments`, { query: { page, limit: 20 }, signal });
export const addComment = (taskId: string, body: string) =>
  http.post<TaskComment>(`/task/${id(taskId)}/comments`, { body });
export const editComment = (taskId: string, commentId: string, body: string) =>
  http.put<TaskComment>(`/task/${id(taskId)}/comments/${id(commentId)}`, { body });
export const deleteComment = (taskId: string, commentId: string) =>
  http.delete<{ id: string }>(`/task/${id(taskId)}/comments/${id(commentId)}`);

// ── Approvals ───────────────────────────────────────────────────────────────────────────────────

export const listApprovals = (taskId: string, signal?: AbortSignal) =>
  http.get<ApprovalList>(`/task/${id(taskId)}/approvals`, { signal });
export const requestApproval = (taskId: string, text: string, approverId: string) =>
  http.post<Approval>(`/task/${id(taskId)}/approvals`, { text, approverId });
export const decideApproval = (taskId: string, approvalId: string, decision: "APPROVED" | "REJECTED", note?: string) =>
  http.post<Approval>(`/task/${id(taskId)}/approvals/${id(approvalId)}/decision`, { decision, note });
export const listMyApprovals = (role: "approver" | "requester", status?: string, signal?: AbortSignal) =>
  http.get<Approval[]>("/task/approvals", { query: { role, status, page: 1, limit: 50 }, signal });

// ── Notifications (messaging spec §7) ───────────────────────────────────────────────────────────

export const listNotifications = (status: NotificationStatus, signal?: AbortSignal) =>
  http.get<Notification[]>("/message/notifications", { query: { status, page: 1, limit: 50 }, signal });
export const readNotification = (notificationId: string) =>
  http.post<Notification>(`/message/notifications/${id(notificationId)}/read`);
export const readAllNotifications = () => http.post<{ updated: number }>("/message/notifications/read-all");
export const snoozeNotification = (notificationId: string, snoozeTime: string) =>
  http.post<Notification>(`/message/notifications/${id(notificationId)}/snooze`, { snoozeTime });
