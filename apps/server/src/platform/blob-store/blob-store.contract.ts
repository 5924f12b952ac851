// Test support: the behaviour every BlobStore backend must show, run against disk and S3 alike.
import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobNotFoundError, type BlobStore, InvalidBlobKeyError, newBlobKey } from "./blob-store";

/**
 * A stream of `total` bytes made on the fly (a random block, each chunk stamped with its number so
 * no two chunks are equal), and the SHA-256 they hash to once the stream has ended.
 */
export function generatedStream(total: number, chunkSize = 64 * 1024): { stream: Readable; sha256: () => string } {
  const block = randomBytes(chunkSize);
  const hash = createHash("sha256");
  let sent = 0;
  let index = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = Buffer.from(block.subarray(0, Math.min(chunkSize, total - sent)));
      if (chunk.length >= 8) chunk.writeDoubleLE(index++, 0);
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest("hex") };
}

/** Streams that fail part-way, as a client that disconnects does. */
function failingStream(goodBytes: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(goodBytes, 1));
        return;
      }
      this.destroy(new Error("client went away"));
    },
  });
}

export function describeBlobStoreContract(
  name: string,
  open: () => Promise<BlobStore>,
  extra: { leftovers?: () => Promise<string[]> } = {},
): void {
  describe(`${name} blob store`, () => {
    let store: BlobStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it("stores a stream and reads it back whole and in ranges", async () => {
      const key = newBlobKey();
      const content = Buffer.from("hello, blob store: 0123456789");
      expect(await store.put(key, Readable.from([content]), { contentType: "text/plain" })).toEqual({
        size: content.length,
      });
      const whole = await store.get(key);
      expect(whole.size).toBe(content.length);
      expect((await buffer(whole.stream)).equals(content)).toBe(true);
      const part = await store.get(key, { start: 7, end: 10 });
      expect(part.size).toBe(content.length);
      expect((await buffer(part.stream)).toString()).toBe("blob");
      expect(await store.stat(key)).toEqual({ size: content.length });
    });

    it("stores an empty blob", async () => {
      const key = newBlobKey();
      expect(await store.put(key, Readable.from([]), { contentType: "application/octet-stream" })).toEqual({
        size: 0,
      });
      expect(await store.stat(key)).toEqual({ size: 0 });
    });

    it("streams a file larger than one multipart part", async () => {
      const key = newBlobKey();
      const size = 20 * 1024 * 1024 + 123;
      const generated = generatedStream(size);
      expect(await store.put(key, generated.stream, { contentType: "application/octet-stream" })).toEqual({ size });
      const read = createHash("sha256");
      for await (const chunk of (await store.get(key)).stream) read.update(chunk as Buffer);
      expect(read.digest("hex")).toBe(generated.sha256());
      await store.delete(key);
    });

    it("deletes, and treats a missing blob as missing", async () => {
      const key = newBlobKey();
      await store.put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" });
      await store.delete(key);
      expect(await store.stat(key)).toBeNull();
      await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it("keeps nothing when the stream fails part-way", async () => {
      const key = newBlobKey();
      await expect(store.put(key, failingStream(64 * 1024), { contentType: "text/plain" })).rejects.toThrow(
        "client went away",
      );
      expect(await store.stat(key)).toBeNull();
      if (extra.leftovers) expect(await extra.leftovers()).toEqual([]);
    });

    it("refuses keys the server did not make", async () => {
      const good = newBlobKey();
      const wrongPrefix = `${good.slice(0, 2) === "00" ? "11" : "00"}${good.slice(2)}`;
      for (const key of ["../../etc/passwd", "ab/cd/not-a-uuid", wrongPrefix, `${good}/..`, `/${good}`, ""]) {
        await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.stat(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.put(key, Readable.from([]), { contentType: "text/plain" }), key).rejects.toBeInstanceOf(
          InvalidBlobKeyError,
        );
      }
    });
  });
}
