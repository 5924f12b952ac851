import type { CloudFile, CloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import type { SearchHit } from "@bearish/shared/search/search";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles } from "../../db/tables";
import { sampleDocx, samplePdf, sampleXlsx } from "../../demo/demo-documents";
import type { Db } from "../../platform/db/database";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { postForm } from "../uploads/upload-fixtures";
import { addMember, createWorkspace } from "../workspaces/workspace-fixtures";
import { reindexCloudPath } from "./cloud-files.search";
import { cloudApi, seedCloudFile, seedCloudFolder } from "./cloud-fixtures";
import { storeContentText } from "./cloud-search.repository";
import { defineCloudTextJobs } from "./cloud-text-extract.job";

let t: TestServer;
let owner: TestUser;
let fileFriend: TestUser;
let folderFriend: TestUser;
let teammate: TestUser;
let stranger: TestUser;
let projects: CloudFolder;
let deep: CloudFolder;

async function upload(who: TestUser, directory: string, name: string, bytes: Buffer): Promise<CloudFile> {
  const res = await postForm(t, "/api/cloud-storage/file/upload-file", who.token, [
    { field: "folderLocation", content: directory },
    { field: "files", filename: name, content: bytes },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as CloudFile[])[0] as CloudFile;
}

async function createFolder(folderName: string, directory: string): Promise<CloudFolder> {
  const res = await cloudApi(t, "POST", "cloud-storage/file/create-folder", owner, { folderName, directory });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CloudFolder;
}

/** The file hits `who` gets for `q`. */
async function fileHits(who: TestUser, q: string): Promise<SearchHit[]> {
  const res = await t.request("GET", `/api/search?q=${encodeURIComponent(q)}&kinds=file&perKind=50`, {
    token: who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.groups.flatMap((g: { hits: SearchHit[] }) => g.hits);
}

async function finds(who: TestUser, q: string): Promise<string[]> {
  return (await fileHits(who, q)).map((h) => h.id);
}

async function share(kind: "file" | "folder", id: string, person: TestUser, extra: Record<string, unknown> = {}) {
  const res = await cloudApi(t, "POST", `cloud-storage/${kind}/${id}/members`, owner, {
    userId: person.user.id,
    role: "viewer",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function unshare(kind: "file" | "folder", id: string, person: TestUser) {
  const res = await cloudApi(t, "DELETE", `cloud-storage/${kind}/${id}/members/${person.user.id}`, owner);
  expect(res.statusCode, res.body).toBe(200);
}

async function updateFile(id: string, body: Record<string, unknown>) {
  const res = await cloudApi(t, "PUT", `cloud-storage/file/update-file/${id}`, owner, body);
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestServer();
  defineCloudTextJobs(t.ctx);
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  fileFriend = await createUser(t, { firstName: "Fern", lastName: "File" });
  folderFriend = await createUser(t, { firstName: "Fola", lastName: "Folder" });
  teammate = await createUser(t, { firstName: "Tim", lastName: "Team" });
  stranger = await createUser(t, { firstName: "Stan", lastName: "Stranger" });
  projects = await createFolder("Projects", "/");
  deep = await createFolder("Deep", "/Projects");
});
afterAll(async () => {
  await t.close();
});

describe("the words inside files", () => {
  let docx: CloudFile;
  let xlsx: CloudFile;
  let pdf: CloudFile;

  beforeAll(async () => {
    docx = await upload(
      owner,
      "/",
      "minutes.docx",
      sampleDocx({ title: "Board minutes", paragraphs: ["The axolotl budget was approved"] }),
    );
    xlsx = await upload(owner, "/Projects/Deep", "ledger.xlsx", sampleXlsx([{ name: "Q1", rows: [["Quokka", 42]] }]));
    pdf = await upload(
      owner,
      "/Projects",
      "brochure.pdf",
      await samplePdf({ title: "Brochure", paragraphs: ["Visit the pangolin sanctuary"] }),
    );
  });

  it("are findable by the owner once extracted; the name at once", async () => {
    expect(await finds(owner, "minutes")).toEqual([docx.id]);
    expect(await finds(owner, "axolotl")).toEqual([]);
    await t.ctx.jobs.runDue();
    expect(await finds(owner, "axolotl")).toEqual([docx.id]);
    expect(await finds(owner, "quokka")).toEqual([xlsx.id]);
    expect(await finds(owner, "pangolin sanctuary")).toEqual([pdf.id]);
    const [hit] = await fileHits(owner, "axolotl");
    expect(hit).toMatchObject({
      kind: "file",
      title: "minutes.docx",
      url: `/cloud-storage/bearish/my-drive?file=${docx.id}`,
    });
    // Size and type only: the snippet never names the owner's folders.
    expect(hit?.snippet).toMatch(/^\d+\.\d\d KB · DOCX$/);
  });

  it("are found by a person the file is shared with, until the share is removed", async () => {
    await t.ctx.jobs.runDue();
    expect(await finds(fileFriend, "axolotl")).toEqual([]);
    await share("file", docx.id, fileFriend);
    expect(await finds(fileFriend, "axolotl")).toEqual([docx.id]);
    expect(await finds(stranger, "axolotl")).toEqual([]);
    expect(await finds(folderFriend, "axolotl")).toEqual([]);
    await unshare("file", docx.id, fileFriend);
    expect(await finds(fileFriend, "axolotl")).toEqual([]);
  });

  it("are found by a person a parent folder is shared with, in subfolders too, until the share is removed", async () => {
    await t.ctx.jobs.runDue();
    await share("folder", projects.id, folderFriend);
    expect(await finds(folderFriend, "quokka")).toEqual([xlsx.id]);
    expect(await finds(folderFriend, "pangolin")).toEqual([pdf.id]);
    expect(await finds(folderFriend, "axolotl")).toEqual([]);
    expect(await finds(stranger, "quokka")).toEqual([]);
    await unshare("folder", projects.id, folderFriend);
    expect(await finds(folderFriend, "quokka")).toEqual([]);
    expect(await finds(folderFriend, "pangolin")).toEqual([]);
  });

  it("stop being found when the share expires", async () => {
    await t.ctx.jobs.runDue();
    const expiresAt = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    await share("folder", deep.id, folderFriend, { expiresAt });
    expect(await finds(folderFriend, "quokka")).toEqual([xlsx.id]);
    t.clock.advanceMinutes(61);
    expect(await finds(folderFriend, "quokka")).toEqual([]);
  });

  it("are hidden by the trash from everyone, and found again after restore", async () => {
    await t.ctx.jobs.runDue();
    await share("file", pdf.id, fileFriend);
    expect(await finds(fileFriend, "pangolin")).toEqual([pdf.id]);
    const trashed = await cloudApi(t, "DELETE", `cloud-storage/file/delete-file/${pdf.id}`, owner);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(await finds(owner, "pangolin")).toEqual([]);
    expect(await finds(fileFriend, "pangolin")).toEqual([]);
    const restored = await cloudApi(t, "POST", `cloud-storage/trash/file/${pdf.id}/restore`, owner);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await finds(owner, "pangolin")).toEqual([pdf.id]);
    expect(await finds(fileFriend, "pangolin")).toEqual([pdf.id]);
    await unshare("file", pdf.id, fileFriend);
  });

  it("a trashed folder hides everything below it", async () => {
    const folder = await createFolder("Archive", "/");
    const file = await upload(owner, "/Archive", "old.docx", sampleDocx({ title: "Old", paragraphs: ["wombat"] }));
    await t.ctx.jobs.runDue();
    expect(await finds(owner, "wombat")).toEqual([file.id]);
    const res = await cloudApi(t, "DELETE", `cloud-storage/file/delete-folder/${folder.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(await finds(owner, "wombat")).toEqual([]);
  });

  it("follow the file's expiry: after it, only the owner finds it", async () => {
    const file = await upload(owner, "/", "offer.docx", sampleDocx({ title: "Offer", paragraphs: ["okapi"] }));
    await t.ctx.jobs.runDue();
    await share("file", file.id, fileFriend);
    await updateFile(file.id, { setExpiryDate: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString() });
    expect(await finds(fileFriend, "okapi")).toEqual([file.id]);
    t.clock.advanceMinutes(31);
    await t.ctx.jobs.runDue();
    expect(await finds(fileFriend, "okapi")).toEqual([]);
    expect(await finds(owner, "okapi")).toEqual([file.id]);
  });

  it("are found by the members of the workspace the file is connected to", async () => {
    const workspace = await createWorkspace(t, owner);
    await addMember(t, workspace.id, owner, teammate, "VIEWER");
    expect(await finds(teammate, "axolotl")).toEqual([]);
    await updateFile(docx.id, { connectedWorkspace: workspace.id });
    expect(await finds(teammate, "axolotl")).toEqual([docx.id]);
    expect(await finds(stranger, "axolotl")).toEqual([]);
  });

  it("of a new version replace the old version's", async () => {
    const res = await postForm(t, `/api/cloud-storage/file/${docx.id}/versions`, owner.token, [
      { field: "file", filename: "minutes.docx", content: sampleDocx({ title: "Board", paragraphs: ["narwhal"] }) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    await t.ctx.jobs.runDue();
    expect(await finds(owner, "narwhal")).toEqual([docx.id]);
    expect(await finds(owner, "axolotl")).toEqual([]);
    // An extraction of a version that is no longer current stores nothing.
    expect(await storeContentText(t.ctx.db, docx.id, xlsx.uploadId, "stale axolotl")).toBe(false);
  });
});

describe("re-indexing a folder", () => {
  /** Counts the statements a function sends through `db`. */
  async function statementsOf(run: (db: Db) => Promise<void>): Promise<number> {
    let statements = 0;
    const counted = new Proxy(t.ctx.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === "execute" || property === "insert" || property === "update" || property === "delete") {
          return (...args: unknown[]) => {
            statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await run(counted);
    return statements;
  }

  it("takes the same few statements for 3 files as for 60, across subfolders", async () => {
    const small = await seedCloudFolder(t, owner, { name: "Small" });
    const big = await seedCloudFolder(t, owner, { name: "Big" });
    const inner = await seedCloudFolder(t, owner, { name: "Inner", directory: "/Big" });
    // Seeded at the root, then placed (seedCloudFile cannot seed into a folder on PGlite yet).
    const place = async (name: string, directory: string) => {
      const file = await seedCloudFile(t, owner, { name });
      await t.ctx.db.update(cloudFiles).set({ directory }).where(eq(cloudFiles.id, file.id));
    };
    for (let i = 0; i < 3; i += 1) await place(`s${i}.txt`, small.path);
    for (let i = 0; i < 60; i += 1) await place(`gecko${i}.txt`, i % 2 ? big.path : inner.path);
    const now = t.clock.now();
    const forSmall = await statementsOf((db) => reindexCloudPath(db, owner.user.id, small.path, now));
    const forBig = await statementsOf((db) => reindexCloudPath(db, owner.user.id, big.path, now));
    expect(forBig).toBe(forSmall);
    expect(forBig).toBeLessThanOrEqual(6);
    expect(await finds(owner, "gecko")).toHaveLength(50);
    // Shared through the inner folder: only its 30 files.
    await share("folder", inner.id, folderFriend);
    const hits = await fileHits(folderFriend, "gecko");
    expect(hits).toHaveLength(30);
    expect(hits.every((h) => !h.snippet.includes("/Big") && h.snippet.endsWith(" · TXT"))).toBe(true);
  });
});
