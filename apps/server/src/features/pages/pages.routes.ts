import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  movePageBodySchema,
  pageAnalyticsSchema,
  pageAuditEntrySchema,
  pageAuditQuerySchema,
  pageDetailsBodySchema,
  pageStateSchema,
  pageViewResultSchema,
  publicPageSchema,
  publishBodySchema,
} from "@bearish/shared/pages/page-state";
import { pageParamsSchema } from "@bearish/shared/pages/page-targets";
import { wikiTreeBodySchema, wikiTreeParamsSchema, wikiTreeSchema } from "@bearish/shared/pages/wiki-tree";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { pageCommentsRoutes } from "./page-comments.routes";
import { pageFilesRoutes, publicPageFilesRoutes } from "./page-files.routes";
import {
  changePageDetails,
  getPageState,
  lockPage,
  pageAnalytics,
  pageAudit,
  publishPage,
  recordView,
  setPageArchived,
  unlockPage,
  unpublishPage,
} from "./page-menu.service";
import { readPublicPage } from "./page-public.service";
import { movePage, reorderWikiTree } from "./page-tree.service";

const tags = ["pages"];
const BASE = "/page/:kind/:workspaceId/:targetId";
const stateAnswer = { 200: successEnvelope(pageStateSchema) };

/** The page menu, comments and suggestions under `/api/page/{kind}/{workspaceId}/{targetId}` (signed in). */
export const pagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `${BASE}/state`,
    {
      schema: {
        tags,
        summary: "The caller's role on a page and its lock, publication and archive state (readers)",
        params: pageParamsSchema,
        response: stateAnswer,
      },
    },
    async (request) => ok(await getPageState(ctx, requireActor(request), request.params), "Page state"),
  );

  app.post(
    `${BASE}/view`,
    {
      schema: {
        tags,
        summary: "Count a view of the page (readers; for its analytics)",
        params: pageParamsSchema,
        response: { 200: successEnvelope(pageViewResultSchema) },
      },
    },
    async (request) => ok(await recordView(ctx, requireActor(request), request.params), "View recorded"),
  );

  app.post(
    `${BASE}/lock`,
    {
      schema: {
        tags,
        summary: "Lock the page (editors; 409 page.locked when someone else holds it)",
        params: pageParamsSchema,
        response: stateAnswer,
      },
    },
    async (request) => ok(await lockPage(ctx, requireActor(request), request.params), "Page locked"),
  );

  app.delete(
    `${BASE}/lock`,
    {
      schema: {
        tags,
        summary: "Unlock the page (the person who locked it, or the workspace's owner)",
        params: pageParamsSchema,
        response: stateAnswer,
      },
    },
    async (request) => ok(await unlockPage(ctx, requireActor(request), request.params), "Page unlocked"),
  );

  app.put(
    `${BASE}/publish`,
    {
      schema: {
        tags,
        summary: "Publish the page at /p/{token} or change its password or expiry (editors; documents and wiki pages)",
        params: pageParamsSchema,
        body: publishBodySchema,
        response: stateAnswer,
      },
    },
    async (request) =>
      ok(await publishPage(ctx, requireActor(request), request.params, request.body), "Page published"),
  );

  app.delete(
    `${BASE}/publish`,
    {
      schema: { tags, summary: "Stop publishing the page (editors)", params: pageParamsSchema, response: stateAnswer },
    },
    async (request) => ok(await unpublishPage(ctx, requireActor(request), request.params), "Page unpublished"),
  );

  app.post(
    `${BASE}/archive`,
    {
      schema: {
        tags,
        summary: "Archive the page: read-only, out of search, not public (editors)",
        params: pageParamsSchema,
        response: stateAnswer,
      },
    },
    async (request) => ok(await setPageArchived(ctx, requireActor(request), request.params, true), "Page archived"),
  );

  app.post(
    `${BASE}/unarchive`,
    {
      schema: { tags, summary: "Unarchive the page (editors)", params: pageParamsSchema, response: stateAnswer },
    },
    async (request) => ok(await setPageArchived(ctx, requireActor(request), request.params, false), "Page unarchived"),
  );

  app.put(
    `${BASE}/details`,
    {
      schema: {
        tags,
        summary: "Change the title, a whiteboard's description, or the banner (editors)",
        params: pageParamsSchema,
        body: pageDetailsBodySchema,
        response: stateAnswer,
      },
    },
    async (request) =>
      ok(await changePageDetails(ctx, requireActor(request), request.params, request.body), "Page updated"),
  );

  app.post(
    `${BASE}/move`,
    {
      schema: {
        tags,
        summary: "Move a wiki page (with its subtree) to another parent or wiki of the workspace (editors)",
        params: pageParamsSchema,
        body: movePageBodySchema,
        response: { 200: successEnvelope(wikiTreeSchema) },
      },
    },
    async (request) => ok(await movePage(ctx, requireActor(request), request.params, request.body), "Page moved"),
  );

  app.get(
    `${BASE}/audit`,
    {
      schema: {
        tags,
        summary: "The page's activity, newest first (readers; page, limit default 20)",
        params: pageParamsSchema,
        querystring: pageAuditQuerySchema,
        response: { 200: successEnvelope(z.array(pageAuditEntrySchema)) },
      },
    },
    async (request) => {
      const { items, meta } = await pageAudit(ctx, requireActor(request), request.params, request.query);
      return ok(items, "Page activity", meta);
    },
  );

  app.get(
    `${BASE}/analytics`,
    {
      schema: {
        tags,
        summary: "Views (all time and per day for 30 days), editors and the last edit (readers)",
        params: pageParamsSchema,
        response: { 200: successEnvelope(pageAnalyticsSchema) },
      },
    },
    async (request) => ok(await pageAnalytics(ctx, requireActor(request), request.params), "Page analytics"),
  );

  app.put(
    "/wiki/:id/:wikiId/tree",
    {
      schema: {
        tags,
        summary: "Drag and drop in a wiki's tree: put a page under a parent at an index (editors)",
        params: wikiTreeParamsSchema,
        body: wikiTreeBodySchema,
        response: { 200: successEnvelope(wikiTreeSchema) },
      },
    },
    async (request) =>
      ok(
        await reorderWikiTree(ctx, requireActor(request), request.params.id, request.params.wikiId, request.body),
        "Wiki tree updated",
      ),
  );

  await app.register(pageCommentsRoutes, { ctx });
  await app.register(pageFilesRoutes, { ctx });
};

const publicTokenParamsSchema = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, "Not a page link"),
});

/** Published pages, read without signing in: `/api/public/page/{token}`. */
export const publicPagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/public/page/:token",
    {
      // Anyone may call it: a quarter of the general per-minute limit per address.
      config: {
        rateLimit: { max: Math.max(1, Math.floor(ctx.config.rateLimitPerMinute / 4)), timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary: "A published page (no sign-in; header x-page-password when it has a password)",
        security: [],
        params: publicTokenParamsSchema,
        response: { 200: successEnvelope(publicPageSchema) },
      },
    },
    async (request, reply) => {
      // Until we know the page has no password, nothing of this answer may be kept by a cache.
      reply.header("Cache-Control", "no-store");
      const header = request.headers["x-page-password"];
      const password = Array.isArray(header) ? header[0] : header;
      const { page, hasPassword } = await readPublicPage(ctx, request.params.token, password);
      if (!hasPassword) reply.header("Cache-Control", "private, no-cache");
      return ok(page, "Published page");
    },
  );

  await app.register(publicPageFilesRoutes, { ctx });
};
