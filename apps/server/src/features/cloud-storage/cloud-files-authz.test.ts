// The authorization table of the files, folders, trash and usage endpoints: every endpoint against
// the owner, people a folder or a file is shared with (editor, commenter, viewers), a member of the
// workspace the file is connected to, a non-member and a signed-out caller. A refused call (and any
// call that should only touch the caller's own drive) leaves the owner's drive exactly as it was.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles, cloudFolders, cloudShares, cloudStorageUsage } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, word } from "../workspaces/workspace-fixtures";
import { cloudApi, type SeededCloudFolder, seedCloudFile, seedCloudFolder, shareCloudItem } from "./cloud-fixtures";

const WHO = [
  "owner",
  "editor",
  "commenter",
  "folder viewer",
  "file viewer",
  "workspace member",
  "non-member",
  "signed out",
] as const;
type Who = (typeof WHO)[number];
type Method = "GET" | "POST" | "PUT" | "DELETE";

let t: TestServer;
let people: Record<Exclude<Who, "signed out">, TestUser>;
/** The owner's folder shared with the editor, the commenter and the folder viewer. */
let shared: SeededCloudFolder;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestServer();
  people = {
    owner: await createUser(t, { firstName: "Olive", lastName: "Owner" }),
    editor: await createUser(t, { firstName: "Eddie", lastName: "Editor" }),
    commenter: await createUser(t, { firstName: "Cora", lastName: "Commenter" }),
    "folder viewer": await createUser(t, { firstName: "Fay", lastName: "Viewer" }),
    "file viewer": await createUser(t, { firstName: "Finn", lastName: "Viewer" }),
    "workspace member": await createUser(t, { firstName: "Wes", lastName: "Member" }),
    "non-member": await createUser(t, { firstName: "Nina", lastName: "Stranger" }),
  };
  const owner = people.owner;
  shared = await seedCloudFolder(t, owner, { name: "Shared" });
  for (const [who, role] of [
    ["editor", "editor"],
    ["commenter", "commenter"],
    ["folder viewer", "viewer"],
  ] as const) {
    await shareCloudItem(t, { ownerId: owner.user.id, folderId: shared.id, userId: people[who].user.id, role });
  }
  workspaceId = (await createWorkspace(t, owner)).id;
  await addMember(t, workspaceId, owner, people["workspace member"], "VIEWER");
});
afterAll(async () => {
  await t.close();
});

const userOf = (who: Who) => (who === "signed out" ? undefined : people[who]);
const ownerId = () => people.owner.user.id;
const enc = encodeURIComponent;

/** A file in the shared folder, shared with the file viewer and connected to the workspace. */
async function sharedFile() {
  const file = await seedCloudFile(t, people.owner, { name: `${word("f")}.txt`, directory: shared.path });
  await shareCloudItem(t, {
    ownerId: ownerId(),
    fileId: file.id,
    userId: people["file viewer"].user.id,
    role: "viewer",
  });
  await t.ctx.db.update(cloudFiles).set({ connectedWorkspace: workspaceId }).where(eq(cloudFiles.id, file.id));
  return file;
}
async function trashedFile() {
  const file = await sharedFile();
  const res = await cloudApi(t, "DELETE", `cloud-storage/file/delete-file/${file.id}`, people.owner);
  expect(res.statusCode, res.body).toBe(200);
  return file;
}
const subfolder = () => seedCloudFolder(t, people.owner, { name: word("Sub"), directory: shared.path });

/** Everything of the owner's drive a call could change. */
async function ownerDrive() {
  const id = ownerId();
  return {
    folders: await t.ctx.db
      .select()
      .from(cloudFolders)
      .where(eq(cloudFolders.ownerId, id))
      .orderBy(asc(cloudFolders.id)),
    files: await t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.ownerId, id)).orderBy(asc(cloudFiles.id)),
    shares: await t.ctx.db.select().from(cloudShares).where(eq(cloudShares.ownerId, id)).orderBy(asc(cloudShares.id)),
    usage: await t.ctx.db.select().from(cloudStorageUsage).where(eq(cloudStorageUsage.userId, id)),
  };
}

