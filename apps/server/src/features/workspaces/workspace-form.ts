import { finished } from "node:stream/promises";
import {
  COVER_IMAGE_FIELD,
  COVER_IMAGE_MAX_BYTES,
  COVER_IMAGE_TYPE_MESSAGE,
  COVER_IMAGE_TYPES,
  WORKSPACE_FORM_FIELD_KINDS,
} from "@bearish/shared/workspaces/workspace";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import { AppError, schemaValidationError } from "../../platform/errors";
import { type FormFields, readMultipartForm } from "../uploads/multipart-form";
import { discardStoredFiles, type StoredFile, storeIncomingFile } from "../uploads/uploads.service";

type FieldKind = "number" | "list" | "boolean";

const coverRefused = () => new AppError("request.unsupported_type", 415, COVER_IMAGE_TYPE_MESSAGE);

function listOf(values: string[]): unknown {
  if (values.length !== 1) return values;
  const only = (values[0] as string).trim();
  if (only === "") return [];
  if (!only.startsWith("[")) return [only];
  try {
    return JSON.parse(only) as unknown;
  } catch {
    return only;
  }
}

function convert(kind: FieldKind | undefined, values: string[]): unknown {
  const first = values[0] ?? "";
  if (kind === "list") return listOf(values);
  if (kind === "number") return /^\s*-?\d+(\.\d+)?\s*$/.test(first) ? Number(first) : first;
  if (kind === "boolean") {
    if (["true", "1", "on"].includes(first)) return true;
    if (["false", "0", "off", ""].includes(first)) return false;
    return first;
  }
  return first;
}

/**
 * The text fields of a form as the JSON body they stand for: numbers and booleans converted,
 * lists read from repeated fields (`tags`, `tags[]`) or one JSON array; other fields keep their
 * first value. The shared schema then validates the result like a JSON body.
 */
export function formToBody(fields: FormFields, kinds: Record<string, FieldKind> = WORKSPACE_FORM_FIELD_KINDS) {
  const grouped = new Map<string, string[]>();
  for (const [raw, values] of fields) {
    const name = raw.endsWith("[]") ? raw.slice(0, -2) : raw;
    grouped.set(name, [...(grouped.get(name) ?? []), ...values]);
  }
  return Object.fromEntries([...grouped].map(([name, values]) => [name, convert(kinds[name], values)]));
}

function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw schemaValidationError(parsed.error, "body");
  return parsed.data;
}

/**
 * Reads a workspace form: multipart (fields and an optional `coverImage` PNG, JPEG or WebP,
 * streamed into the blob store) or JSON. The cover is stored but not recorded; the caller records
 * it in its transaction or discards it. Bad fields discard it at once: no row, no blob.
 */
export async function readWorkspaceForm<S extends z.ZodType>(
  ctx: AppContext,
  request: FastifyRequest,
  schema: S,
  options: { acceptCover: boolean },
): Promise<{ body: z.output<S>; cover: StoredFile | null }> {
  if (!request.isMultipart()) return { body: parseBody(schema, request.body), cover: null };
  let cover: StoredFile | null = null;
  try {
    const fields = await readMultipartForm(request, {
      fileField: options.acceptCover ? COVER_IMAGE_FIELD : "",
      maxFileBytes: COVER_IMAGE_MAX_BYTES,
      onFile: async (file) => {
        if (cover) {
          file.stream.resume();
          await finished(file.stream);
          return;
        }
        cover = await storeIncomingFile(ctx, file, {
          maxBytes: COVER_IMAGE_MAX_BYTES,
          allowedTypes: COVER_IMAGE_TYPES,
          refused: coverRefused,
        });
      },
    });
    return { body: parseBody(schema, formToBody(fields)), cover };
  } catch (error) {
    if (cover) await discardStoredFiles(ctx, [cover]);
    throw error;
  }
}
