import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { UNKNOWN_CONTENT_TYPE } from "@bearish/shared/uploads/upload";
import { fileTypeFromBuffer } from "file-type";

/** Bytes read before storing, to recognise the type (file-type needs about 4,100). */
export const SNIFF_BYTES = 4100;
const TEXT_TYPE = "text/plain; charset=utf-8";

export interface MeteredUpload {
  /** The type recognised from the first bytes; never the client's name or header. */
  contentType: string;
  /** Every byte of the file, in order; fails when the source fails or goes over the limit. */
  body: Readable;
  /** Bytes and SHA-256 of what `body` delivered; final once `body` has ended. */
  result(): { size: number; sha256: string };
}

/**
 * Reads the first bytes of an upload to recognise its type, then hands back a stream of the whole
 * file that counts and hashes as it goes. Nothing is buffered beyond the first few kilobytes.
 * `exceeded()` reports that the multipart parser cut the file at the size limit; `tooLarge` is
 * the error the stream then fails with, so a truncated file is never stored.
 */
export async function meterUpload(
  source: Readable,
  options: { maxBytes: number; exceeded: () => boolean; tooLarge: () => Error },
): Promise<MeteredUpload> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    headChunks.push(next.value);
    headLength += next.value.length;
  }
  const head = Buffer.concat(headChunks);
  const contentType = await sniffContentType(head);

  const hash = createHash("sha256");
  let size = 0;
  const take = (chunk: Buffer): Buffer => {
    size += chunk.length;
    if (size > options.maxBytes) throw options.tooLarge();
    hash.update(chunk);
    return chunk;
  };
  async function* everything(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield take(head);
      while (!ended) {
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          break;
        }
        yield take(next.value);
      }
      if (options.exceeded()) throw options.tooLarge();
    } finally {
      // Stops the source when the consumer gave up early (a failed store).
      if (!ended) await iterator.return?.();
    }
  }
  let digest: string | undefined;
  return {
    contentType,
    body: Readable.from(everything(), { objectMode: false }),
    result: () => {
      digest ??= hash.digest("hex");
      return { size, sha256: digest };
    },
  };
}

/**
 * The file's type from its magic bytes. Bytes that match no signature but decode as UTF-8 without
 * NUL are plain text; anything else is `application/octet-stream`.
 */
export async function sniffContentType(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return detected.mime;
  return looksLikeText(head) ? TEXT_TYPE : UNKNOWN_CONTENT_TYPE;
}

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    // `stream: true` tolerates a character cut in half at the end of the sample.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