interface Row {
  name: string;
  method: Method;
  prepare: () => Promise<{ path: string; body?: unknown }>;
  expected: Record<Who, number>;
  /** The call may change the owner's drive when it succeeds for someone (else only their own data). */
  writesOwnerDrive: boolean;
}

const everyone = (status: number) =>
  Object.fromEntries(WHO.map((who) => [who, who === "signed out" ? 401 : status])) as Record<Who, number>;
const readers = { ...everyone(200), "non-member": 404 };
const editors = { ...readers, commenter: 403, "folder viewer": 403, "file viewer": 403, "workspace member": 403 };
const fileOwner = { ...editors, editor: 403 };
/** Folder access: only folder shares reach a folder; a file's share or workspace does not. */
const folderReaders = { ...readers, "file viewer": 404, "workspace member": 404 };
const folderEditors = { ...folderReaders, commenter: 403, "folder viewer": 403 };
const folderOwner = { ...folderEditors, editor: 403 };
const trashOwner = { ...everyone(404), owner: 200, "signed out": 401 };

const rows: Row[] = [
  {
    name: "GET get-all-files in the shared folder",
    method: "GET",
    prepare: async () => {
      await sharedFile();
      return { path: `cloud-storage/file/get-all-files?directory=${enc(shared.path)}&ownerId=${ownerId()}` };
    },
    expected: readers,
    writesOwnerDrive: false,
  },
  {
    name: "GET get-all-files everywhere",
    method: "GET",
    prepare: async () => ({ path: "cloud-storage/file/get-all-files?view=shared" }),
    expected: everyone(200),
    writesOwnerDrive: false,
  },
  {
    name: "GET get-file",
    method: "GET",
    prepare: async () => ({ path: `cloud-storage/file/get-file/${(await sharedFile()).id}` }),
    expected: readers,
    writesOwnerDrive: false,
  },
  {
    name: "PUT update-file (editor field)",
    method: "PUT",
    prepare: async () => ({
      path: `cloud-storage/file/update-file/${(await sharedFile()).id}`,
      body: { description: "changed" },
    }),
    expected: editors,
    writesOwnerDrive: true,
  },
  {
    name: "PUT update-file (move: owner field)",
    method: "PUT",
    prepare: async () => ({
      path: `cloud-storage/file/update-file/${(await sharedFile()).id}`,
      body: { folderLocation: "/" },
    }),
    expected: fileOwner,
    writesOwnerDrive: true,
  },
  {
    name: "DELETE delete-file",
    method: "DELETE",
    prepare: async () => ({ path: `cloud-storage/file/delete-file/${(await sharedFile()).id}` }),
    expected: fileOwner,
    writesOwnerDrive: true,
  },
  {
    name: "POST create-folder in the shared folder",
    method: "POST",
    prepare: async () => ({
      path: "cloud-storage/file/create-folder",
      body: { folderName: word("New "), directory: shared.path, ownerId: ownerId() },
    }),
    expected: { ...folderEditors, owner: 201, editor: 201 },
    writesOwnerDrive: true,
  },
  {
    name: "GET get-all-folders in the shared folder",
    method: "GET",
    prepare: async () => {
      await subfolder();
      return { path: `cloud-storage/file/get-all-folders?directory=${enc(shared.path)}&ownerId=${ownerId()}` };
    },
    expected: folderReaders,
    writesOwnerDrive: false,
  },
  {
    name: "GET get-all-folders shared with me",
    method: "GET",
    prepare: async () => ({ path: "cloud-storage/file/get-all-folders?view=shared" }),
    expected: everyone(200),
    writesOwnerDrive: false,
  },
  {
    name: "PUT update-folder (rename)",
    method: "PUT",
    prepare: async () => ({
      path: `cloud-storage/file/update-folder/${(await subfolder()).id}`,
      body: { folderName: word("Renamed") },
    }),
    expected: folderEditors,
    writesOwnerDrive: true,
  },
  {
    name: "PUT update-folder (move)",
    method: "PUT",
    prepare: async () => ({
      path: `cloud-storage/file/update-folder/${(await subfolder()).id}`,
      body: { directory: "/" },
    }),
    expected: folderOwner,
    writesOwnerDrive: true,
  },
  {
    name: "DELETE delete-folder",
    method: "DELETE",
    prepare: async () => ({ path: `cloud-storage/file/delete-folder/${(await subfolder()).id}` }),
    expected: folderOwner,
    writesOwnerDrive: true,
  },
  {
    name: "GET trash",
    method: "GET",
    prepare: async () => {
      await trashedFile();
      return { path: "cloud-storage/trash" };
    },
    expected: everyone(200),
    writesOwnerDrive: false,
  },
  {
    name: "POST trash restore",
    method: "POST",
    prepare: async () => ({ path: `cloud-storage/trash/file/${(await trashedFile()).id}/restore` }),
    expected: trashOwner,
    writesOwnerDrive: true,
  },
  {
    name: "DELETE trash item for good",
    method: "DELETE",
    prepare: async () => ({ path: `cloud-storage/trash/file/${(await trashedFile()).id}` }),
    expected: trashOwner,
    writesOwnerDrive: true,
  },
  {
    name: "DELETE trash (empty)",
    method: "DELETE",
    prepare: async () => {
      await trashedFile();
      return { path: "cloud-storage/trash" };
    },
    expected: everyone(200),
    writesOwnerDrive: false,
  },
  {
    name: "GET usage",
    method: "GET",
    prepare: async () => ({ path: "cloud-storage/usage" }),
    expected: everyone(200),
    writesOwnerDrive: false,
  },
];

