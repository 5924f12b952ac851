import { successEnvelope } from "@bearish/shared/api/envelope";
import { searchQuerySchema, searchResultSchema } from "@bearish/shared/search/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { search } from "./search.service";

export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        summary: "Search everything the caller may read, grouped by kind",
        querystring: searchQuerySchema,
        response: { 200: successEnvelope(searchResultSchema) },
      },
    },
    async (request) => ok(await search(ctx, requireActor(request), request.query), "Search results"),
  );
};
