// Uploads stream from the socket to the blob store: memory stays flat for a file far larger than
// any buffer, and an oversized upload is cut off instead of being read to its end.
import { Transform } from "node:stream";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/uploads";
import { createUser, type TestUser } from "../../test/factories";
import { type GeneratedUpload, generatedUpload } from "../../test/generated-upload";
import { createTestServer, type TestServer } from "../../test/test-server";
import { blobFiles } from "./upload-fixtures";

const MB = 1024 * 1024;
const FILE_BYTES = 256 * MB;
const streamingForm = (fileBytes: number) => generatedUpload(fileBytes, "big.bin");

/** POSTs a streaming form with undici (request bodies stream with backpressure). */
async function postStream(url: string, token: string, form: GeneratedUpload) {
  const res = await request(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": form.contentType },
    body: form.body,
  });
  return {
    status: res.statusCode,
    json: (await res.body.json()) as { code?: string; data?: { id: string; size: number } },
  };
}

async function listen(t: TestServer): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

describe("streaming a large upload through a listening server", () => {
  let t: TestServer;
  let user: TestUser;
  let base: string;
  beforeAll(async () => {
    t = await createTestServer({ env: { UPLOAD_MAX_BYTES: String(300 * MB) } });
    user = await createUser(t);
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`stores ${FILE_BYTES / MB} MB with resident memory growing far less than the file`, async () => {
    // Warm up the code paths so their one-time allocations do not count.
    expect((await postStream(`${base}/api/upload-files`, user.token, streamingForm(4 * MB))).status).toBe(201);

    const form = streamingForm(FILE_BYTES);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const res = await postStream(`${base}/api/upload-files`, user.token, form);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.data?.size).toBe(FILE_BYTES);
      const details = await t.request("GET", `/api/upload-files/${res.json.data?.id}`, { token: user.token });
      expect(details.json().data.sha256).toBe(form.sha256());
    } finally {
      clearInterval(sampler);
    }
    const growth = peak - baseline;
    console.info(`rss growth while streaming ${FILE_BYTES / MB} MB: ${(growth / MB).toFixed(1)} MB`);
    expect(growth).toBeLessThan(FILE_BYTES / 3);
  });
});

describe("an upload the client abandons", () => {
  let t: TestServer;
  let user: TestUser;
  let base: string;
  beforeAll(async () => {
    t = await createTestServer();
    user = await createUser(t);
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("leaves no partial blob and no row", async () => {
    const form = streamingForm(64 * MB);
    // The body fails after 8 MB, as a browser tab closed mid-upload would: the connection drops.
    let pulled = 0;
    const failing = form.body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          pulled += chunk.length;
          callback(pulled > 8 * MB ? new Error("tab closed") : null, chunk);
        },
      }),
    );
    await expect(
      request(`${base}/api/upload-files`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": form.contentType },
        body: failing,
      }),
    ).rejects.toThrow();
    // Give the server a moment to notice the dropped connection, then nothing may remain.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.poll(() => blobFiles(t), { timeout: 5000 }).toEqual([]);
    expect(await t.ctx.db.select({ id: uploads.id }).from(uploads)).toEqual([]);
  });
});

describe("an oversized upload without Content-Length", () => {
  let t: TestServer;
  let user: TestUser;
  let base: string;
  beforeAll(async () => {
    t = await createTestServer({ env: { UPLOAD_MAX_BYTES: String(MB) } });
    user = await createUser(t);
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is answered 413 (or cut off) once the limit passes, not read to its end, and stores nothing", async () => {
    const form = streamingForm(64 * MB);
    const outcome = await postStream(`${base}/api/upload-files`, user.token, form).then(
      (res) => ({ status: res.status, code: res.json.code }),
      // The server closes the connection after answering; a client still sending may see only that.
      (error: unknown) => ({ status: 0, code: String(error) }),
    );
    console.info(`oversized chunked upload: ${JSON.stringify(outcome)}, ${(form.sent() / MB).toFixed(0)} MB pulled`);
    if (outcome.status !== 0) expect(outcome).toEqual({ status: 413, code: "request.too_large" });
    expect(form.sent()).toBeLessThan(16 * MB);
    expect(await blobFiles(t)).toEqual([]);
  });
});
