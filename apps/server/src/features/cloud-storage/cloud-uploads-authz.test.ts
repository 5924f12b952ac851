import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { asc, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFileComments, cloudFiles, cloudFileVersions, cloudFolders, cloudShares, uploads } from "../../db/tables";
import { newId } from "../../platform/ids";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { blobFiles, type FormPart, PDF_BYTES, postForm } from "../uploads/upload-fixtures";
import { readStorageUsage } from "./cloud-usage.repository";

/**
 * Who may call each endpoint of uploads, versions, access URLs, comments and sharing, on a file in
 * a folder the owner shared with an editor, a commenter and a viewer. A refused write changes nothing.
 */

type Who = "owner" | "editor" | "commenter" | "viewer" | "nonMember" | "signedOut";
type Method = "GET" | "POST" | "PUT" | "DELETE";

let t: TestServer;
let people: Record<Exclude<Who, "signedOut">, TestUser>;
let folderId: string;

beforeAll(async () => {
  t = await createTestServer();
  people = {
    owner: await createUser(t, { firstName: "Olive", lastName: "Owner" }),
    editor: await createUser(t, { firstName: "Eddie", lastName: "Editor" }),
    commenter: await createUser(t, { firstName: "Cora", lastName: "Commenter" }),
    viewer: await createUser(t, { firstName: "Vera", lastName: "Viewer" }),
    nonMember: await createUser(t, { firstName: "Nora", lastName: "Outsider" }),
  };
  folderId = newId();
  const now = t.clock.now();
  await t.ctx.db.insert(cloudFolders).values({
    id: folderId,
    ownerId: people.owner.user.id,
    name: "Shared",
    directory: "/",
    path: "/Shared",
    createdBy: people.owner.user.id,
    createdAt: now,
    updatedAt: now,
  });
  for (const role of ["editor", "commenter", "viewer"] as const) {
    const res = await t.request("POST", `/api/cloud-storage/folder/${folderId}/members`, {
      token: people.owner.token,
      body: { userId: people[role].user.id, role },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

const userOf = (who: Who) => (who === "signedOut" ? undefined : people[who]);
const FILE = "/api/cloud-storage/file";

async function freshFile(): Promise<CloudFile> {
  const res = await postForm(t, `${FILE}/upload-file`, people.owner.token, [
    { field: "files", filename: "doc.pdf", content: PDF_BYTES },
    { field: "folderLocation", content: "/Shared" },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0];
}

async function addMember(target: "file" | "folder", id: string): Promise<string> {
  const person = await createUser(t);
  const res = await t.request("POST", `/api/cloud-storage/${target}/${id}/members`, {
    token: people.owner.token,
    body: { userId: person.user.id, role: "viewer" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return person.user.id;
}

/** Everything a refused call could have touched. */
async function snapshot() {
  const countOf = async (table: typeof uploads | typeof cloudFileVersions | typeof cloudFileComments) =>
    (await t.ctx.db.select({ n: count() }).from(table))[0]?.n;
  return {
    uploads: await countOf(uploads),
    versions: await countOf(cloudFileVersions),
    comments: await countOf(cloudFileComments),
    files: await t.ctx.db
      .select({
        id: cloudFiles.id,
        version: cloudFiles.version,
        uploadId: cloudFiles.uploadId,
        downloads: cloudFiles.downloads,
        views: cloudFiles.totalViews,
        shares: cloudFiles.totalShares,
      })
      .from(cloudFiles)
      .orderBy(asc(cloudFiles.id)),
    shares: await t.ctx.db
      .select({ id: cloudShares.id, role: cloudShares.role, expiresAt: cloudShares.expiresAt })
      .from(cloudShares)
      .orderBy(asc(cloudShares.id)),
    blobs: await blobFiles(t),
    usage: await readStorageUsage(t.ctx.db, people.owner.user.id),
  };
}

interface Prepared {
  path: string;
  body?: unknown;
  form?: FormPart[];
}

interface Row {
  name: string;
  method: Method;
  write: boolean;
  prepare: () => Promise<Prepared>;
  expected: Record<Who, number>;
}

const readers = { owner: 200, editor: 200, commenter: 200, viewer: 200, nonMember: 404, signedOut: 401 };
const editors = { owner: 200, editor: 200, commenter: 403, viewer: 403, nonMember: 404, signedOut: 401 };
const ownerOnly = { owner: 200, editor: 403, commenter: 403, viewer: 403, nonMember: 404, signedOut: 401 };
const createdBy = (allowed: Record<Who, number>) =>
  Object.fromEntries(Object.entries(allowed).map(([who, status]) => [who, status === 200 ? 201 : status])) as Record<
    Who,
    number
  >;

const sharingRows = (target: "file" | "folder"): Row[] => {
  const targetId = async () => (target === "file" ? (await freshFile()).id : folderId);
  const base = (id: string) => `/api/cloud-storage/${target}/${id}/members`;
  return [
    {
      name: `GET ${target}/:id/members`,
      method: "GET",
      write: false,
      prepare: async () => ({ path: base(await targetId()) }),
      expected: readers,
    },
    {
      name: `POST ${target}/:id/members`,
      method: "POST",
      write: true,
      prepare: async () => ({
        path: base(await targetId()),
        body: { userId: (await createUser(t)).user.id, role: "viewer" },
      }),
      expected: createdBy(ownerOnly),
    },
    {
      name: `PUT ${target}/:id/members/:userId`,
      method: "PUT",
      write: true,
      prepare: async () => {
        const id = await targetId();
        return { path: `${base(id)}/${await addMember(target, id)}`, body: { role: "editor" } };
      },
      expected: ownerOnly,
    },
    {
      name: `DELETE ${target}/:id/members/:userId (someone else)`,
      method: "DELETE",
      write: true,
      prepare: async () => {
        const id = await targetId();
        return { path: `${base(id)}/${await addMember(target, id)}` };
      },
      expected: ownerOnly,
    },
  ];
};

const rows: Row[] = [
  {
    name: "POST upload-file (into the shared folder)",
    method: "POST",
    write: true,
    prepare: async () => ({
      path: `${FILE}/upload-file`,
      form: [
        { field: "files", filename: "new.pdf", content: PDF_BYTES },
        { field: "folderLocation", content: "/Shared" },
        { field: "ownerId", content: people.owner.user.id },
      ],
    }),
    expected: createdBy(editors),
  },
  {
    name: "GET file/:id/versions",
    method: "GET",
    write: false,
    prepare: async () => ({ path: `${FILE}/${(await freshFile()).id}/versions` }),
    expected: readers,
  },
  {
    name: "POST file/:id/versions",
    method: "POST",
    write: true,
    prepare: async () => ({
      path: `${FILE}/${(await freshFile()).id}/versions`,
      form: [{ field: "file", filename: "v2.pdf", content: PDF_BYTES }],
    }),
    expected: createdBy(editors),
  },
  {
    name: "POST file/:id/versions/:versionId/restore",
    method: "POST",
    write: true,
    prepare: async () => {
      const file = await freshFile();
      const versions = await t.request("GET", `${FILE}/${file.id}/versions`, { token: people.owner.token });
      return { path: `${FILE}/${file.id}/versions/${versions.json().data[0].id}/restore` };
    },
    expected: editors,
  },
  {
    name: "POST file/:id/access",
    method: "POST",
    write: true,
    prepare: async () => ({ path: `${FILE}/${(await freshFile()).id}/access`, body: { purpose: "download" } }),
    expected: readers,
  },
  {
    name: "GET file/:id/comments",
    method: "GET",
    write: false,
    prepare: async () => ({ path: `${FILE}/${(await freshFile()).id}/comments` }),
    expected: readers,
  },
  {
    name: "POST file/:id/comments",
    method: "POST",
    write: true,
    prepare: async () => ({ path: `${FILE}/${(await freshFile()).id}/comments`, body: { body: "Looks good" } }),
    expected: { ...createdBy(editors), commenter: 201 },
  },
  {
    name: "DELETE file/:id/comments/:commentId (the commenter's comment)",
    method: "DELETE",
    write: true,
    prepare: async () => {
      const file = await freshFile();
      const res = await t.request("POST", `${FILE}/${file.id}/comments`, {
        token: people.commenter.token,
        body: { body: "mine" },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { path: `${FILE}/${file.id}/comments/${res.json().data.id}` };
    },
    expected: { ...ownerOnly, commenter: 200 },
  },
  ...sharingRows("file"),
  ...sharingRows("folder"),
];

const WHO: Who[] = ["owner", "editor", "commenter", "viewer", "nonMember", "signedOut"];

describe("cloud uploads, versions, access, comments and sharing: authorization", () => {
  for (const row of rows) {
    for (const who of WHO) {
      const status = row.expected[who];
      it(`${row.name} as ${who} → ${status}`, async () => {
        const { path, body, form } = await row.prepare();
        const before = row.write && status >= 400 ? await snapshot() : null;
        const user = userOf(who);
        const res = form
          ? await postForm(t, path, user?.token, form)
          : await t.request(row.method, path, { token: user?.token, body });
        expect(res.statusCode, res.body).toBe(status);
        if (status === 404) expect(res.json().message).toMatch(/not found/);
        if (before) expect(await snapshot()).toEqual(before);
      });
    }
  }
});

describe("the generic upload endpoints do not reach a cloud file's bytes", () => {
  it("answers 404 to GET and DELETE upload-files/{id} for every version, even to the uploader and an ADMIN", async () => {
    const admin = await createUser(t, { role: "ADMIN" });
    const res = await postForm(t, `${FILE}/upload-file`, people.editor.token, [
      { field: "folderLocation", content: "/Shared" },
      { field: "ownerId", content: people.owner.user.id },
      { field: "files", filename: "by-editor.pdf", content: PDF_BYTES },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const file: CloudFile = res.json().data[0];
    const version = await postForm(t, `${FILE}/${file.id}/versions`, people.editor.token, [
      { field: "file", filename: "by-editor.pdf", content: PDF_BYTES },
    ]);
    expect(version.statusCode, version.body).toBe(201);
    const current: CloudFile = version.json().data;
    expect(current.uploadId).not.toBe(file.uploadId);

    const before = await snapshot();
    for (const uploadId of [file.uploadId, current.uploadId]) {
      for (const user of [people.editor, admin, people.owner]) {
        const read = await t.request("GET", `/api/upload-files/${uploadId}`, { token: user.token });
        expect(read.statusCode, read.body).toBe(404);
        const removed = await t.request("DELETE", `/api/upload-files/${uploadId}`, { token: user.token });
        expect(removed.statusCode, removed.body).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
    const url = await t.request("POST", `${FILE}/${file.id}/access`, {
      token: people.owner.token,
      body: { purpose: "download" },
    });
    const served = await t.app.inject({ method: "GET", url: url.json().data.path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);

    // An upload of no cloud file still answers its uploader.
    const plain = await postForm(t, "/api/upload-files", people.editor.token, [
      { field: "file", filename: "plain.pdf", content: PDF_BYTES },
    ]);
    expect(plain.statusCode, plain.body).toBe(201);
    const mine = await t.request("GET", `/api/upload-files/${plain.json().data.id}`, { token: people.editor.token });
    expect(mine.statusCode, mine.body).toBe(200);
  });
});
