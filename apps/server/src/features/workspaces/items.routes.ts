import { successEnvelope } from "@bearish/shared/api/envelope";
import { workspaceIdParamSchema } from "@bearish/shared/workspaces/workspace-ids";
import {
  componentBodySchema,
  componentParamsSchema,
  componentSchema,
  componentUpdateBodySchema,
  deletedItemSchema,
  documentBodySchema,
  documentParamsSchema,
  documentSchema,
  documentSummarySchema,
  documentUpdateBodySchema,
  itemListQuerySchema,
  whiteboardBodySchema,
  whiteboardParamsSchema,
  whiteboardSchema,
  whiteboardSummarySchema,
  whiteboardUpdateBodySchema,
  workspaceItemsSchema,
} from "@bearish/shared/workspaces/workspace-items";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  changeComponent,
  changeDocument,
  changeWhiteboard,
  createComponent,
  createDocument,
  createWhiteboard,
  deleteComponent,
  deleteDocument,
  deleteWhiteboard,
  getComponent,
  getDocument,
  getWhiteboard,
  listWorkspaceComponents,
  listWorkspaceDocuments,
  listWorkspaceItems,
  listWorkspaceWhiteboards,
} from "./items.service";

const tags = ["workspace items"];
const params = workspaceIdParamSchema;
const deleted = { 200: successEnvelope(deletedItemSchema) };

