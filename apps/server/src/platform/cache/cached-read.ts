import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import type { AnswerCache } from "./answer-cache";

/**
 * Serves a signed-in read from `cache` while nothing on its channel changed since the answer was
 * computed (see ChangeVersions). `lookup` is the route's onRequest hook: a hit is sent before the
 * query is even validated (the same URL passed validation when it was computed) and without the
 * database (the access check ran then too, and any change to access publishes on the same channel
 * or, for people-level changes, on the hub's commands, which stales it). `remember` keeps the
 * answer the handler computed, under the stamp taken before it read anything. The key is the
 * caller and the whole URL, so two people never share an answer.
 */
export class CachedRead {
  private readonly stamps = new WeakMap<FastifyRequest, { key: string; stamp: string }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly cache: AnswerCache,
    /** The channel whose events change the answer, from the raw request (null: do not cache). */
    private readonly channelOf: (request: FastifyRequest) => string | null,
  ) {}

  readonly lookup = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const channel = this.channelOf(request);
    if (!channel || !request.actor) return;
    const key = `${request.actor.userId} ${request.url}`;
    const stamp = this.ctx.changes.stamp(channel);
    reply.header("cache-control", "private, no-cache");
    const hit = this.cache.get(key, stamp, this.ctx.clock.now().getTime());
    if (hit) {
      // A Buffer is sent as it is; replying in onRequest ends the request here.
      await reply.type("application/json; charset=utf-8").send(hit);
      return;
    }
    this.stamps.set(request, { key, stamp });
  };

  /** Keeps the handler's answer for the next identical read; answers it unchanged. */
  remember<T>(request: FastifyRequest, answer: T): T {
    const taken = this.stamps.get(request);
    if (taken)
      this.cache.set(taken.key, taken.stamp, Buffer.from(JSON.stringify(answer)), this.ctx.clock.now().getTime());
    return answer;
  }
}
