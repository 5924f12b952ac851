import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { errorEnvelope } from "./errors";

/**
 * Serves the built web app with SPA fallback: any GET outside /api that is not a file answers
 * index.html, so deep links work. Unknown /api paths answer the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, "index.html");
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Looked up per request (not globbed at start), so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of text assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change; anything else is revalidated.
        const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", fingerprinted ? "public, max-age=31536000, immutable" : "no-cache");
        // The same URL may be answered as .br, .gz or plain: shared caches must key on the encoding.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }
  if (built) {
    // The root is a directory to the static handler (which refuses listings); it is the SPA's entry.
    app.get("/", { schema: { hide: true } }, (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return reply.sendFile("index.html", { cacheControl: false });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (
      pathname === "/api" ||
      pathname.startsWith("/api/") ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      return reply
        .code(404)
        .send(errorEnvelope(404, "request.not_found", `No route for ${request.method} ${pathname}`));
    }
    if (pathname.startsWith("/assets/")) {
      // A missing fingerprinted asset must not be answered with the SPA page as text/html.
      return reply.code(404).type("text/plain").send("Not found");
    }
    if (!built) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app has not been built. Run `npm start` (it builds first) or `npm run build`.");
    }
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile("index.html", { cacheControl: false });
  });
}
