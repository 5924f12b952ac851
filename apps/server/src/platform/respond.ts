import type { PageMeta } from "@bearish/shared/api/envelope";
import type { FastifyReply } from "fastify";

/** Builds the 200 success envelope. */
export function ok<T>(data: T, message = "OK", meta?: PageMeta) {
  return { success: true as const, statusCode: 200 as const, message, data, ...(meta ? { meta } : {}) };
}

/** Sets 201 and builds the success envelope for a create. */
export function created<T>(reply: FastifyReply, data: T, message = "Created") {
  reply.code(201);
  return { success: true as const, statusCode: 201 as const, message, data };
}
