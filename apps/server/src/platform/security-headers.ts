import type { FastifyInstance } from "fastify";

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion (MUI) injects style tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  // Audio and video play from our own files; the waveform player decodes them through blob: URLs.
  "media-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  // Iframe blocks embed https pages (sandboxed without allow-same-origin in the editor's view).
  "frame-src https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** Conservative headers on every response; the API docs UI keeps its own script policy. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    if (!request.url.startsWith("/api/docs")) reply.header("Content-Security-Policy", CSP);
  });
}
