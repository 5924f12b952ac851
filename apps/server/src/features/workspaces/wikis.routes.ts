import { successEnvelope } from "@bearish/shared/api/envelope";
import { workspaceIdParamSchema } from "@bearish/shared/workspaces/workspace-ids";
import {
  deletedItemSchema,
  itemListQuerySchema,
  wikiBodySchema,
  wikiPageBodySchema,
  wikiPageParamsSchema,
  wikiPageSchema,
  wikiPageUpdateBodySchema,
  wikiParamsSchema,
  wikiSchema,
  wikiSummarySchema,
  wikiUpdateBodySchema,
} from "@bearish/shared/workspaces/workspace-items";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  changePage,
  changeWiki,
  createPage,
  createWiki,
  deletePage,
  deleteWiki,
  getPage,
  getWiki,
  listWorkspaceWikis,
} from "./wikis.service";

const tags = ["workspace items"];
const params = workspaceIdParamSchema;
const deleted = { 200: successEnvelope(deletedItemSchema) };
const pageAnswer = { 200: successEnvelope(wikiPageSchema) };
/** Pages are reachable as `wiki/{id}/{wikiId}/page/{pageId}` and, like their create path, `wiki/{id}/wiki/{wikiId}/page/{pageId}`. */
const PAGE_PATHS = ["/wiki/:id/:wikiId/page/:pageId", "/wiki/:id/wiki/:wikiId/page/:pageId"] as const;

/** Wikis and their pages (spec §7 Items). */
export const wikisRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/wiki/:id",
    {
      schema: {
        tags,
        summary: "A workspace's wikis with their page titles",
        params,
        querystring: itemListQuerySchema,
        response: { 200: successEnvelope(z.array(wikiSummarySchema)) },
      },
    },
    async (request) => {
      const page = await listWorkspaceWikis(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.items, "Wikis", page.meta);
    },
  );
  app.post(
    "/wiki/:id",
    {
      schema: {
        tags,
        summary: "Create a wiki {name, description?} with its home page",
        params,
        body: wikiBodySchema,
        response: { 201: successEnvelope(wikiSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await createWiki(ctx, requireActor(request), request.params.id, request.body), "Wiki created"),
  );
  app.get(
    "/wiki/:id/:wikiId",
    {
      schema: {
        tags,
        summary: "One wiki and its page tree",
        params: wikiParamsSchema,
        response: { 200: successEnvelope(wikiSchema) },
      },
    },
    async (request) => ok(await getWiki(ctx, requireActor(request), request.params.id, request.params.wikiId), "Wiki"),
  );
  app.put(
    "/wiki/:id/:wikiId",
    {
      schema: {
        tags,
        summary: "Change a wiki {name?, description?, homePageId?}",
        params: wikiParamsSchema,
        body: wikiUpdateBodySchema,
        response: { 200: successEnvelope(wikiSchema) },
      },
    },
    async (request) =>
      ok(
        await changeWiki(ctx, requireActor(request), request.params.id, request.params.wikiId, request.body),
        "Wiki updated",
      ),
  );
  app.delete(
    "/wiki/:id/:wikiId",
    { schema: { tags, summary: "Delete a wiki and its pages", params: wikiParamsSchema, response: deleted } },
    async (request) =>
      ok(await deleteWiki(ctx, requireActor(request), request.params.id, request.params.wikiId), "Wiki deleted"),
  );

  app.post(
    "/wiki/:id/wiki/:wikiId/page",
    {
      schema: {
        tags,
        summary: "Create a page {title?, content?, parentPageId?, order?} (title defaults to New Document)",
        params: wikiParamsSchema,
        body: wikiPageBodySchema,
        response: { 201: successEnvelope(wikiPageSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createPage(ctx, requireActor(request), request.params.id, request.params.wikiId, request.body),
        "Page created",
      ),
  );

  for (const url of PAGE_PATHS) {
    app.get(
      url,
      { schema: { tags, summary: "One wiki page", params: wikiPageParamsSchema, response: pageAnswer } },
      async (request) => {
        const { id, wikiId, pageId } = request.params;
        return ok(await getPage(ctx, requireActor(request), id, wikiId, pageId), "Page");
      },
    );
    app.put(
      url,
      {
        schema: {
          tags,
          summary: "Change a page; send the version you edited to be told (409) if someone saved first",
          params: wikiPageParamsSchema,
          body: wikiPageUpdateBodySchema,
          response: pageAnswer,
        },
      },
      async (request) => {
        const { id, wikiId, pageId } = request.params;
        return ok(await changePage(ctx, requireActor(request), id, wikiId, pageId, request.body), "Page updated");
      },
    );
    app.delete(
      url,
      {
        schema: {
          tags,
          summary: "Delete a page and the pages below it",
          params: wikiPageParamsSchema,
          response: deleted,
        },
      },
      async (request) => {
        const { id, wikiId, pageId } = request.params;
        return ok(await deletePage(ctx, requireActor(request), id, wikiId, pageId), "Page deleted");
      },
    );
  }
};
