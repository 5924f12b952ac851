import { COVER_IMAGE_MAX_BYTES, COVER_IMAGE_TYPE_MESSAGE } from "@bearish/shared/workspaces/workspace";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/uploads";
import { workspaces } from "../../db/schema/workspaces";
import { seedOrganisation } from "../../demo/seed-organisation";
import { seedWorkspaces } from "../../demo/seed-workspaces";
import { connect, listen, type TestSocket } from "../../platform/realtime/realtime-test-client";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import {
  blobFiles,
  ELF_BYTES,
  type FormPart,
  getFile,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
} from "../uploads/upload-fixtures";
import { addMember, createWorkspace, expectError, person, readAs, word } from "./workspace-fixtures";

let t: TestServer;
let baseUrl: string;
let owner: TestUser;
let admin: TestUser;
let auditor: TestUser;
let guest: TestUser;
let outsider: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestServer();
  baseUrl = await listen(t);
  owner = await person(t, "USER", "Olive");
  admin = await person(t, "ADMIN", "Ada");
  auditor = await person(t, "AUDITOR", "Audrey");
  guest = await person(t, "GUEST", "Gus");
  outsider = await person(t, "USER", "Otto");
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const JPEG_BYTES = Buffer.from(
  "ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9",
  "hex",
);

function sendForm(method: "POST" | "PUT", url: string, token: string | undefined, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const workspaceCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(workspaces))[0]?.n;
const liveUploadCount = async () =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(uploads).where(sql`deleted_at is null`))[0]?.n;
const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((w) => w.id);
const list = (token: string, query = "") => t.request("GET", `/api/workspace${query}`, { token });

async function open(user: TestUser): Promise<TestSocket> {
  const socket = await connect(t, baseUrl, user.token);
  sockets.push(socket);
  return socket;
}

