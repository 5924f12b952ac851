// The demo drive: folders and a file of every previewable type, stored through the real services,
// the Projects folder shared with Grace as a viewer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCloudStorage } from "../../demo/seed-cloud-storage";
import { DEMO_PASSWORD, seedOrganisation } from "../../demo/seed-organisation";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

async function login(email: string): Promise<string> {
  const res = await t.request("POST", "/api/user/auth/login", { body: { email, password: DEMO_PASSWORD } });
  return res.json().data.token as string;
}

describe("demo drive", () => {
  it("holds a file of every previewable type, and Grace sees the shared Projects folder", async () => {
    await seedOrganisation(t.ctx, false);
    expect(await seedCloudStorage(t.ctx)).toBe(7);

    const ada = await login("ada@bearish.demo");
    const all = await t.request("GET", "/api/cloud-storage/file/get-all-files?page=1&limit=100", { token: ada });
    expect(all.statusCode, all.body).toBe(200);
    const types = new Set((all.json().data as { contentType: string }[]).map((f) => f.contentType));
    for (const type of [
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "image/png",
      "audio/wav",
      "video/webm",
    ]) {
      expect(
        [...types].some((t) => t.startsWith(type)),
        `${type} in ${[...types].join(", ")}`,
      ).toBe(true);
    }

    const grace = await login("grace@bearish.demo");
    const shared = await t.request("GET", "/api/cloud-storage/file/get-all-folders?view=shared", { token: grace });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((shared.json().data as { folderName: string }[]).map((f) => f.folderName)).toEqual(["Projects"]);
    const rootOfAda = await t.request(
      "GET",
      `/api/cloud-storage/file/get-all-files?directory=%2F&ownerId=${(all.json().data as { ownerId: string }[])[0]?.ownerId}`,
      { token: grace },
    );
    // Ada's root is not shared with Grace: the protected PDF there stays hidden.
    expect(rootOfAda.statusCode === 404 || (rootOfAda.json().data as unknown[]).length === 0, rootOfAda.body).toBe(
      true,
    );
  }, 120_000);
});
