import { z } from "zod";

/** Paging facts returned beside a list (DESIGN §3). */
export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The success envelope every endpoint answers with. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    statusCode: z.union([z.literal(200), z.literal(201)]),
    message: z.string(),
    data,
    meta: pageMetaSchema.optional(),
  });
}

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The error envelope every failure answers with. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Highest `page` any list accepts (beyond it the offset means nothing and overflows). */
export const MAX_PAGE = 1_000_000;

/** Largest `limit` any list accepts (DESIGN §3). */
export const MAX_PAGE_LIMIT = 1000;

/** Query schema for a paged list: 1-based page and the endpoint's own default limit. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  });
}

export function pageMeta(page: number, limit: number, total: number): PageMeta {
  return { page, limit, total, hasMore: page * limit < total };
}

export const idParamSchema = z.object({ id: z.uuid() });

export const emptyDataSchema = z.object({}).strict();