describe("create", () => {
  it("creates from JSON with the spec's defaults and the creator as OWNER", async () => {
    const res = await t.request("POST", "/api/workspace", { token: owner.token, body: { name: "  Apollo  " } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 201, message: "Workspace created" });
    const w = body.data;
    expect(w).toMatchObject({
      name: "Apollo",
      key: null,
      description: null,
      website: null,
      source: "BEARISH",
      project_type: "SCRUM",
      visibility: "PUBLIC",
      generalAccess: "restricted",
      columns: 1,
      ownerId: owner.user.id,
      owner: { id: owner.user.id, firstName: "Olive", avatar: null },
      appearance: { coverImage: null, coverImageId: null },
      memberCount: 1,
      tags: [],
      customFields: [],
      content: [],
      wikis: [],
      templates: [],
      appliedTemplate: null,
      integrations: [],
      connectedItems: [],
      tableOfContents: { items: [] },
      isArchived: false,
      isDeleted: false,
      isPinned: false,
      myRole: "OWNER",
      permissions: "owner",
      can: { edit: true, comment: true, manageMembers: true, changeGeneralAccess: true, archive: true, delete: true },
    });
    expect(w.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(w.members).toEqual([
      expect.objectContaining({ userId: owner.user.id, role: "OWNER", permissions: "edit", email: owner.email }),
    ]);
    expect(w.activity).toEqual([
      expect.objectContaining({ action: "workspace.created", actor: expect.objectContaining({ id: owner.user.id }) }),
    ]);
  });

  it("creates from a multipart form with a cover image served by a signed URL", async () => {
    const res = await sendForm("POST", "/api/workspace", owner.token, [
      { field: "name", content: "Gemini" },
      { field: "description", content: "Second programme" },
      { field: "website", content: "https://nasa.example/gemini" },
      { field: "key", content: "gem" },
      { field: "columns", content: "3" },
      { field: "visibility", content: "PRIVATE" },
      { field: "project_type", content: "KANBAN" },
      { field: "tags", content: "Space" },
      { field: "tags", content: " space " },
      { field: "tags", content: "Orbit" },
      { field: "coverImage", filename: "cover.png", contentType: "image/png", content: PNG_BYTES },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json().data;
    expect(w).toMatchObject({
      name: "Gemini",
      description: "Second programme",
      website: "https://nasa.example/gemini",
      key: "GEM",
      columns: 3,
      visibility: "PRIVATE",
      project_type: "KANBAN",
      tags: ["Space", "Orbit"],
    });
    expect(w.appearance.coverImage).toMatch(new RegExp(`^/api/files/${w.appearance.coverImageId}\\?expires=`));
    const file = await getFile(t, w.appearance.coverImage);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    const json = await sendForm("POST", "/api/workspace", owner.token, [
      { field: "name", content: "Mercury" },
      { field: "tags", content: '["a","B","b"]' },
      { field: "coverImage", filename: "c.jpg", contentType: "image/jpeg", content: JPEG_BYTES },
    ]);
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().data.tags).toEqual(["a", "B"]);
  });

  it.each([
    ["a PDF", PDF_BYTES],
    ["an executable named .png", ELF_BYTES],
  ])("refuses %s as a cover with 415 and leaves no row, upload or blob", async (_kind, content) => {
    const [rows, live, blobs] = [await workspaceCount(), await liveUploadCount(), await blobFiles(t)];
    const res = await sendForm("POST", "/api/workspace", owner.token, [
      { field: "name", content: word("Refused ") },
      { field: "coverImage", filename: "cover.png", contentType: "image/png", content },
    ]);
    expectError(res, 415, "request.unsupported_type", COVER_IMAGE_TYPE_MESSAGE);
    expect([await workspaceCount(), await liveUploadCount(), await blobFiles(t)]).toEqual([rows, live, blobs]);
  });

  it.each([
    [[{ field: "description", content: "no name" }], "Workspace name is required", "body.name"],
    [
      [
        { field: "name", content: "A" },
        { field: "columns", content: "7" },
      ],
      "Columns must be between 1 and 6",
      "body.columns",
    ],
    [
      [
        { field: "name", content: "A" },
        { field: "columns", content: "two" },
      ],
      "Columns must be a number",
      "body.columns",
    ],
    [
      [
        { field: "name", content: "A" },
        { field: "website", content: "javascript:alert(1)" },
      ],
      "Website must be an http or https URL",
      "body.website",
    ],
    [
      [
        { field: "name", content: "A" },
        { field: "visibility", content: "SECRET" },
      ],
      "Visibility must be PUBLIC or PRIVATE",
      "body.visibility",
    ],
  ])(
    "refuses bad fields (%#) with 400 even after a good cover, leaving nothing behind",
    async (fields, message, path) => {
      const [rows, live, blobs] = [await workspaceCount(), await liveUploadCount(), await blobFiles(t)];
      const res = await sendForm("POST", "/api/workspace", owner.token, [
        { field: "coverImage", filename: "cover.png", contentType: "image/png", content: PNG_BYTES },
        ...(fields as FormPart[]),
      ]);
      const body = expectError(res, 400, "request.invalid", message);
      expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
      expect([await workspaceCount(), await liveUploadCount(), await blobFiles(t)]).toEqual([rows, live, blobs]);
    },
  );

  it("refuses a cover over 10 MB with 413 and keeps nothing", async () => {
    const [rows, blobs] = [await workspaceCount(), await blobFiles(t)];
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(COVER_IMAGE_MAX_BYTES)]);
    const res = await sendForm("POST", "/api/workspace", owner.token, [
      { field: "name", content: word("Huge ") },
      { field: "coverImage", filename: "big.png", contentType: "image/png", content: big },
    ]);
    expectError(res, 413, "request.too_large");
    expect([await workspaceCount(), await blobFiles(t)]).toEqual([rows, blobs]);
  });

  it("refuses guests and auditors with 403 before storing anything", async () => {
    const blobs = await blobFiles(t);
    for (const user of [guest, auditor]) {
      const res = await sendForm("POST", "/api/workspace", user.token, [
        { field: "name", content: "Nope" },
        { field: "coverImage", filename: "cover.png", contentType: "image/png", content: PNG_BYTES },
      ]);
      expectError(res, 403, "auth.forbidden", "Guests and auditors cannot create workspaces");
    }
    expect(await blobFiles(t)).toEqual(blobs);
  });
});

