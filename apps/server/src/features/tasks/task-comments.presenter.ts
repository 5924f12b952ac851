import type { TaskComment } from "@bearish/shared/tasks/task-comments";
import type { CommentRecord } from "./task-comments.repository";
import { presentPersonRef } from "./task-social";

export function presentComment(c: CommentRecord): TaskComment {
  return {
    id: c.id,
    taskId: c.taskId,
    body: c.body,
    author: presentPersonRef(c.author),
    mentions: c.mentions,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    edited: c.updatedAt.getTime() > c.createdAt.getTime(),
  };
}
