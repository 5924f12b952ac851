import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import {
  createSubtaskBodySchema,
  createTaskBodySchema,
  createTimeLogBodySchema,
  deletedTaskSchema,
  taskDetailSchema,
  taskListQuerySchema,
  taskSchema,
  timeLogSchema,
  updateCustomElementsBodySchema,
  updateTaskBodySchema,
  workspaceTaskListQuerySchema,
  workspaceTaskSchema,
} from "@bearish/shared/tasks/task";
import { activityQuerySchema, activitySchema } from "@bearish/shared/workspaces/workspace-activity";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import { AnswerCache } from "../../platform/cache/answer-cache";
import { CachedRead } from "../../platform/cache/cached-read";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { logTime, removeTimeLog } from "./task-time-logs.service";
import {
  changeTask,
  createSubtask,
  createTask,
  deleteTask,
  getTask,
  listAllWorkspaceTasks,
  listTaskActivityEntries,
  listWorkspaceTasks,
  setCustomElements,
} from "./tasks.service";

const tags = ["tasks"];
const params = idParamSchema;
const one = { 200: successEnvelope(taskSchema) };

/** Routes of tasks (task service, spec §7) and their time logs. */
export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Board and list pages ask for the same lists over and over; see platform/cache for why a hit is safe.
  const listCache = new CachedRead(
    ctx,
    new AnswerCache({ ttlMs: 30_000, maxEntries: 1_000, maxBytes: 128 * 1024 * 1024 }),
    (request) => {
      const workspaceId = (request.query as { workspaceId?: unknown }).workspaceId;
      // Events name the id as the database writes it (lower case); a URL may spell it in capitals.
      return typeof workspaceId === "string" && workspaceId ? workspaceChannel(workspaceId.trim().toLowerCase()) : null;
    },
  );
  app.get(
    "/task/get-all-task",
    {
      onRequest: listCache.lookup,
      schema: {
        tags,
        summary: "One workspace's tasks (optionally one component's), filtered, sorted and paged",
        querystring: taskListQuerySchema,
        response: { 200: successEnvelope(z.array(taskSchema)) },
      },
    },
    async (request) => {
      const page = await listWorkspaceTasks(ctx, requireActor(request), request.query);
      return listCache.remember(request, ok(page.items, "Tasks", page.meta));
    },
  );

  app.get(
    "/task/get-all-workspace-tasks",
    {
      schema: {
        tags,
        summary: "Tasks of every workspace the caller can see (limit 200 by default), with workspace names",
        querystring: workspaceTaskListQuerySchema,
        response: { 200: successEnvelope(z.array(workspaceTaskSchema)) },
      },
    },
    async (request) => {
      const page = await listAllWorkspaceTasks(ctx, requireActor(request), request.query);
      return ok(page.items, "Tasks", page.meta);
    },
  );

  app.get(
    "/task/:id",
    {
      schema: {
        tags,
        summary: "One task with its time logs and what the caller may do",
        params,
        response: { 200: successEnvelope(taskDetailSchema) },
      },
    },
    async (request) => ok(await getTask(ctx, requireActor(request), request.params.id), "Task"),
  );

  app.post(
    "/task",
    {
      schema: {
        tags,
        summary: "Create a task (owner, editors, ADMIN)",
        body: createTaskBodySchema,
        response: { 201: successEnvelope(taskSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await createTask(ctx, requireActor(request), request.body), "Task created"),
  );

  app.post(
    "/task/:id/subtask",
    {
      schema: {
        tags,
        summary: "Create a sub-task in the parent's workspace and component",
        params,
        body: createSubtaskBodySchema,
        response: { 201: successEnvelope(taskSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createSubtask(ctx, requireActor(request), request.params.id, request.body),
        "Sub-task created",
      ),
  );

  app.put(
    "/task/:id",
    {
      schema: {
        tags,
        summary: "Change any subset of a task's fields; a stale version answers 409",
        params,
        body: updateTaskBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(await changeTask(ctx, requireActor(request), request.params.id, request.body), "Task updated"),
  );

  app.put(
    "/task/:id/custom-element",
    {
      schema: {
        tags,
        summary: "Set custom field values (null clears); votes need a commenter, the rest an editor",
        params,
        body: updateCustomElementsBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setCustomElements(ctx, requireActor(request), request.params.id, request.body.customElements),
        "Task updated",
      ),
  );

  app.delete(
    "/task/:id",
    {
      schema: {
        tags,
        summary: "Delete a task and its sub-tasks",
        params,
        response: { 200: successEnvelope(deletedTaskSchema) },
      },
    },
    async (request) => ok(await deleteTask(ctx, requireActor(request), request.params.id), "Task deleted"),
  );

  app.get(
    "/task/:id/activity",
    {
      schema: {
        tags,
        summary: "Who changed what on this task, newest first",
        params,
        querystring: activityQuerySchema,
        response: { 200: successEnvelope(z.array(activitySchema)) },
      },
    },
    async (request) => {
      const page = await listTaskActivityEntries(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.items, "Activity", page.meta);
    },
  );

  app.post(
    "/task/:id/time-logs",
    {
      schema: {
        tags,
        summary: "Log time on a task (editors and above)",
        params,
        body: createTimeLogBodySchema,
        response: { 201: successEnvelope(timeLogSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await logTime(ctx, requireActor(request), request.params.id, request.body), "Time logged"),
  );

  app.delete(
    "/task/:id/time-logs/:logId",
    {
      schema: {
        tags,
        summary: "Remove a time entry (one's own, or any for editors)",
        params: z.object({ id: z.uuid(), logId: z.uuid() }),
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(await removeTimeLog(ctx, requireActor(request), request.params.id, request.params.logId), "Time log removed"),
  );
};
