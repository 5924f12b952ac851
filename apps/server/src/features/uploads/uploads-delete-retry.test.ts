import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/uploads";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { PNG_BYTES, postForm } from "./upload-fixtures";

let t: TestServer;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("deleting an upload while the blob store is down", () => {
  it("answers at once and removes the blob later through a retried job", async () => {
    const res = await postForm(t, "/api/upload-files", owner.token, [
      { field: "file", filename: "dot.png", contentType: "image/png", content: PNG_BYTES },
    ]);
    const { id } = res.json().data as { id: string };
    const [row] = await t.ctx.db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.id, id));
    const key = row?.key ?? "";
    expect(await t.ctx.blobs.stat(key)).not.toBeNull();

    const realDelete = t.ctx.blobs.delete.bind(t.ctx.blobs);
    let outage = true;
    t.ctx.blobs.delete = async (k) => {
      if (outage) throw new Error("store unavailable");
      return realDelete(k);
    };
    try {
      const deleted = await t.request("DELETE", `/api/upload-files/${id}`, { token: owner.token });
      expect(deleted.statusCode).toBe(200);
      await t.ctx.jobs.runDue();
      expect(await t.ctx.blobs.stat(key)).not.toBeNull();

      outage = false;
      t.clock.advanceMinutes(1);
      await t.ctx.jobs.runDue();
      expect(await t.ctx.blobs.stat(key)).toBeNull();
    } finally {
      t.ctx.blobs.delete = realDelete;
    }
  });
});
