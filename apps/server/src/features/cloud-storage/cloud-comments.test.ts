import type { CloudFile, CloudFileComment } from "@bearish/shared/cloud-storage/cloud-file";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFileComments, cloudFiles } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { PDF_BYTES, postForm } from "../uploads/upload-fixtures";

const FILE = "/api/cloud-storage/file";

let t: TestServer;
let owner: TestUser;
let commenter: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
  commenter = await createUser(t, { firstName: "Cora", lastName: "Commenter" });
  viewer = await createUser(t, { firstName: "Vera", lastName: "Viewer" });
  stranger = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

async function sharedFile(name: string): Promise<CloudFile> {
  const res = await postForm(t, `${FILE}/upload-file`, owner.token, [
    { field: "files", filename: name, content: PDF_BYTES },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const file: CloudFile = res.json().data[0];
  for (const [person, role] of [
    [commenter, "commenter"],
    [viewer, "viewer"],
  ] as const) {
    const shared = await t.request("POST", `/api/cloud-storage/file/${file.id}/members`, {
      token: owner.token,
      body: { userId: person.user.id, role },
    });
    expect(shared.statusCode, shared.body).toBe(201);
  }
  return file;
}

const comment = (who: TestUser, fileId: string, body: unknown) =>
  t.request("POST", `${FILE}/${fileId}/comments`, { token: who.token, body: { body } });

async function commentsAs(who: TestUser, fileId: string): Promise<CloudFileComment[]> {
  const res = await t.request("GET", `${FILE}/${fileId}/comments`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("file comments", () => {
  it("stores plain text as text and lists comments oldest first with who may delete them", async () => {
    const file = await sharedFile("talk.pdf");
    const first = await comment(commenter, file.id, "  <b>bold</b> & <script>x()</script>  ");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      fileId: file.id,
      body: "<b>bold</b> & <script>x()</script>",
      author: { id: commenter.user.id, firstName: "Cora" },
      canDelete: true,
    });
    t.clock.advanceMinutes(1);
    expect((await comment(owner, file.id, "Second\nline\u0000")).statusCode).toBe(201);

    const asViewer = await commentsAs(viewer, file.id);
    expect(asViewer.map((c) => [c.body, c.canDelete])).toEqual([
      ["<b>bold</b> & <script>x()</script>", false],
      ["Second\nline", false],
    ]);
    const asOwner = await commentsAs(owner, file.id);
    expect(asOwner.map((c) => c.canDelete)).toEqual([true, true]);
    const asCommenter = await commentsAs(commenter, file.id);
    expect(asCommenter.map((c) => c.canDelete)).toEqual([true, false]);
  });

  it("refuses an empty comment (400), a viewer (403) and someone who cannot see the file (404)", async () => {
    const file = await sharedFile("quiet.pdf");
    const empty = await comment(commenter, file.id, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Comment is empty/);
    expect((await comment(viewer, file.id, "hi")).statusCode).toBe(403);
    const hidden = await comment(stranger, file.id, "hi");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("File not found");
    expect((await t.request("GET", `${FILE}/${file.id}/comments`, { token: stranger.token })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(cloudFileComments).where(eq(cloudFileComments.fileId, file.id))).toEqual([]);
  });

  it("lets the author and the file's owner delete a comment, and nobody else", async () => {
    const file = await sharedFile("cleanup.pdf");
    const mine = (await comment(commenter, file.id, "mine")).json().data.id;
    const other = (await comment(commenter, file.id, "other")).json().data.id;
    const ownersOwn = (await comment(owner, file.id, "owner's")).json().data.id;

    const byViewer = await t.request("DELETE", `${FILE}/${file.id}/comments/${mine}`, { token: viewer.token });
    expect(byViewer.statusCode).toBe(403);
    const notAuthor = await t.request("DELETE", `${FILE}/${file.id}/comments/${ownersOwn}`, { token: commenter.token });
    expect(notAuthor.statusCode).toBe(403);
    const byAuthor = await t.request("DELETE", `${FILE}/${file.id}/comments/${mine}`, { token: commenter.token });
    expect(byAuthor.statusCode, byAuthor.body).toBe(200);
    expect(byAuthor.json().data).toEqual({ id: mine });
    const byOwner = await t.request("DELETE", `${FILE}/${file.id}/comments/${other}`, { token: owner.token });
    expect(byOwner.statusCode).toBe(200);
    const again = await t.request("DELETE", `${FILE}/${file.id}/comments/${other}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Comment not found");
    expect((await commentsAs(owner, file.id)).map((c) => c.body)).toEqual(["owner's"]);
  });

  it("does not reach a comment through another file's path", async () => {
    const a = await sharedFile("a.pdf");
    const b = await sharedFile("b.pdf");
    const onA = (await comment(commenter, a.id, "on a")).json().data.id;
    const viaB = await t.request("DELETE", `${FILE}/${b.id}/comments/${onA}`, { token: owner.token });
    expect(viaB.statusCode).toBe(404);
    expect(await commentsAs(owner, a.id)).toHaveLength(1);
  });

  it("takes no comment on a trashed file", async () => {
    const file = await sharedFile("binned.pdf");
    await t.ctx.db.update(cloudFiles).set({ deletedAt: t.clock.now() }).where(eq(cloudFiles.id, file.id));
    expect((await comment(owner, file.id, "late")).statusCode).toBe(404);
    expect((await comment(commenter, file.id, "late")).statusCode).toBe(404);
  });
});
