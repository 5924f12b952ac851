import { successEnvelope } from "@bearish/shared/api/envelope";
import { parseChannel } from "@bearish/shared/realtime/channels";
import {
  COVER_IMAGE_FIELD,
  COVER_IMAGE_MAX_BYTES,
  deletedWorkspaceSchema,
  generalAccessBodySchema,
  pinStateSchema,
  workspaceCreateBodySchema,
  workspaceListQuerySchema,
  workspaceSchema,
  workspaceUpdateBodySchema,
} from "@bearish/shared/workspaces/workspace";
import {
  activityQuerySchema,
  activitySchema,
  workspaceAnalyticsSchema,
} from "@bearish/shared/workspaces/workspace-activity";
import { workspaceIdParamSchema } from "@bearish/shared/workspaces/workspace-ids";
import { addedItemSchema, addItemBodySchema } from "@bearish/shared/workspaces/workspace-items";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { created, ok } from "../../platform/respond";
import { listWorkspaceActivity, workspaceAnalytics } from "./activity.service";
import { itemsRoutes } from "./items.routes";
import { addItem } from "./items.service";
import { membersRoutes } from "./members.routes";
import { wikisRoutes } from "./wikis.routes";
import { findWorkspaceGrant } from "./workspace-access";
import { readWorkspaceForm } from "./workspace-form";
import { workspaceSettingsRoutes } from "./workspace-settings.routes";
import {
  assertCanCreateWorkspace,
  assertCanUpdateWorkspace,
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  setArchived,
  setGeneralAccess,
  setPinned,
  updateWorkspace,
} from "./workspaces.service";

const tags = ["workspaces"];
const params = workspaceIdParamSchema;
const one = { 200: successEnvelope(workspaceSchema) };
const list = { 200: successEnvelope(z.array(workspaceSchema)) };
/** Room for multipart boundaries, headers and the text fields around a cover image. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/**
 * The routes that take multipart forms (create, update, add an item), in a scope of their own
 * with the multipart parser: one cover image of at most 10 MB beside a few text fields.
 */
const workspaceFormRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: COVER_IMAGE_MAX_BYTES, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 45 },
  });
  // A refused form is not read to its end; closing the connection stops the client sending it.
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header("connection", "close");
  });
  app.addHook("onRequest", async (request) => {
    const length = Number(request.headers["content-length"]);
    if (Number.isFinite(length) && length > COVER_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) {
      throw new AppError("request.too_large", 413, "The form is too large. A cover image may be at most 10 MB.");
    }
  });

  app.post(
    "/workspace",
    {
      schema: {
        tags,
        summary: `Create a workspace (multipart with an optional "${COVER_IMAGE_FIELD}" image, or JSON)`,
        consumes: ["multipart/form-data", "application/json"],
        response: { 201: successEnvelope(workspaceSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      assertCanCreateWorkspace(actor);
      const { body, cover } = await readWorkspaceForm(ctx, request, workspaceCreateBodySchema, { acceptCover: true });
      return created(reply, await createWorkspace(ctx, actor, body, cover), "Workspace created");
    },
  );

  app.put(
    "/workspace/:id",
    {
      schema: {
        tags,
        summary: `Update a workspace (owner, editors, ADMIN; multipart with "${COVER_IMAGE_FIELD}", or JSON)`,
        consumes: ["multipart/form-data", "application/json"],
        params,
        response: one,
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await assertCanUpdateWorkspace(ctx, actor, request.params.id);
      const { body, cover } = await readWorkspaceForm(ctx, request, workspaceUpdateBodySchema, { acceptCover: true });
      return ok(await updateWorkspace(ctx, actor, request.params.id, body, cover), "Workspace updated");
    },
  );

  app.post(
    "/workspace/:id",
    {
      schema: {
        tags,
        summary: "Add an item: {name, type} with type Board, List, Checklist, Whiteboard, Document or Wiki",
        consumes: ["multipart/form-data", "application/json"],
        params,
        response: { 201: successEnvelope(addedItemSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { body } = await readWorkspaceForm(ctx, request, addItemBodySchema, { acceptCover: false });
      return created(reply, await addItem(ctx, actor, request.params.id, body), "Item created");
    },
  );
};

/**
 * Workspaces, their members, items and settings (spec §7). Registered in the signed-in scope;
 * also lets members (and ADMIN, AUDITOR, link viewers) subscribe to `workspace:<id>`.
 */
export const workspacesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  ctx.realtime.registerChannelAuthorizer("workspace", async (actor, channel) => {
    const parsed = parseChannel(channel);
    if (parsed?.kind !== "workspace") return false;
    return (await findWorkspaceGrant(ctx.db, actor, parsed.workspaceId)) !== null;
  });

  await app.register(workspaceFormRoutes, { ctx });
  await app.register(workspaceSettingsRoutes, { ctx });
  await app.register(membersRoutes, { ctx });
  await app.register(itemsRoutes, { ctx });
  await app.register(wikisRoutes, { ctx });

  app.get(
    "/workspace",
    {
      schema: {
        tags,
        summary: "The caller's workspaces, pinned first (page, limit default 20, search by name)",
        querystring: workspaceListQuerySchema,
        response: list,
      },
    },
    async (request) => {
      const page = await listWorkspaces(ctx, requireActor(request), request.query, false);
      return ok(page.items, "Workspaces", page.meta);
    },
  );

  app.get(
    "/workspace/archived",
    {
      schema: {
        tags,
        summary: "The caller's archived workspaces",
        querystring: workspaceListQuerySchema,
        response: list,
      },
    },
    async (request) => {
      const page = await listWorkspaces(ctx, requireActor(request), request.query, true);
      return ok(page.items, "Archived workspaces", page.meta);
    },
  );

  app.get("/workspace/:id", { schema: { tags, summary: "One workspace", params, response: one } }, async (request) =>
    ok(await getWorkspace(ctx, requireActor(request), request.params.id), "Workspace"),
  );

  app.delete(
    "/workspace/:id",
    {
      schema: {
        tags,
        summary: "Delete a workspace (owner, ADMIN); it answers 404 afterwards",
        params,
        response: { 200: successEnvelope(deletedWorkspaceSchema) },
      },
    },
    async (request) => ok(await deleteWorkspace(ctx, requireActor(request), request.params.id), "Workspace deleted"),
  );

  for (const archived of [true, false]) {
    app.post(
      `/workspace/:id/${archived ? "archive" : "unarchive"}`,
      {
        schema: {
          tags,
          summary: `${archived ? "Archive" : "Unarchive"} a workspace (owner, ADMIN)`,
          params,
          response: one,
        },
      },
      async (request) =>
        ok(
          await setArchived(ctx, requireActor(request), request.params.id, archived),
          archived ? "Workspace archived" : "Workspace restored",
        ),
    );
  }

  for (const pinned of [true, false]) {
    const route = { method: pinned ? "POST" : "DELETE", url: "/workspace/:id/pin" } as const;
    app.route({
      ...route,
      schema: {
        tags,
        summary: pinned ? "Pin a workspace for yourself" : "Unpin a workspace",
        params,
        response: { 200: successEnvelope(pinStateSchema) },
      },
      handler: async (request) =>
        ok(
          await setPinned(ctx, requireActor(request), request.params.id, pinned),
          pinned ? "Workspace pinned" : "Workspace unpinned",
        ),
    });
  }

  app.put(
    "/workspace/:id/general-access",
    {
      schema: {
        tags,
        summary: "General access: restricted or anyone with the link (owner, editors, ADMIN)",
        params,
        body: generalAccessBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setGeneralAccess(ctx, requireActor(request), request.params.id, request.body.generalAccess),
        "General access changed",
      ),
  );

  app.get(
    "/workspace/:id/activity",
    {
      schema: {
        tags,
        summary: "Who changed what, newest first",
        params,
        querystring: activityQuerySchema,
        response: { 200: successEnvelope(z.array(activitySchema)) },
      },
    },
    async (request) => {
      const page = await listWorkspaceActivity(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.items, "Activity", page.meta);
    },
  );

  app.get(
    "/workspace/:id/analytics",
    {
      schema: {
        tags,
        summary: "Members by role, items by type, changes per day and the latest ones",
        params,
        response: { 200: successEnvelope(workspaceAnalyticsSchema) },
      },
    },
    async (request) => ok(await workspaceAnalytics(ctx, requireActor(request), request.params.id), "Analytics"),
  );
};
