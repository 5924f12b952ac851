import { MESSAGE_FILES_MAX, type SendMessageBody, sendMessageBodySchema } from "@bearish/shared/messaging/message";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import { invalid, schemaValidationError } from "../../platform/errors";
import { type FormFields, readMultipartForm } from "../uploads/multipart-form";
import { discardStoredFiles, type StoredFile, storeIncomingFile } from "../uploads/uploads.service";

/** The multipart field that carries a message's files. */
export const MESSAGE_FILES_FIELD = "files";

const tooManyFiles = () => invalid(`A message carries at most ${MESSAGE_FILES_MAX} files`);

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw schemaValidationError(parsed.error, "body");
  return parsed.data;
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function asBoolean(text: string): unknown {
  if (["true", "1", "on"].includes(text)) return true;
  if (["false", "0", "off", ""].includes(text)) return false;
  return text;
}

/**
 * The text fields of a message form as the JSON body they stand for: `mentions`, `poll` and
 * `fileIds` as JSON text (or repeated `fileIds` fields), booleans as "true"/"false". The shared
 * schema then validates it like a JSON body.
 */
export function messageFormToBody(fields: FormFields): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [raw, values] of fields) {
    const name = raw.endsWith("[]") ? raw.slice(0, -2) : raw;
    const first = values[0] ?? "";
    if (name === "mentions" || name === "poll") body[name] = json(first);
    else if (name === "fileIds") body[name] = values.length === 1 && first.startsWith("[") ? json(first) : values;
    else if (["isMentioned", "isAttachment", "isDraft"].includes(name)) body[name] = asBoolean(first);
    else body[name] = first;
  }
  return body;
}

/**
 * A send as JSON, or as multipart with `files` parts streamed into the blob store (stored, not
 * yet recorded: the send records them in its transaction or discards them). Bad fields discard
 * them at once.
 */
export async function readMessageForm(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ body: SendMessageBody; stored: StoredFile[] }> {
  if (!request.isMultipart()) return { body: parse(sendMessageBodySchema, request.body), stored: [] };
  const stored: StoredFile[] = [];
  try {
    const fields = await readMultipartForm(request, {
      fileField: MESSAGE_FILES_FIELD,
      maxFileBytes: ctx.config.uploadMaxBytes,
      onFile: async (file) => {
        if (stored.length >= MESSAGE_FILES_MAX) {
          file.stream.destroy();
          throw tooManyFiles();
        }
        const one = await storeIncomingFile(ctx, file);
        if (one) stored.push(one);
      },
    });
    const body = parse(sendMessageBodySchema, messageFormToBody(fields));
    if (body.fileIds.length + stored.length > MESSAGE_FILES_MAX) throw tooManyFiles();
    return { body, stored };
  } catch (error) {
    await discardStoredFiles(ctx, stored);
    throw error;
  }
}
