import http from "node:http";
import type { ErrorDetail, ErrorEnvelope } from "@bearish/shared/api/envelope";
import type { ErrorCode } from "@bearish/shared/api/error-codes";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

/** An expected failure: becomes the error envelope with this status, code and message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new AppError("request.not_found", 404, message);
export const forbidden = (message = "You do not have permission to do this") =>
  new AppError("auth.forbidden", 403, message);
export const unauthenticated = (message = "Sign in to continue") => new AppError("auth.unauthenticated", 401, message);
export const invalid = (message: string, details?: ErrorDetail[]) =>
  new AppError("request.invalid", 400, message, details);

/**
 * A schema failure found by a handler itself (a multipart form it parsed), thrown as the same
 * validation error Fastify raises for route schemas, so the one error handler answers it alike.
 */
export function schemaValidationError(error: z.ZodError, context: "body" | "querystring" | "params"): Error {
  const failure = new Error("Validation failed") as Error & {
    validation: unknown[];
    validationContext: string;
    statusCode: number;
  };
  failure.statusCode = 400;
  failure.validationContext = context;
  failure.validation = error.issues.map(({ path, code, message, ...params }) => ({
    [Symbol.for("ZodFastifySchemaValidationError")]: true,
    keyword: code,
    instancePath: `/${path.join("/")}`,
    schemaPath: `#/${path.join("/")}/${code}`,
    message,
    params,
  }));
  return failure;
}

export function errorEnvelope(
  statusCode: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
): ErrorEnvelope {
  return {
    success: false,
    statusCode,
    error: http.STATUS_CODES[statusCode] ?? "Error",
    code,
    message,
    ...(details && details.length > 0 ? { details } : {}),
  };
}

const zodEnglish = z.locales.en();

/** True when a validation issue carries a message written in our schemas rather than zod's default. */
function isCustomIssueMessage(issue: { keyword: string; message?: string; params: Record<string, unknown> }): boolean {
  if (!issue.message) return false;
  if (issue.keyword === "custom") return true;
  if (issue.keyword === "invalid_type" && issue.message.startsWith("Invalid input")) return false;
  const fallback = zodEnglish.localeError({ ...issue.params, code: issue.keyword } as never);
  const text = typeof fallback === "string" ? fallback : fallback?.message;
  return text !== issue.message;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "request.invalid",
  401: "auth.unauthenticated",
  403: "auth.forbidden",
  404: "request.not_found",
  413: "request.too_large",
  415: "request.unsupported_type",
  429: "request.rate_limited",
  503: "server.unavailable",
};

/** The one error handler: every failure leaves as the error envelope of DESIGN §3. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(errorEnvelope(error.statusCode, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
        message: issue.message ?? "Invalid value",
      }));
      const first = error.validation[0];
      const firstDetail = details[0];
      // A text our schemas chose (often the spec's, like "Workspace ID is required") is the message
      // as it stands; zod's generic wording is prefixed with the field it is about.
      const message =
        first && firstDetail
          ? isCustomIssueMessage(first)
            ? firstDetail.message
            : `Invalid ${firstDetail.path}: ${firstDetail.message}`
          : "Invalid request";
      return reply.code(400).send(errorEnvelope(400, "request.invalid", message, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return reply.code(500).send(errorEnvelope(500, "server.internal", "An unexpected error occurred"));
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send(errorEnvelope(status, "server.internal", "An unexpected error occurred"));
    }
    const message = error.message || (status === 429 ? "Too many requests. Try again shortly." : "Invalid request");
    return reply.code(status).send(errorEnvelope(status, CODE_BY_STATUS[status] ?? "request.invalid", message));
  });
}