describe.each(rows)("$name", (row) => {
  it.each(WHO)("as %s", async (who) => {
    const { path, body } = await row.prepare();
    const before = await ownerDrive();
    const res = await cloudApi(t, row.method, path, userOf(who), body);
    const expected = row.expected[who];
    expect(res.statusCode, `${row.name} as ${who}: ${res.body}`).toBe(expected);
    if (expected >= 400) {
      expect(res.json()).toMatchObject({ success: false, statusCode: expected });
    }
    const mayChange = expected < 400 && (who === "owner" || row.writesOwnerDrive);
    if (!mayChange) expect(await ownerDrive()).toEqual(before);
  });
});

describe("what each sees", () => {
  it("a non-member sees none of the owner's files or folders in any list", async () => {
    await sharedFile();
    const stranger = people["non-member"];
    const files = await cloudApi(t, "GET", "cloud-storage/file/get-all-files", stranger);
    expect(files.json().data).toEqual([]);
    const folders = await cloudApi(t, "GET", "cloud-storage/file/get-all-folders?view=shared", stranger);
    expect(folders.json().data).toEqual([]);
    const root = await cloudApi(
      t,
      "GET",
      `cloud-storage/file/get-all-folders?directory=/&ownerId=${ownerId()}`,
      stranger,
    );
    expect(root.statusCode).toBe(404);
  });

  it("the workspace member sees the connected file with view access, not the folder's other files", async () => {
    const file = await sharedFile();
    const other = await seedCloudFile(t, people.owner, { name: `${word("o")}.txt`, directory: shared.path });
    const member = people["workspace member"];
    const res = await cloudApi(
      t,
      "GET",
      `cloud-storage/file/get-all-files?directory=${enc(shared.path)}&ownerId=${ownerId()}&limit=1000`,
      member,
    );
    const ids = res.json().data.map((f: { id: string }) => f.id);
    expect(ids).toContain(file.id);
    expect(ids).not.toContain(other.id);
    const one = await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, member);
    expect(one.json().data.access).toBe("view");
  });
});

