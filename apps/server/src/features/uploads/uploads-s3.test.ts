import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/uploads";
import { generatedStream } from "../../platform/blob-store/blob-store.contract";
import { type RunningS3, startS3rver } from "../../platform/blob-store/s3rver-fixture";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { blobFiles, getFile, PNG_BYTES, postForm } from "./upload-fixtures";

const LIMIT = 12 * 1024 * 1024;

let s3: RunningS3;
let t: TestServer;
let user: TestUser;

beforeAll(async () => {
  s3 = await startS3rver();
  t = await createTestServer({ env: { ...s3.env, UPLOAD_MAX_BYTES: String(LIMIT) } });
  user = await createUser(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("uploads on the S3 backend (s3rver)", () => {
  it("uses S3, not the data directory", () => {
    expect(t.ctx.blobs.kind).toBe("s3");
  });

  it("uploads, serves whole and in ranges, and deletes", async () => {
    // Larger than one multipart part, so the streaming multipart upload is exercised.
    const generated = generatedStream(9 * 1024 * 1024 + 17);
    const content = await readAll(generated.stream);
    const res = await postForm(t, "/api/upload-files", user.token, [{ field: "file", filename: "movie.bin", content }]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.size).toBe(content.length);
    const [row] = await t.ctx.db.select({ key: uploads.storageKey }).from(uploads);
    expect(await s3.keys()).toEqual([row?.key]);

    const whole = await getFile(t, data.fileUrl.path);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    const range = await getFile(t, data.fileUrl.path, { range: "bytes=8388600-8388615" });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 8388600-8388615/${content.length}`);
    expect(range.rawPayload.equals(content.subarray(8388600, 8388616))).toBe(true);

    const del = await t.request("DELETE", `/api/upload-files/${data.id}`, { token: user.token });
    expect(del.statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
    expect((await getFile(t, data.fileUrl.path)).statusCode).toBe(404);
  });

  it("leaves no object behind when a file goes over the limit", async () => {
    const res = await postForm(t, "/api/upload-files/batch", user.token, [
      { field: "files", filename: "a.png", content: PNG_BYTES },
      { field: "files", filename: "big.bin", content: Buffer.alloc(LIMIT + 1, 3) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(await s3.keys()).toEqual([]);
    expect(await blobFiles(t)).toEqual([]);
  });
});
