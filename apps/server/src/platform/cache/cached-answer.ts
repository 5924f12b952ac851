import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import type { AnswerCache } from "./answer-cache";

/**
 * Answers a signed-in read from `cache` while nothing on `channel` changed since it was computed
 * (see ChangeVersions), else computes, sends and keeps it. The key is the caller and the whole
 * URL, so two people never share an answer. A hit skips the database entirely: the access check
 * ran when the answer was computed, and any change to access publishes on the same channel (or,
 * for people-level changes, on the hub's commands), which stales it.
 */
export async function cachedAnswer<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  channel: string,
  compute: () => Promise<T>,
): Promise<T> {
  const userId = request.actor?.userId ?? "";
  const key = `${userId} ${request.url}`;
  const stamp = ctx.changes.stamp(channel);
  const hit = cache.get(key, stamp, ctx.clock.now().getTime());
  reply.header("cache-control", "private, no-cache");
  if (hit) {
    // Sent as it is (Fastify does not serialize a Buffer); the handler's return value is then ignored.
    await reply.type("application/json; charset=utf-8").send(hit);
    return reply as unknown as T;
  }
  const answer = await compute();
  cache.set(key, stamp, Buffer.from(JSON.stringify(answer)), ctx.clock.now().getTime());
  return answer;
}
