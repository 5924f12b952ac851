import { successEnvelope } from "@bearish/shared/api/envelope";
import { customFieldBodySchema, customFieldSchema } from "@bearish/shared/workspaces/custom-fields";
import {
  contentBodySchema,
  contentParamsSchema,
  contentSchema,
  contentUpdateBodySchema,
  customFieldParamsSchema,
  tagsBodySchema,
  workspaceSchema,
} from "@bearish/shared/workspaces/workspace";
import { workspaceIdParamSchema } from "@bearish/shared/workspaces/workspace-ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  changeContent,
  createContent,
  createCustomField,
  removeContent,
  removeCustomField,
  replaceCustomField,
  replaceTags,
} from "./workspace-settings.service";

const tags = ["workspace settings"];
const params = workspaceIdParamSchema;

/** Workspace tools: tags, custom fields and the workspace's own content blocks (owner, editors, ADMIN). */
export const workspaceSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/workspace/:id/tags",
    {
      schema: {
        tags,
        summary: "Replace the workspace's tags (trimmed, case-insensitive duplicates dropped, ≤ 50 chars, ≤ 100)",
        params,
        body: tagsBodySchema,
        response: { 200: successEnvelope(workspaceSchema) },
      },
    },
    async (request) =>
      ok(await replaceTags(ctx, requireActor(request), request.params.id, request.body.tags), "Tags saved"),
  );

  app.post(
    "/workspace/:id/custom-fields",
    {
      schema: {
        tags,
        summary: "Add a custom field (one of the 17 types, with its options)",
        params,
        body: customFieldBodySchema,
        response: { 201: successEnvelope(customFieldSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createCustomField(ctx, requireActor(request), request.params.id, request.body),
        "Custom field created",
      ),
  );

  app.put(
    "/workspace/:id/custom-fields/:fieldId",
    {
      schema: {
        tags,
        summary: "Replace a custom field's definition",
        params: customFieldParamsSchema,
        body: customFieldBodySchema,
        response: { 200: successEnvelope(customFieldSchema) },
      },
    },
    async (request) =>
      ok(
        await replaceCustomField(ctx, requireActor(request), request.params.id, request.params.fieldId, request.body),
        "Custom field updated",
      ),
  );

  app.delete(
    "/workspace/:id/custom-fields/:fieldId",
    {
      schema: {
        tags,
        summary: "Remove a custom field",
        params: customFieldParamsSchema,
        response: { 200: successEnvelope(customFieldSchema) },
      },
    },
    async (request) =>
      ok(
        await removeCustomField(ctx, requireActor(request), request.params.id, request.params.fieldId),
        "Custom field deleted",
      ),
  );

  app.post(
    "/workspace/:id/content",
    {
      schema: {
        tags,
        summary: "Add a content block {type, data, position?}",
        params,
        body: contentBodySchema,
        response: { 201: successEnvelope(contentSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createContent(ctx, requireActor(request), request.params.id, request.body),
        "Content created",
      ),
  );

  app.put(
    "/workspace/:id/content/:contentId",
    {
      schema: {
        tags,
        summary: "Change a content block",
        params: contentParamsSchema,
        body: contentUpdateBodySchema,
        response: { 200: successEnvelope(contentSchema) },
      },
    },
    async (request) =>
      ok(
        await changeContent(ctx, requireActor(request), request.params.id, request.params.contentId, request.body),
        "Content updated",
      ),
  );

  app.delete(
    "/workspace/:id/content/:contentId",
    {
      schema: {
        tags,
        summary: "Remove a content block",
        params: contentParamsSchema,
        response: { 200: successEnvelope(contentSchema) },
      },
    },
    async (request) =>
      ok(
        await removeContent(ctx, requireActor(request), request.params.id, request.params.contentId),
        "Content deleted",
      ),
  );
};
