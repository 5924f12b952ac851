import { MAX_BATCH_FILES } from "@bearish/shared/uploads/upload";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, invalid } from "../../platform/errors";
import { batchTooLarge, fileTooLarge, type IncomingFile, tooManyFiles } from "./uploads.service";

/** Room for multipart boundaries, part headers and a few small fields around each file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Registers the multipart parser for a scope of upload routes (files of at most `maxFileBytes`,
 * at most MAX_BATCH_FILES of them), closes the connection after an error answered before the body
 * was read to its end (so the rest of an oversized or refused upload is never read), and answers
 * the `onRequest` hook that refuses with 413 from the Content-Length header alone, before a byte
 * of a body larger than `files` files could be read.
 */
export async function registerUploadForms(
  app: FastifyInstance,
  maxFileBytes: number,
): Promise<(files: number) => (request: FastifyRequest) => Promise<void>> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    highWaterMark: 1024 * 1024,
    fileHwm: 1024 * 1024,
    limits: {
      fileSize: maxFileBytes,
      files: MAX_BATCH_FILES,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: MAX_BATCH_FILES + 50,
      headerPairs: 100,
    },
  });
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header("connection", "close");
  });
  return (files) => async (request) => {
    const length = Number(request.headers["content-length"]);
    if (Number.isFinite(length) && length > files * (maxFileBytes + MULTIPART_OVERHEAD_BYTES)) {
      throw files === 1 ? fileTooLarge(maxFileBytes) : batchTooLarge(maxFileBytes);
    }
  };
}

/** Text fields of a multipart form by name; a repeated field keeps every value in order. */
export type FormFields = Map<string, string[]>;

/**
 * Reads a multipart form in order: text fields are collected; each file part named `fileField`
 * is handed to `onFile` with the text fields that came before it (so checks can run before a
 * byte is stored), and `onFile` must read it (store or drain it) before the next part comes;
 * file parts under other names are drained and dropped. Parser limits become 413s.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: {
    fileField: string;
    maxFileBytes: number;
    onFile: (file: IncomingFile, fieldsSoFar: FormFields) => Promise<void>;
  },
): Promise<FormFields> {
  const fields: FormFields = new Map();
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        continue;
      }
      part.file.once("limit", () => part.file.destroy(fileTooLarge(options.maxFileBytes)));
      await options.onFile({ filename: part.filename, stream: part.file, exceeded: () => part.file.truncated }, fields);
    }
  } catch (error) {
    throw multipartError(error, options.maxFileBytes);
  }
  return fields;
}

/** A multipart parser failure as the answer it deserves (413 for limits, 400 for a broken form). */
export function multipartError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return fileTooLarge(maxFileBytes);
  if (code === "FST_FILES_LIMIT") return tooManyFiles();
  if (typeof (error as { statusCode?: unknown } | null)?.statusCode === "number") return error;
  return invalid("The upload is not a valid multipart form");
}
