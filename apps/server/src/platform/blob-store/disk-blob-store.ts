import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertBlobKey, BlobNotFoundError, type BlobStore, type ByteRange } from "./blob-store";

const TEMP_DIR = ".tmp";
/** Temporary files older than this are left over from a crash and removed at start. */
const STALE_TEMP_MS = 24 * 3600_000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/**
 * Blobs as files under `root` (`DATA_DIR/files`), at `root/ab/cd/<uuid>`. A put writes a temporary
 * file, flushes it to disk and renames it into place, so a reader never sees half a file and a
 * crash leaves only a temporary file behind.
 */
export class DiskBlobStore implements BlobStore {
  readonly kind = "disk" as const;

  private constructor(private readonly root: string) {}

  static async open(root: string): Promise<DiskBlobStore> {
    const store = new DiskBlobStore(path.resolve(root));
    await fs.mkdir(path.join(store.root, TEMP_DIR), { recursive: true });
    await store.removeStaleTempFiles();
    return store;
  }

  async put(key: string, body: Readable, _options: { contentType: string }): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const temp = path.join(this.root, TEMP_DIR, `${randomUUID()}.part`);
    // `flush`: the data is on disk (fsync) before the stream reports closed.
    const out = createWriteStream(temp, { flags: "wx", mode: 0o600, flush: true, highWaterMark: 1024 * 1024 });
    try {
      await pipeline(body, out);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(path.dirname(target));
    return { size: out.bytesWritten };
  }

  async get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }> {
    const file = await fs.open(this.pathOf(key), "r").catch((error: unknown) => {
      throw isMissing(error) ? new BlobNotFoundError(key) : error;
    });
    try {
      const { size } = await file.stat();
      const stream = file.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { stream, size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const { size } = await fs.stat(this.pathOf(key));
      return { size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}

  private pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, key);
  }

  private async removeStaleTempFiles(): Promise<void> {
    const dir = path.join(this.root, TEMP_DIR);
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < cutoff) await fs.rm(file, { force: true });
    }
  }
}

/** Makes a rename durable: the directory entry itself is flushed. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
