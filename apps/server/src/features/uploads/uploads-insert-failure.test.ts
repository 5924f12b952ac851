// If recording the upload fails after its bytes were stored, the stored blob is removed again.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { blobFiles, PNG_BYTES, postForm } from "./upload-fixtures";

vi.mock(import("./uploads.repository"), async (original) => ({
  ...(await original()),
  insertUploads: vi.fn(async () => {
    throw new Error("the database went away");
  }),
}));

let t: TestServer;
let user: TestUser;
beforeAll(async () => {
  t = await createTestServer();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

it("answers 500 and leaves no blob when the row cannot be inserted", async () => {
  const single = await postForm(t, "/api/upload-files", user.token, [
    { field: "file", filename: "a.png", content: PNG_BYTES },
  ]);
  expect(single.statusCode).toBe(500);
  expect(single.json().code).toBe("server.internal");
  const batch = await postForm(t, "/api/upload-files/batch", user.token, [
    { field: "files", filename: "a.png", content: PNG_BYTES },
    { field: "files", filename: "b.png", content: PNG_BYTES },
  ]);
  expect(batch.statusCode).toBe(500);
  expect(await blobFiles(t)).toEqual([]);
});
