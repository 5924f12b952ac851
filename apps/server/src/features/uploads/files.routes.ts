import { Readable } from "node:stream";
import { isServedInline } from "@bearish/shared/uploads/upload-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { etagMatches, parseByteRange, type RangeAnswer } from "./byte-range";
import { contentDisposition } from "./file-names";
import { findSignedUpload, openUpload } from "./uploads.service";

/** Anything not shown inline is a download that, if opened anyway, may run nothing and load nothing. */
export const ATTACHMENT_CSP = "sandbox; default-src 'none'";

/**
 * `GET /api/files/:id?expires=&sig=`: serves a stored file to whoever holds a valid signed URL
 * (no bearer header, so `<img src>`, `<video src>` and downloads work). A bad, expired or altered
 * signature, an unknown id and a deleted file all answer 404 alike. Only allowlisted raster
 * images, audio, video and PDF are inline; everything else is an attachment under a sandboxing
 * CSP. Supports single byte ranges (seeking), ETag revalidation and a private cache that lasts
 * until the URL expires.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["uploads"],
        summary: "Serve a stored file by its signed URL (no sign-in; the signature is the credential)",
        security: [],
        params: z.object({ id: z.string() }),
        // Checked by the signer, not here, so a malformed query gets the same 404 as a wrong one.
        querystring: z.object({ expires: z.unknown().optional(), sig: z.unknown().optional() }),
      },
      // Runs after the app-wide security headers, so the attachment policy replaces the page policy.
      onSend: async (_request, reply) => {
        if (String(reply.getHeader("content-disposition") ?? "").startsWith("attachment")) {
          reply.header("content-security-policy", ATTACHMENT_CSP);
        }
      },
    },
    async (request, reply) => {
      const { expires, sig } = request.query;
      const upload = await findSignedUpload(ctx, request.params.id, expires, sig);
      const etag = `"${upload.sha256}"`;
      const ifRange = request.headers["if-range"];
      const range = rangeToServe(
        request.headers.range,
        typeof ifRange === "string" ? ifRange : undefined,
        etag,
        upload.size,
      );
      if (range.kind === "unsatisfiable") {
        reply.header("content-range", `bytes */${upload.size}`);
        throw new AppError("request.range_not_satisfiable", 416, "The requested range is outside the file");
      }

      reply.headers({
        "content-type": upload.contentType,
        "content-disposition": contentDisposition(
          isServedInline(upload.contentType) ? "inline" : "attachment",
          upload.originalName,
        ),
        "x-content-type-options": "nosniff",
        "accept-ranges": "bytes",
        etag,
        "last-modified": upload.createdAt.toUTCString(),
        // The URL names immutable bytes and dies at its expiry; until then the browser may keep them.
        "cache-control": `private, max-age=${ctx.fileUrls.secondsLeft(String(expires))}, immutable`,
      });
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();

      const partial = range.kind === "partial" ? { start: range.start, end: range.end } : undefined;
      const length = partial ? partial.end - partial.start + 1 : upload.size;
      reply.header("content-length", length);
      if (partial) reply.code(206).header("content-range", `bytes ${partial.start}-${partial.end}/${upload.size}`);
      if (length === 0) return reply.send();
      // Fastify's HEAD handling keeps our Content-Length only for a stream payload.
      if (request.method === "HEAD") return reply.send(Readable.from([]));
      return reply.send(await openUpload(ctx, upload, partial));
    },
  );
};

/** A Range header is honoured only if `If-Range` (when sent) still names these bytes. */
function rangeToServe(range: string | undefined, ifRange: string | undefined, etag: string, size: number): RangeAnswer {
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: "full" };
  return parseByteRange(range, size);
}
