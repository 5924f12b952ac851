import { successEnvelope } from "@bearish/shared/api/envelope";
import { linkPreviewQuerySchema, linkPreviewSchema } from "@bearish/shared/link-preview/link-preview";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { closeLinkPreviewService, linkPreviewServiceFor } from "./link-preview.service";

const tags = ["global"];

export const linkPreviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook("onClose", () => closeLinkPreviewService(ctx));

  app.get(
    "/global/link-preview",
    {
      schema: {
        tags,
        summary: "Preview a web page (title, description, icons)",
        description:
          "Fetches the page from the server, public addresses only. 400 link_preview.invalid_url for a URL " +
          "that is not http(s); 400 link_preview.blocked for a private or local destination (also after a " +
          "redirect); 422 link_preview.unavailable when the page cannot be fetched (timeout, unreachable, " +
          "HTTP error, too many redirects). A reachable page that is not HTML answers 200 with empty fields " +
          "and the site's /favicon.ico.",
        querystring: linkPreviewQuerySchema,
        response: { 200: successEnvelope(linkPreviewSchema) },
      },
    },
    async (request) => {
      requireActor(request);
      return ok(await linkPreviewServiceFor(ctx).preview(request.query.url), "Link preview");
    },
  );
};
