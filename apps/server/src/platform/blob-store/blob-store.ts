import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/** Inclusive byte range, already checked against the blob's size by the caller. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file bytes live: a directory on disk (the default) or S3-compatible object storage.
 * Keys are always made by `newBlobKey()`; a store refuses any other shape, so no user input can
 * reach a path or an object name.
 */
export interface BlobStore {
  readonly kind: "disk" | "s3";
  /** Streams `body` into the store under `key`; nothing is visible under `key` unless it all arrived. */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  /** The blob's bytes (or the range of them) and its total size. Throws `BlobNotFoundError`. */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }>;
  /** The blob's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no blob under ${key}`);
  }
}

export class InvalidBlobKeyError extends Error {
  constructor() {
    super("refused a blob key the server did not make");
  }
}

const KEY_PATTERN =
  /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$/;

/**
 * A fresh storage key `ab/cd/<uuid>`: random (UUIDv4, so the two prefix levels spread files
 * evenly over 65,536 directories) and unrelated to the file's name.
 */
export function newBlobKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

/** True only for keys shaped like `newBlobKey()`'s, prefixes included. */
export function isBlobKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && match[3]?.slice(0, 2) === match[1] && match[3]?.slice(2, 4) === match[2];
}

export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new InvalidBlobKeyError();
}
