import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "./context";
import { unauthenticated } from "./errors";
import { findSessionByTokenHash, type SessionActor } from "./session.repository";
import { sha256 } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    actor: SessionActor | null;
  }
}

/** Reads the bearer token (if any) into `request.actor` for every request. */
export function registerAuthGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("actor", null);
  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) return;
    const token = header.slice(7).trim();
    if (!token || token.length > 200) return;
    const hash = sha256(token);
    const now = ctx.clock.now();
    const cached = ctx.sessionCache.get(hash, now.getTime());
    if (cached) {
      request.actor = cached;
      return;
    }
    const found = await findSessionByTokenHash(ctx.db, hash, now);
    if (found) ctx.sessionCache.set(hash, found.actor, found.expiresAt.getTime(), now.getTime());
    request.actor = found?.actor ?? null;
  });
}

/**
 * onRequest hook of the signed-in scope: refuses before the body is even parsed, so a signed-out
 * caller learns nothing from validation messages.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw unauthenticated();
}

/** The signed-in actor (guaranteed inside the signed-in scope). */
export function requireActor(request: FastifyRequest): SessionActor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
