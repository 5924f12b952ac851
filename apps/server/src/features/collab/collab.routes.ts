import { successEnvelope } from "@bearish/shared/api/envelope";
import { collabTicketBodySchema, collabTicketSchema } from "@bearish/shared/pages/page-state";
import { pageParamsSchema } from "@bearish/shared/pages/page-targets";
import {
  createVersionBodySchema,
  pageVersionSchema,
  pageVersionSummarySchema,
  versionListQuerySchema,
  versionParamsSchema,
} from "@bearish/shared/pages/page-versions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { issueCollabTicket } from "./collab.service";
import { collabPages } from "./collab-pages";
import { createPageVersion, getPageVersion, listPageVersions, restorePageVersion } from "./versions.service";

const tags = ["collaboration"];
const base = "/page/:kind/:workspaceId/:targetId/versions";

/** `POST /api/collab/ticket` (signed in) and version history under `/api/page/...`. */
export const collabRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/collab/ticket",
    {
      schema: {
        tags,
        summary: "A single-use ticket (30 s) for one document on the /api/collab WebSocket (readers)",
        body: collabTicketBodySchema,
        response: { 200: successEnvelope(collabTicketSchema) },
      },
    },
    async (request) =>
      ok(await issueCollabTicket(ctx, requireActor(request), request.body.documentName), "Ticket issued"),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "The page's versions, newest first (readers)",
        params: pageParamsSchema,
        querystring: versionListQuerySchema,
        response: { 200: successEnvelope(z.array(pageVersionSummarySchema)) },
      },
    },
    async (request) => {
      const { items, meta } = await listPageVersions(ctx, requireActor(request), request.params, request.query);
      return ok(items, "Versions", meta);
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Saves the content now as a version (editors)",
        params: pageParamsSchema,
        body: createVersionBodySchema,
        response: { 201: successEnvelope(pageVersionSummarySchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createPageVersion(ctx, requireActor(request), request.params, request.body.label),
        "Version saved",
      ),
  );

  app.get(
    `${base}/:versionId`,
    {
      schema: {
        tags,
        summary: "One version with its content (readers)",
        params: pageParamsSchema.extend(versionParamsSchema.shape),
        response: { 200: successEnvelope(pageVersionSchema) },
      },
    },
    async (request) => {
      const { versionId, ...params } = request.params;
      return ok(await getPageVersion(ctx, requireActor(request), params, versionId));
    },
  );

  app.post(
    `${base}/:versionId/restore`,
    {
      schema: {
        tags,
        summary: "Restores a version for everyone editing the page (editors; 409 when locked or archived)",
        params: pageParamsSchema.extend(versionParamsSchema.shape),
        response: { 200: successEnvelope(pageVersionSummarySchema) },
      },
    },
    async (request) => {
      const { versionId, ...params } = request.params;
      return ok(await restorePageVersion(ctx, requireActor(request), params, versionId), "Version restored");
    },
  );
};

/**
 * The Hocuspocus WebSocket at `/api/collab`. The upgrade itself is open: every document on the
 * socket is authenticated by its own ticket (Hocuspocus's token), redeemed in `onAuthenticate`.
 */
export const collabGatewayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  collabPages(ctx);
  app.addHook("preClose", async () => {
    await ctx.collab.close();
  });
  app.get("/collab", { websocket: true, schema: { hide: true } }, (socket, request) => {
    ctx.collab.attach(socket, request.raw);
  });
};