describe("renaming needs edit access to the folder the item is in", () => {
  it("an editor of the shared folder renames inside it, but not the shared folder itself (403, no name check)", async () => {
    const editor = people.editor;
    await seedCloudFolder(t, people.owner, { name: word("Private") });
    const privateName = word("Secret");
    await seedCloudFolder(t, people.owner, { name: privateName });
    const inside = await subfolder();
    const before = await ownerDrive();
    for (const folderName of [privateName, word("Other")]) {
      const res = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${shared.id}`, editor, { folderName });
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await ownerDrive()).toEqual(before);
    const renamed = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${inside.id}`, editor, {
      folderName: word("Inside"),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const owner = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${shared.id}`, people.owner, {
      folderName: privateName,
    });
    expect(owner.statusCode, owner.body).toBe(409);
  });

  it("an editor of a file shared alone, or through a workspace, changes its details but cannot rename it", async () => {
    const secret = await seedCloudFolder(t, people.owner, { name: word("Hidden") });
    const taken = await seedCloudFile(t, people.owner, { name: `${word("taken")}.txt`, directory: secret.path });
    const file = await seedCloudFile(t, people.owner, { name: `${word("doc")}.txt`, directory: secret.path });
    const fileEditor = await createUser(t);
    await shareCloudItem(t, { ownerId: ownerId(), fileId: file.id, userId: fileEditor.user.id, role: "editor" });
    const workspaceEditor = await createUser(t);
    await addMember(t, workspaceId, people.owner, workspaceEditor, "EDITOR");
    await t.ctx.db.update(cloudFiles).set({ connectedWorkspace: workspaceId }).where(eq(cloudFiles.id, file.id));
    for (const who of [fileEditor, workspaceEditor]) {
      const before = await ownerDrive();
      for (const name of [taken.name, `${word("new")}.txt`]) {
        const res = await cloudApi(t, "PUT", `cloud-storage/file/update-file/${file.id}`, who, { name });
        expect(res.statusCode, res.body).toBe(403);
      }
      expect(await ownerDrive()).toEqual(before);
      const described = await cloudApi(t, "PUT", `cloud-storage/file/update-file/${file.id}`, who, {
        description: "fine",
      });
      expect(described.statusCode, described.body).toBe(200);
    }
  });

  it("an editor of the folder a file is in renames it, and learns only that folder's names (409)", async () => {
    const file = await sharedFile();
    const other = await sharedFile();
    const taken = await cloudApi(t, "PUT", `cloud-storage/file/update-file/${file.id}`, people.editor, {
      name: other.name,
    });
    expect(taken.statusCode, taken.body).toBe(409);
    const renamed = await cloudApi(t, "PUT", `cloud-storage/file/update-file/${file.id}`, people.editor, {
      name: `${word("renamed")}.txt`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe("where a file is, as each may learn it", () => {
  it("shows the real folder to the owner and folder members, and `/` to a file's share and a workspace", async () => {
    const deep = await seedCloudFolder(t, people.owner, { name: word("Deep"), directory: shared.path });
    const file = await seedCloudFile(t, people.owner, { name: `${word("p")}.txt`, directory: deep.path });
    await shareCloudItem(t, {
      ownerId: ownerId(),
      fileId: file.id,
      userId: people["file viewer"].user.id,
      role: "viewer",
    });
    await t.ctx.db.update(cloudFiles).set({ connectedWorkspace: workspaceId }).where(eq(cloudFiles.id, file.id));
    for (const who of ["owner", "editor", "folder viewer"] as const) {
      const res = await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, people[who]);
      expect(res.json().data, who).toMatchObject({ directory: deep.path, path: `${deep.path}/${file.name}` });
    }
    for (const who of ["file viewer", "workspace member"] as const) {
      const one = await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, people[who]);
      expect(one.json().data, who).toMatchObject({ directory: "/", path: `/${file.name}` });
      const listed = await cloudApi(t, "GET", "cloud-storage/file/get-all-files?view=shared&limit=1000", people[who]);
      const entry = listed.json().data.find((f: { id: string }) => f.id === file.id);
      expect(entry, who).toMatchObject({ directory: "/", path: `/${file.name}` });
      expect(JSON.stringify(listed.json().data), who).not.toContain(deep.name);
    }
  });
});
