import type { CloudFile, CloudMember } from "@bearish/shared/cloud-storage/cloud-file";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles, cloudFolders, notifications } from "../../db/tables";
import { newId } from "../../platform/ids";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { PDF_BYTES, postForm } from "../uploads/upload-fixtures";

const FILE = "/api/cloud-storage/file";

let t: TestServer;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
  stranger = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

async function ownFile(name: string, folderLocation = "/"): Promise<CloudFile> {
  const res = await postForm(t, `${FILE}/upload-file`, owner.token, [
    { field: "files", filename: name, content: PDF_BYTES },
    { field: "folderLocation", content: folderLocation },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0];
}

async function ownFolder(directory: string, name: string): Promise<string> {
  const id = newId();
  const now = t.clock.now();
  await t.ctx.db.insert(cloudFolders).values({
    id,
    ownerId: owner.user.id,
    name,
    directory,
    path: directory === "/" ? `/${name}` : `${directory}/${name}`,
    createdBy: owner.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

const members = (target: "file" | "folder", id: string) => `/api/cloud-storage/${target}/${id}/members`;
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
const fileUrl = (who: TestUser, fileId: string) =>
  t.request("POST", `${FILE}/${fileId}/access`, { token: who.token, body: { purpose: "view" } });

describe("sharing a file", () => {
  it("adds a member, counts the share, notifies them and shows the member list to whoever sees the file", async () => {
    const file = await ownFile("shared.pdf");
    const person = await createUser(t, { firstName: "Pia", lastName: "Person" });
    expect((await fileUrl(person, file.id)).statusCode).toBe(404);

    const res = await t.request("POST", members("file", file.id), {
      token: owner.token,
      body: { userId: person.user.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      userId: person.user.id,
      firstName: "Pia",
      role: "viewer",
      expiresAt: null,
    });
    expect((await fileUrl(person, file.id)).statusCode).toBe(200);

    const [row] = await t.ctx.db
      .select({ totalShares: cloudFiles.totalShares })
      .from(cloudFiles)
      .where(eq(cloudFiles.id, file.id));
    expect(row?.totalShares).toBe(1);
    const told = await t.ctx.db
      .select({ kind: notifications.kind, title: notifications.title, actorId: notifications.actorId })
      .from(notifications)
      .where(eq(notifications.userId, person.user.id));
    expect(told).toEqual([
      { kind: "cloud.shared", title: "Olive Owner shared the file shared.pdf with you", actorId: owner.user.id },
    ]);

    const list = await t.request("GET", members("file", file.id), { token: person.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((m: CloudMember) => m.userId)).toEqual([person.user.id]);
    expect((await t.request("GET", members("file", file.id), { token: stranger.token })).statusCode).toBe(404);
  });

  it("refuses a second share (409), the owner, an unknown or inactive person and a past expiry (400)", async () => {
    const file = await ownFile("refusals.pdf");
    const person = await createUser(t);
    const inactive = await createUser(t, { accountState: "deactivated" });
    const add = (body: object) => t.request("POST", members("file", file.id), { token: owner.token, body });
    expect((await add({ userId: person.user.id, role: "editor" })).statusCode).toBe(201);
    const again = await add({ userId: person.user.id, role: "viewer" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "cloud.member_exists", message: "This person already has access" });
    expect((await add({ userId: owner.user.id })).statusCode).toBe(400);
    expect((await add({ userId: newId() })).statusCode).toBe(400);
    expect((await add({ userId: inactive.user.id })).statusCode).toBe(400);
    expect((await add({ userId: stranger.user.id, expiresAt: inMinutes(-1) })).statusCode).toBe(400);
    expect((await add({ userId: stranger.user.id, role: "owner" })).statusCode).toBe(400);
    const list = await t.request("GET", members("file", file.id), { token: owner.token });
    expect(list.json().data.map((m: CloudMember) => [m.userId, m.role])).toEqual([[person.user.id, "editor"]]);
  });

  it("changes a member's role, which changes what they may do", async () => {
    const file = await ownFile("roles.pdf");
    const person = await createUser(t);
    await t.request("POST", members("file", file.id), { token: owner.token, body: { userId: person.user.id } });
    const comment = () =>
      t.request("POST", `${FILE}/${file.id}/comments`, { token: person.token, body: { body: "hello" } });
    expect((await comment()).statusCode).toBe(403);

    const changed = await t.request("PUT", `${members("file", file.id)}/${person.user.id}`, {
      token: owner.token,
      body: { role: "commenter" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ userId: person.user.id, role: "commenter" });
    expect((await comment()).statusCode).toBe(201);

    const missing = await t.request("PUT", `${members("file", file.id)}/${stranger.user.id}`, {
      token: owner.token,
      body: { role: "editor" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Member not found");
  });

  it("stops an expired share from working (404) and renews it when shared again", async () => {
    const file = await ownFile("expiring.pdf");
    const person = await createUser(t);
    const added = await t.request("POST", members("file", file.id), {
      token: owner.token,
      body: { userId: person.user.id, role: "viewer", expiresAt: inMinutes(60) },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await fileUrl(person, file.id)).statusCode).toBe(200);

    t.clock.advanceMinutes(61);
    expect((await fileUrl(person, file.id)).statusCode).toBe(404);
    expect((await t.request("GET", `${FILE}/${file.id}/versions`, { token: person.token })).statusCode).toBe(404);
    expect((await t.request("GET", members("file", file.id), { token: person.token })).statusCode).toBe(404);

    const renewed = await t.request("POST", members("file", file.id), {
      token: owner.token,
      body: { userId: person.user.id, role: "viewer" },
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json().data.expiresAt).toBeNull();
    expect((await fileUrl(person, file.id)).statusCode).toBe(200);
  });

  it("lets the owner revoke anyone and a member leave, but not a member revoke someone else", async () => {
    const file = await ownFile("leaving.pdf");
    const a = await createUser(t);
    const b = await createUser(t);
    for (const person of [a, b]) {
      const res = await t.request("POST", members("file", file.id), {
        token: owner.token,
        body: { userId: person.user.id, role: "editor" },
      });
      expect(res.statusCode).toBe(201);
    }
    const aRemovesB = await t.request("DELETE", `${members("file", file.id)}/${b.user.id}`, { token: a.token });
    expect(aRemovesB.statusCode).toBe(403);
    const aLeaves = await t.request("DELETE", `${members("file", file.id)}/${a.user.id}`, { token: a.token });
    expect(aLeaves.statusCode, aLeaves.body).toBe(200);
    expect(aLeaves.json().data).toEqual({ userId: a.user.id });
    expect((await fileUrl(a, file.id)).statusCode).toBe(404);
    const ownerRevokes = await t.request("DELETE", `${members("file", file.id)}/${b.user.id}`, { token: owner.token });
    expect(ownerRevokes.statusCode).toBe(200);
    expect((await fileUrl(b, file.id)).statusCode).toBe(404);
    const again = await t.request("DELETE", `${members("file", file.id)}/${b.user.id}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
  });
});

describe("sharing a folder", () => {
  it("covers every file below the folder, until the share expires", async () => {
    const folderId = await ownFolder("/", "Projects");
    await ownFolder("/Projects", "Deep");
    const top = await ownFile("top.pdf", "/Projects");
    const deep = await ownFile("deep.pdf", "/Projects/Deep");
    const outside = await ownFile("outside.pdf");
    const person = await createUser(t);

    const added = await t.request("POST", members("folder", folderId), {
      token: owner.token,
      body: { userId: person.user.id, role: "editor", expiresAt: inMinutes(30) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [told] = await t.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, person.user.id), eq(notifications.kind, "cloud.shared")));
    expect(told?.title).toBe("Olive Owner shared the folder Projects with you");

    expect((await fileUrl(person, top.id)).statusCode).toBe(200);
    expect((await fileUrl(person, deep.id)).statusCode).toBe(200);
    expect((await fileUrl(person, outside.id)).statusCode).toBe(404);
    const uploadInto = () =>
      postForm(t, `${FILE}/upload-file`, person.token, [
        { field: "files", filename: "mine.pdf", content: PDF_BYTES },
        { field: "folderLocation", content: "/Projects/Deep" },
        { field: "ownerId", content: owner.user.id },
      ]);
    expect((await uploadInto()).statusCode).toBe(201);
    const list = await t.request("GET", members("folder", folderId), { token: person.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ userId: person.user.id, role: "editor" });

    t.clock.advanceMinutes(31);
    expect((await fileUrl(person, top.id)).statusCode).toBe(404);
    expect((await fileUrl(person, deep.id)).statusCode).toBe(404);
    expect((await uploadInto()).statusCode).toBe(404);
    expect((await t.request("GET", members("folder", folderId), { token: person.token })).statusCode).toBe(404);
  });

  it("answers 404 for a folder that does not exist or is hidden, and 403 for a non-owner sharing it", async () => {
    const folderId = await ownFolder("/", "Private");
    const editor = await createUser(t);
    await t.request("POST", members("folder", folderId), {
      token: owner.token,
      body: { userId: editor.user.id, role: "editor" },
    });
    const byEditor = await t.request("POST", members("folder", folderId), {
      token: editor.token,
      body: { userId: stranger.user.id },
    });
    expect(byEditor.statusCode).toBe(403);
    const hidden = await t.request("GET", members("folder", folderId), { token: stranger.token });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("Folder not found");
    expect((await t.request("GET", members("folder", newId()), { token: owner.token })).statusCode).toBe(404);
  });
});

describe("locks of a person who may no longer edit", () => {
  const lock = async (who: TestUser, fileId: string) => {
    const res = await t.request("PUT", `${FILE}/update-file/${fileId}`, {
      token: who.token,
      body: { locking: { isLocked: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const lockerOf = async (fileId: string) => {
    const [row] = await t.ctx.db
      .select({ lockedBy: cloudFiles.lockedBy, lockedAt: cloudFiles.lockedAt })
      .from(cloudFiles)
      .where(eq(cloudFiles.id, fileId));
    return row;
  };
  const addShare = async (target: "file" | "folder", id: string, who: TestUser, role: string) => {
    const res = await t.request("POST", members(target, id), {
      token: owner.token,
      body: { userId: who.user.id, role },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it("go when their folder share is removed (every file below it), not elsewhere", async () => {
    const name = `Locks ${newId().slice(0, 8)}`;
    const folderId = await ownFolder("/", name);
    await ownFolder(`/${name}`, "Deep");
    const top = await ownFile("top.pdf", `/${name}`);
    const deep = await ownFile("deep.pdf", `/${name}/Deep`);
    const elsewhere = await ownFile(`elsewhere-${newId()}.pdf`);
    const editor = await createUser(t);
    await addShare("folder", folderId, editor, "editor");
    await addShare("file", elsewhere.id, editor, "editor");
    for (const file of [top, deep, elsewhere]) await lock(editor, file.id);

    const removed = await t.request("DELETE", `${members("folder", folderId)}/${editor.user.id}`, {
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await lockerOf(top.id)).toEqual({ lockedBy: null, lockedAt: null });
    expect(await lockerOf(deep.id)).toEqual({ lockedBy: null, lockedAt: null });
    expect((await lockerOf(elsewhere.id))?.lockedBy).toBe(editor.user.id);
    // The owner changes the file again without unlocking first.
    const changed = await t.request("PUT", `${FILE}/update-file/${top.id}`, {
      token: owner.token,
      body: { description: "mine again" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("go when their role drops below editor, and stay while another share still lets them edit", async () => {
    const name = `Kept ${newId().slice(0, 8)}`;
    const folderId = await ownFolder("/", name);
    const kept = await ownFile("kept.pdf", `/${name}`);
    const lowered = await ownFile("lowered.pdf");
    const editor = await createUser(t);
    await addShare("folder", folderId, editor, "editor");
    await addShare("file", kept.id, editor, "editor");
    await addShare("file", lowered.id, editor, "editor");
    await lock(editor, kept.id);
    await lock(editor, lowered.id);

    // Still an editor through the folder: the file share going leaves the lock.
    const leftFile = await t.request("DELETE", `${members("file", kept.id)}/${editor.user.id}`, {
      token: owner.token,
    });
    expect(leftFile.statusCode, leftFile.body).toBe(200);
    expect((await lockerOf(kept.id))?.lockedBy).toBe(editor.user.id);

    const toViewer = await t.request("PUT", `${members("file", lowered.id)}/${editor.user.id}`, {
      token: owner.token,
      body: { role: "viewer" },
    });
    expect(toViewer.statusCode, toViewer.body).toBe(200);
    expect(await lockerOf(lowered.id)).toEqual({ lockedBy: null, lockedAt: null });

    // Leaving the folder themself ends the last way to edit `kept`.
    const left = await t.request("DELETE", `${members("folder", folderId)}/${editor.user.id}`, {
      token: editor.token,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await lockerOf(kept.id)).toEqual({ lockedBy: null, lockedAt: null });
  });
});
