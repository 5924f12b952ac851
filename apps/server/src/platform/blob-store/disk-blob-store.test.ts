import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newBlobKey } from "./blob-store";
import { describeBlobStoreContract } from "./blob-store.contract";
import { DiskBlobStore } from "./disk-blob-store";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-disk-blobs-"));
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describeBlobStoreContract("disk", () => DiskBlobStore.open(root), {
  leftovers: () => fs.readdir(path.join(root, ".tmp")),
});

describe("disk blob store layout", () => {
  it("keeps a blob at root/ab/cd/<uuid>, readable only by the server's user", async () => {
    const store = await DiskBlobStore.open(root);
    const key = newBlobKey();
    const { Readable } = await import("node:stream");
    await store.put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" });
    const stat = await fs.stat(path.join(root, key));
    expect(stat.isFile()).toBe(true);
    expect(stat.mode & 0o077).toBe(0);
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  });

  it("removes temporary files a crash left behind, at start", async () => {
    const stale = path.join(root, ".tmp", "left-over.part");
    const fresh = path.join(root, ".tmp", "in-flight.part");
    await fs.writeFile(stale, "x");
    await fs.writeFile(fresh, "y");
    const old = new Date(Date.now() - 2 * 24 * 3600_000);
    await fs.utimes(stale, old, old);
    await DiskBlobStore.open(root);
    expect(await fs.readdir(path.join(root, ".tmp"))).toEqual(["in-flight.part"]);
    await fs.rm(fresh);
  });
});