describe("update", () => {
  it("changes what was sent (JSON), records it, and keeps the rest", async () => {
    const w = await createWorkspace(t, owner, { description: "Before", tags: ["one"] });
    const res = await t.request("PUT", `/api/workspace/${w.id}`, {
      token: owner.token,
      body: { name: "Renamed", columns: 4, website: "" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Renamed", columns: 4, description: "Before", tags: ["one"] });
    expect(res.json().data.activity[0]).toMatchObject({
      action: "workspace.updated",
      details: { fields: ["name", "columns"] },
    });
  });

  it("replaces the cover: the old upload's URL stops working and its blob goes", async () => {
    const first = await sendForm("POST", "/api/workspace", owner.token, [
      { field: "name", content: word("Covered ") },
      { field: "coverImage", filename: "a.png", contentType: "image/png", content: PNG_BYTES },
    ]);
    const w = first.json().data;
    const oldUrl = w.appearance.coverImage as string;
    const blobsBefore = await blobFiles(t);
    const res = await sendForm("PUT", `/api/workspace/${w.id}`, owner.token, [
      { field: "coverImage", filename: "b.jpg", contentType: "image/jpeg", content: JPEG_BYTES },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data;
    expect(updated.appearance.coverImageId).not.toBe(w.appearance.coverImageId);
    expect((await getFile(t, oldUrl)).statusCode).toBe(404);
    expect((await getFile(t, updated.appearance.coverImage)).rawPayload.equals(JPEG_BYTES)).toBe(true);
    expect((await blobFiles(t)).length).toBe(blobsBefore.length);

    const removed = await t.request("PUT", `/api/workspace/${w.id}`, {
      token: owner.token,
      body: { removeCover: true },
    });
    expect(removed.json().data.appearance).toEqual({ coverImage: null, coverImageId: null });
    expect((await getFile(t, updated.appearance.coverImage)).statusCode).toBe(404);
  });

  it("shows no cover, not a broken image, once its uploader deleted the upload", async () => {
    const res = await sendForm("POST", "/api/workspace", owner.token, [
      { field: "name", content: word("Fragile ") },
      { field: "coverImage", filename: "a.png", contentType: "image/png", content: PNG_BYTES },
    ]);
    const w = res.json().data;
    const deleted = await t.request("DELETE", `/api/upload-files/${w.appearance.coverImageId}`, { token: owner.token });
    expect(deleted.statusCode).toBe(200);
    expect((await readAs(t, owner.token, w.id)).json().data.appearance).toEqual({
      coverImage: null,
      coverImageId: null,
    });
  });

  it("refuses an outsider's multipart update with 404 before storing the cover", async () => {
    const w = await createWorkspace(t, owner);
    const blobs = await blobFiles(t);
    const res = await sendForm("PUT", `/api/workspace/${w.id}`, outsider.token, [
      { field: "name", content: "Taken" },
      { field: "coverImage", filename: "a.png", contentType: "image/png", content: PNG_BYTES },
    ]);
    expectError(res, 404, "request.not_found", "Workspace not found");
    expect(await blobFiles(t)).toEqual(blobs);
    expect((await readAs(t, owner.token, w.id)).json().data.name).toBe(w.name);
  });
});

describe("lists", () => {
  it("lists the caller's workspaces, pinned first, then the most recently changed, with page meta", async () => {
    const me = await person(t);
    const a = await createWorkspace(t, me, { name: "List A" });
    t.clock.advanceMinutes(1);
    const b = await createWorkspace(t, me, { name: "List B" });
    t.clock.advanceMinutes(1);
    const c = await createWorkspace(t, me, { name: "List C" });
    const first = await list(me.token);
    expect(first.json().meta).toEqual({ page: 1, limit: 20, total: 3, hasMore: false });
    expect(ids(first)).toEqual([c.id, b.id, a.id]);

    const pin = await t.request("POST", `/api/workspace/${a.id}/pin`, { token: me.token });
    expect(pin.json().data).toEqual({ workspaceId: a.id, isPinned: true });
    expect(ids(await list(me.token))).toEqual([a.id, c.id, b.id]);
    expect((await list(me.token)).json().data[0].isPinned).toBe(true);
    // Pins are personal: the admin's list is not reordered by them.
    expect((await readAs(t, admin.token, a.id)).json().data.isPinned).toBe(false);

    const paged = await list(me.token, "?limit=2&page=2");
    expect(paged.json().meta).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
    expect(ids(paged)).toEqual([b.id]);

    await t.request("DELETE", `/api/workspace/${a.id}/pin`, { token: me.token });
    expect(ids(await list(me.token))).toEqual([c.id, b.id, a.id]);
  });

  it("searches names case-insensitively by substring, with % and _ taken literally", async () => {
    const me = await person(t);
    const tag = word("");
    const apollo = await createWorkspace(t, me, { name: `Apollo ${tag} Launch` });
    const percent = await createWorkspace(t, me, { name: `100% ${tag}` });
    await createWorkspace(t, me, { name: `Other ${tag}X` });
    const search = async (q: string) => ids(await list(me.token, `?search=${encodeURIComponent(q)}`));
    expect(await search(`${tag.toUpperCase()} LAUNCH`)).toEqual([apollo.id]);
    expect(await search("llo ")).toEqual([apollo.id]);
    expect(await search("%")).toEqual([percent.id]);
    expect(await search("_")).toEqual([]);
  });

  it("moves archived workspaces to the archived list and back (owner only)", async () => {
    const me = await person(t);
    const editor = await person(t);
    const w = await createWorkspace(t, me);
    await addMember(t, w.id, me, editor, "EDITOR");
    expectError(
      await t.request("POST", `/api/workspace/${w.id}/archive`, { token: editor.token }),
      403,
      "auth.forbidden",
    );
    const archived = await t.request("POST", `/api/workspace/${w.id}/archive`, { token: me.token });
    expect(archived.json().data.isArchived).toBe(true);
    expect(ids(await list(me.token))).not.toContain(w.id);
    expect(ids(await t.request("GET", "/api/workspace/archived", { token: me.token }))).toEqual([w.id]);
    expect(ids(await t.request("GET", "/api/workspace/archived", { token: editor.token }))).toEqual([w.id]);
    await t.request("POST", `/api/workspace/${w.id}/unarchive`, { token: me.token });
    expect(ids(await list(me.token))).toContain(w.id);
    expect(ids(await t.request("GET", "/api/workspace/archived", { token: me.token }))).toEqual([]);
  });

  it("shows ADMIN and AUDITOR every workspace, others only theirs", async () => {
    const me = await person(t);
    const w = await createWorkspace(t, me, { name: word("Everyone ") });
    for (const user of [admin, auditor]) {
      const found = ids(await list(user.token, `?search=${w.name}`));
      expect(found).toEqual([w.id]);
    }
    const auditorView = (await readAs(t, auditor.token, w.id)).json().data;
    expect(auditorView).toMatchObject({ myRole: null, permissions: "view", can: { edit: false, delete: false } });
    expect(ids(await list(outsider.token, `?search=${w.name}`))).toEqual([]);
    expect(ids(await list(guest.token, `?search=${w.name}`))).toEqual([]);
  });
});

describe("general access", () => {
  it("lets any signed-in member of the organisation open a link workspace as a viewer; never a guest", async () => {
    const w = await createWorkspace(t, owner, { name: word("Linked ") });
    expectError(await readAs(t, outsider.token, w.id), 404, "request.not_found", "Workspace not found");
    const changed = await t.request("PUT", `/api/workspace/${w.id}/general-access`, {
      token: owner.token,
      body: { generalAccess: "anyone_with_link" },
    });
    expect(changed.json().data.generalAccess).toBe("anyone_with_link");

    const seen = await readAs(t, outsider.token, w.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ myRole: null, permissions: "view", can: { edit: false } });
    expect(ids(await list(outsider.token, `?search=${w.name}`))).toEqual([w.id]);
    expectError(
      await t.request("PUT", `/api/workspace/${w.id}`, { token: outsider.token, body: { name: "Mine" } }),
      403,
      "auth.forbidden",
    );
    expectError(await readAs(t, guest.token, w.id), 404, "request.not_found");
    expect(ids(await list(guest.token, `?search=${w.name}`))).toEqual([]);
    const found = await t.request("GET", `/api/search?q=${encodeURIComponent(w.name)}`, { token: outsider.token });
    expect(found.json().data.groups).toEqual([
      { kind: "workspace", hits: [expect.objectContaining({ id: w.id, url: `/workspace/bearish/${w.id}` })] },
    ]);
    const guestSearch = await t.request("GET", `/api/search?q=${encodeURIComponent(w.name)}`, { token: guest.token });
    expect(guestSearch.json().data.groups).toEqual([]);
  });

  it("opens a PRIVATE link workspace by its link but never lists it", async () => {
    const w = await createWorkspace(t, owner, {
      name: word("Hidden "),
      visibility: "PRIVATE",
      generalAccess: "anyone_with_link",
    });
    expect((await readAs(t, outsider.token, w.id)).statusCode).toBe(200);
    expect(ids(await list(outsider.token, `?search=${w.name}`))).toEqual([]);
    const found = await t.request("GET", `/api/search?q=${encodeURIComponent(w.name)}`, { token: outsider.token });
    expect(found.json().data.groups).toEqual([]);
  });

  it("closes the link again when restricted", async () => {
    const w = await createWorkspace(t, owner, { generalAccess: "anyone_with_link" });
    expect((await readAs(t, outsider.token, w.id)).statusCode).toBe(200);
    await t.request("PUT", `/api/workspace/${w.id}/general-access`, {
      token: owner.token,
      body: { generalAccess: "restricted" },
    });
    expect((await readAs(t, outsider.token, w.id)).statusCode).toBe(404);
  });
});

describe("search index", () => {
  it("finds a workspace by name, description and tags for members, ADMIN and AUDITOR only", async () => {
    const tag = word("zz");
    const w = await createWorkspace(t, owner, {
      name: `Quasar ${tag}`,
      description: "Telescope planning",
      tags: ["optics"],
    });
    const find = async (user: TestUser, q: string) =>
      (await t.request("GET", `/api/search?q=${encodeURIComponent(q)}&kinds=workspace`, { token: user.token })).json()
        .data.groups;
    expect(await find(owner, tag)).toEqual([{ kind: "workspace", hits: [expect.objectContaining({ id: w.id })] }]);
    expect(await find(owner, `${tag} telescope`)).toHaveLength(1);
    expect(await find(owner, `${tag} optics`)).toHaveLength(1);
    expect(await find(admin, tag)).toHaveLength(1);
    expect(await find(auditor, tag)).toHaveLength(1);
    expect(await find(outsider, tag)).toEqual([]);
    await addMember(t, w.id, owner, outsider);
    expect(await find(outsider, tag)).toHaveLength(1);
    await t.request("PUT", `/api/workspace/${w.id}`, { token: owner.token, body: { name: `Pulsar ${tag}` } });
    expect((await find(owner, `pulsar ${tag}`))[0].hits[0].title).toBe(`Pulsar ${tag}`);
  });
});

describe("delete", () => {
  it("soft-deletes (owner or ADMIN): 404 afterwards for everyone, out of lists and search", async () => {
    const editor = await person(t);
    const w = await createWorkspace(t, owner, { name: word("Doomed ") });
    await addMember(t, w.id, owner, editor, "EDITOR");
    expectError(await t.request("DELETE", `/api/workspace/${w.id}`, { token: editor.token }), 403, "auth.forbidden");
    const res = await t.request("DELETE", `/api/workspace/${w.id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Workspace deleted", data: { id: w.id } });
    for (const user of [owner, editor, admin, auditor])
      expect((await readAs(t, user.token, w.id)).statusCode).toBe(404);
    expect(ids(await list(admin.token, `?search=${w.name}`))).toEqual([]);
    const [row] = await t.ctx.db
      .select({ deletedAt: workspaces.deletedAt })
      .from(workspaces)
      .where(eq(workspaces.id, w.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const search = await t.request("GET", `/api/search?q=${encodeURIComponent(w.name)}`, { token: admin.token });
    expect(search.json().data.groups).toEqual([]);
    expect((await t.request("DELETE", `/api/workspace/${w.id}`, { token: owner.token })).statusCode).toBe(404);

    const other = await createWorkspace(t, owner);
    expect((await t.request("DELETE", `/api/workspace/${other.id}`, { token: admin.token })).statusCode).toBe(200);
  });
});

describe("activity and realtime", () => {
  it("sends each change on workspace:<id> after it committed, and records who did what", async () => {
    const viewer = await person(t, "USER", "Vera");
    const newcomer = await person(t, "USER", "Nina");
    const w = await createWorkspace(t, owner, { name: "Live" });
    await addMember(t, w.id, owner, viewer);
    const socket = await open(viewer);
    const channel = `workspace:${w.id}`;
    expect((await socket.subscribe(channel)).at(-1)?.type).toBe("subscribed");
    const newcomerSocket = await open(newcomer);
    await newcomerSocket.subscribe(`user:${newcomer.user.id}`);

    await addMember(t, w.id, owner, newcomer, "COMMENTER");
    const pair = await socket.events(channel, 2);
    const added = pair.find((e) => e.name === "member-added");
    const addedActivity = pair.find((e) => e.name === "activity");
    expect(added).toMatchObject({
      name: "member-added",
      data: { workspaceId: w.id, member: { userId: newcomer.user.id, role: "COMMENTER", permissions: "comment" } },
    });
    expect(addedActivity).toMatchObject({
      name: "activity",
      data: { action: "member.added", actor: { id: owner.user.id }, summary: expect.stringContaining("as commenter") },
    });
    const [granted] = await newcomerSocket.events(`user:${newcomer.user.id}`, 1);
    expect(granted).toMatchObject({ name: "workspace-access-granted", data: { workspaceId: w.id, role: "COMMENTER" } });

    await t.request("PUT", `/api/workspace/${w.id}`, { token: owner.token, body: { name: "Live 2" } });
    const events = await socket.events(channel, 2);
    expect(events.map((e) => e.name).sort()).toEqual(["activity", "workspace-updated"]);
    const updated = events.find((e) => e.name === "workspace-updated");
    expect(updated?.data).toEqual({ workspaceId: w.id, parts: ["details"] });
    // The change is readable by the time its event arrives.
    expect((await readAs(t, viewer.token, w.id)).json().data.name).toBe("Live 2");

    // A refused change sends nothing.
    await t.request("POST", `/api/members/${w.id}/members`, { token: owner.token, body: { userId: newcomer.user.id } });
    await socket.ping();
    expect(socket.drainEvents(channel)).toEqual([]);

    const activity = await t.request("GET", `/api/workspace/${w.id}/activity?limit=2`, { token: viewer.token });
    expect(activity.json().meta).toMatchObject({ page: 1, limit: 2, total: 4, hasMore: true });
    expect(activity.json().data.map((a: { action: string }) => a.action)).toEqual([
      "workspace.updated",
      "member.added",
    ]);
  });

  it("lets only those who may see a workspace subscribe to its channel", async () => {
    const w = await createWorkspace(t, owner);
    const channel = `workspace:${w.id}`;
    const stranger = await open(outsider);
    stranger.send({ type: "subscribe", channel });
    expect((await stranger.take("error", (f) => f.channel === channel)).code).toBe("realtime.forbidden");
    for (const user of [admin, auditor]) {
      expect((await (await open(user)).subscribe(channel)).at(-1)?.type).toBe("subscribed");
    }
    await t.request("PUT", `/api/workspace/${w.id}/general-access`, {
      token: owner.token,
      body: { generalAccess: "anyone_with_link" },
    });
    expect((await stranger.subscribe(channel)).at(-1)?.type).toBe("subscribed");
    const guestSocket = await open(guest);
    guestSocket.send({ type: "subscribe", channel });
    expect((await guestSocket.take("error", (f) => f.channel === channel)).code).toBe("realtime.forbidden");
  });

  it("drops the subscription of someone who lost access, so they hear nothing more", async () => {
    const member = await person(t);
    const linkViewer = await person(t);
    const w = await createWorkspace(t, owner, { generalAccess: "anyone_with_link" });
    const memberId = await addMember(t, w.id, owner, member);
    const channel = `workspace:${w.id}`;
    const memberSocket = await open(member);
    const linkSocket = await open(linkViewer);
    await memberSocket.subscribe(channel);
    await linkSocket.subscribe(channel);

    await t.request("DELETE", `/api/members/${w.id}/member/${memberId}`, { token: owner.token });
    // Still reached by the link: the member keeps the channel.
    await t.request("PUT", `/api/workspace/${w.id}`, { token: owner.token, body: { description: "one" } });
    expect((await memberSocket.events(channel, 4)).map((e) => e.name)).toContain("workspace-updated");

    await t.request("PUT", `/api/workspace/${w.id}/general-access`, {
      token: owner.token,
      body: { generalAccess: "restricted" },
    });
    for (const socket of [memberSocket, linkSocket]) {
      const dropped = await socket.take("error", (f) => f.channel === channel);
      expect(dropped).toMatchObject({
        code: "realtime.forbidden",
        message: "You no longer have access to this channel",
      });
    }
    memberSocket.drainEvents(channel);
    linkSocket.drainEvents(channel);
    await t.request("PUT", `/api/workspace/${w.id}`, { token: owner.token, body: { description: "two" } });
    await memberSocket.ping();
    await linkSocket.ping();
    expect(memberSocket.drainEvents(channel)).toEqual([]);
    expect(linkSocket.drainEvents(channel)).toEqual([]);
  });

  it("tells members and open views when the workspace is deleted", async () => {
    const member = await person(t);
    const w = await createWorkspace(t, owner);
    await addMember(t, w.id, owner, member);
    const socket = await open(member);
    await socket.subscribe(`workspace:${w.id}`);
    await socket.subscribe(`user:${member.user.id}`);
    await t.request("DELETE", `/api/workspace/${w.id}`, { token: owner.token });
    const onWorkspace = await socket.events(`workspace:${w.id}`, 2);
    expect(onWorkspace.map((e) => e.name).sort()).toEqual(["activity", "workspace-deleted"]);
    const [revoked] = await socket.events(`user:${member.user.id}`, 1);
    expect(revoked).toMatchObject({ name: "workspace-access-revoked", data: { workspaceId: w.id } });
  });
});

describe("demo data", () => {
  it("seeds workspaces with members in every role and items of every type", async () => {
    await seedOrganisation(t.ctx, false);
    expect((await seedWorkspaces(t.ctx)).length).toBe(4);
    const login = await t.request("POST", "/api/user/auth/login", {
      body: { email: "ada@bearish.demo", password: "Bearish-demo1!" },
    });
    const adminToken = login.json().data.token as string;
    const all = (await list(adminToken, "?search=")).json().data as { id: string; name: string; memberCount: number }[];
    const apollo = all.find((w) => w.name === "Apollo Launch");
    expect(apollo).toBeDefined();
    const roles = (await t.request("GET", `/api/members/${apollo?.id}/members`, { token: adminToken })).json().data
      .members as { role: string }[];
    expect(new Set(roles.map((m) => m.role))).toEqual(new Set(["OWNER", "EDITOR", "COMMENTER", "VIEWER"]));
    const analytics = (await t.request("GET", `/api/workspace/${apollo?.id}/analytics`, { token: adminToken })).json()
      .data;
    for (const type of ["Board", "List", "Checklist", "Whiteboard", "Document", "Wiki"]) {
      expect(analytics.items.byType[type], type).toBeGreaterThan(0);
    }
    expect(analytics.items.wikiPages).toBeGreaterThan(2);
    expect(analytics.activity.total).toBeGreaterThan(10);
    const archived = (await t.request("GET", "/api/workspace/archived?search=Research", { token: adminToken })).json();
    expect(archived.data.map((w: { name: string }) => w.name)).toEqual(["Research Notes"]);
  });
});