/** Components (boards, lists, checklists), whiteboards and documents of a workspace (spec §7 Items). */
export const itemsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/workspace/:id/items",
    {
      schema: {
        tags,
        summary: "Every item for the items menu in one answer: { components, whiteboard, document, wiki }",
        params,
        querystring: itemListQuerySchema,
        response: { 200: successEnvelope(workspaceItemsSchema) },
      },
    },
    async (request) =>
      ok(await listWorkspaceItems(ctx, requireActor(request), request.params.id, request.query), "Items"),
  );

  // ── Components ──
  app.get(
    "/component/:id",
    {
      schema: {
        tags,
        summary: "A workspace's components (page 1, limit 100 by default)",
        params,
        querystring: itemListQuerySchema,
        response: { 200: successEnvelope(z.array(componentSchema)) },
      },
    },
    async (request) => {
      const page = await listWorkspaceComponents(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.items, "Components", page.meta);
    },
  );
  app.post(
    "/component/:id",
    {
      schema: {
        tags,
        summary: "Create a component {name, componentType: Board|List|Checklist, description?, isFreeform?}",
        params,
        body: componentBodySchema,
        response: { 201: successEnvelope(componentSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createComponent(ctx, requireActor(request), request.params.id, request.body),
        "Component created",
      ),
  );
  app.get(
    "/component/:id/component/:componentId",
    {
      schema: {
        tags,
        summary: "One component",
        params: componentParamsSchema,
        response: { 200: successEnvelope(componentSchema) },
      },
    },
    async (request) =>
      ok(await getComponent(ctx, requireActor(request), request.params.id, request.params.componentId), "Component"),
  );
  app.put(
    "/component/:id/component/:componentId",
    {
      schema: {
        tags,
        summary: "Change a component",
        params: componentParamsSchema,
        body: componentUpdateBodySchema,
        response: { 200: successEnvelope(componentSchema) },
      },
    },
    async (request) =>
      ok(
        await changeComponent(ctx, requireActor(request), request.params.id, request.params.componentId, request.body),
        "Component updated",
      ),
  );
  app.delete(
    "/component/:id/component/:componentId",
    { schema: { tags, summary: "Delete a component", params: componentParamsSchema, response: deleted } },
    async (request) =>
      ok(
        await deleteComponent(ctx, requireActor(request), request.params.id, request.params.componentId),
        "Component deleted",
      ),
  );

  // ── Whiteboards ──
  app.get(
    "/whiteboard/:id",
    {
      schema: {
        tags,
        summary: "A workspace's whiteboards",
        params,
        querystring: itemListQuerySchema,
        response: { 200: successEnvelope(z.array(whiteboardSummarySchema)) },
      },
    },
    async (request) => {
      const page = await listWorkspaceWhiteboards(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.items, "Whiteboards", page.meta);
    },
  );
  app.post(
    "/whiteboard/:id",
    {
      schema: {
        tags,
        summary: "Create a whiteboard {title, description?}",
        params,
        body: whiteboardBodySchema,
        response: { 201: successEnvelope(whiteboardSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createWhiteboard(ctx, requireActor(request), request.params.id, request.body),
        "Whiteboard created",
      ),
  );
  app.get(
    "/whiteboard/:id/whiteboard/:whiteboardId",
    {
      schema: {
        tags,
        summary: "One whiteboard with its drawing",
        params: whiteboardParamsSchema,
        response: { 200: successEnvelope(whiteboardSchema) },
      },
    },
    async (request) =>
      ok(await getWhiteboard(ctx, requireActor(request), request.params.id, request.params.whiteboardId), "Whiteboard"),
  );
  app.put(
    "/whiteboard/:id/whiteboard/:whiteboardId",
    {
      schema: {
        tags,
        summary: "Change a whiteboard (title, description, content)",
        params: whiteboardParamsSchema,
        body: whiteboardUpdateBodySchema,
        response: { 200: successEnvelope(whiteboardSchema) },
      },
    },
    async (request) =>
      ok(
        await changeWhiteboard(
          ctx,
          requireActor(request),
          request.params.id,
          request.params.whiteboardId,
          request.body,
        ),
        "Whiteboard updated",
      ),
  );
  app.delete(
    "/whiteboard/:id/whiteboard/:whiteboardId",
    { schema: { tags, summary: "Delete a whiteboard", params: whiteboardParamsSchema, response: deleted } },
    async (request) =>
      ok(
        await deleteWhiteboard(ctx, requireActor(request), request.params.id, request.params.whiteboardId),
        "Whiteboard deleted",
      ),
  );

  // ── Documents ──
  app.get(
    "/document/:id",
    {
      schema: {
        tags,
        summary: "A workspace's documents",
        params,
        querystring: itemListQuerySchema,
        response: { 200: successEnvelope(z.array(documentSummarySchema)) },
      },
    },
    async (request) => {
      const page = await listWorkspaceDocuments(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.items, "Documents", page.meta);
    },
  );
  app.post(
    "/document/:id",
    {
      schema: {
        tags,
        summary: "Create a document {title, content?, isPublic?, password?, expirationDate?}",
        params,
        body: documentBodySchema,
        response: { 201: successEnvelope(documentSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createDocument(ctx, requireActor(request), request.params.id, request.body),
        "Document created",
      ),
  );
  app.get(
    "/document/:id/document/:docId",
    {
      schema: {
        tags,
        summary: "One document",
        params: documentParamsSchema,
        response: { 200: successEnvelope(documentSchema) },
      },
    },
    async (request) =>
      ok(await getDocument(ctx, requireActor(request), request.params.id, request.params.docId), "Document"),
  );
  app.put(
    "/document/:id/document/:docId",
    {
      schema: {
        tags,
        summary: "Change a document; send the version you edited to be told (409) if someone saved first",
        params: documentParamsSchema,
        body: documentUpdateBodySchema,
        response: { 200: successEnvelope(documentSchema) },
      },
    },
    async (request) =>
      ok(
        await changeDocument(ctx, requireActor(request), request.params.id, request.params.docId, request.body),
        "Document updated",
      ),
  );
  app.delete(
    "/document/:id/document/:docId",
    { schema: { tags, summary: "Delete a document", params: documentParamsSchema, response: deleted } },
    async (request) =>
      ok(await deleteDocument(ctx, requireActor(request), request.params.id, request.params.docId), "Document deleted"),
  );
};
