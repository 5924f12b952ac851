import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { archiveProblem, inspectZip } from "@bearish/shared/cloud-storage/zip-inspect";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles, cloudFileVersions, jobs, uploads } from "../../db/tables";
import { sampleDocx, sampleXlsx } from "../../demo/demo-documents";
import { isBlobKey } from "../../platform/blob-store/blob-store";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { blobFiles, getFile } from "../uploads/upload-fixtures";
import { lyingZipBomb, manyTextOperatorsPdf, officeZipBomb, pdfWithScript, zipOf } from "./cloud-safety-fixtures";
import { CLOUD_TEXT_EXTRACT_JOB, defineCloudTextJobs } from "./cloud-text-extract.job";
import { SANDBOX_LIMITS } from "./cloud-text-extraction.sandbox";

const UPLOAD = "/api/cloud-storage/file/upload-file";
const UNSAFE_MESSAGE = "This file expands to more than the safe limit and was refused";
const ATTACHMENT_CSP = "sandbox; default-src 'none'";

/**
 * A multipart upload whose file name travels as RFC 5987 `filename*` (percent-encoded UTF-8), so
 * names with control characters, CR/LF or quotes reach the server exactly as an attacker wrote them.
 */
function uploadNamed(t: TestServer, who: TestUser, name: string, content: Buffer | Uint8Array) {
  const boundary = `----bearish${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folderLocation"\r\n\r\n/\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename*=UTF-8''${encodeURIComponent(name)}\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: UPLOAD,
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${who.token}` },
  });
}

async function uploadOne(t: TestServer, who: TestUser, name: string, content: Buffer | Uint8Array): Promise<CloudFile> {
  const res = await uploadNamed(t, who, name, content);
  expect(res.statusCode, res.body).toBe(201);
  const files = res.json().data as CloudFile[];
  expect(files).toHaveLength(1);
  return files[0] as CloudFile;
}

async function accessUrl(t: TestServer, who: TestUser, fileId: string, purpose: "view" | "download") {
  const res = await t.request("POST", `/api/cloud-storage/file/${fileId}/access`, {
    token: who.token,
    body: { purpose },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.path as string;
}

async function counts(t: TestServer) {
  const [u] = await t.ctx.db.select({ n: count() }).from(uploads);
  const [f] = await t.ctx.db.select({ n: count() }).from(cloudFiles);
  const [v] = await t.ctx.db.select({ n: count() }).from(cloudFileVersions);
  return { uploads: u?.n, files: f?.n, versions: v?.n, blobs: await blobFiles(t) };
}

let t: TestServer;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t, { firstName: "Sally", lastName: "Safe" });
  defineCloudTextJobs(t.ctx);
});
afterAll(async () => {
  await t.close();
});

describe("zip bombs dressed as office documents", () => {
  it.each([
    ["report.docx", "docx"],
    ["budget.xlsx", "xlsx"],
  ] as const)("%s expanding to 1 GB is refused with 415 and nothing is stored", async (name, kind) => {
    const bomb = officeZipBomb(kind, 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // Refused for what it declares, not for being unreadable.
    const read = inspectZip(bomb);
    expect(read.ok && archiveProblem(read.value)).toBe("The archive expands to more than the safe limit");
    const before = await counts(t);
    const res = await uploadNamed(t, owner, name, bomb);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: "upload.unsafe_archive", message: UNSAFE_MESSAGE });
    expect(await counts(t)).toEqual(before);
  });

  it("a bomb among good files refuses the whole upload", async () => {
    const before = await counts(t);
    const boundary = "----bearishmixedbatch";
    const part = (name: string, content: Uint8Array) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(content),
        Buffer.from("\r\n"),
      ]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folderLocation"\r\n\r\n/\r\n`),
      part("fine.docx", sampleDocx({ title: "Fine", paragraphs: ["ok"] })),
      part("bomb.xlsx", officeZipBomb("xlsx", 300)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: UPLOAD,
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(await counts(t)).toEqual(before);
  });

  it.each([
    ["liar.docx", "docx"],
    ["liar.xlsx", "xlsx"],
  ] as const)(
    "%s declaring 1,000 bytes but inflating to 300 MB is refused with 415 and nothing is stored",
    async (name, kind) => {
      const bomb = lyingZipBomb(kind, 300);
      // Its central directory is within every declared limit: only inflating it tells.
      const read = inspectZip(bomb);
      expect(read.ok && archiveProblem(read.value)).toBeNull();
      const before = await counts(t);
      const res = await uploadNamed(t, owner, name, bomb);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: "upload.unsafe_archive", message: UNSAFE_MESSAGE });
      expect(await counts(t)).toEqual(before);
    },
  );

  it("an archive the check cannot finish in time is refused, and the server keeps answering", async () => {
    const before = await counts(t);
    const saved = SANDBOX_LIMITS.timeoutMs;
    SANDBOX_LIMITS.timeoutMs = 1;
    try {
      const res = await uploadNamed(t, owner, "slow.docx", sampleDocx({ title: "Slow", paragraphs: ["x"] }));
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: "upload.unsafe_archive", message: UNSAFE_MESSAGE });
    } finally {
      SANDBOX_LIMITS.timeoutMs = saved;
    }
    expect(await counts(t)).toEqual(before);
    expect((await t.request("GET", "/api/cloud-storage/usage", { token: owner.token })).statusCode).toBe(200);
  });

  it("an archive of 10,001 entries and one with an entry climbing out of its folder are refused", async () => {
    const many = zipOf(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: new Uint8Array() })));
    expect((await uploadNamed(t, owner, "many.zip", many)).statusCode).toBe(415);
    const climbing = zipOf([{ name: "../../outside.txt", data: new TextEncoder().encode("x") }]);
    expect((await uploadNamed(t, owner, "climb.zip", climbing)).statusCode).toBe(415);
  });

  it("ordinary DOCX, XLSX and ZIP files are accepted", async () => {
    const docx = await uploadOne(t, owner, "minutes.docx", sampleDocx({ title: "Minutes", paragraphs: ["a", "b"] }));
    expect(docx.name).toBe("minutes.docx");
    await uploadOne(t, owner, "sheet.xlsx", sampleXlsx([{ name: "S", rows: [["a", 1]] }]));
    await uploadOne(t, owner, "pack.zip", zipOf([{ name: "readme.txt", data: new TextEncoder().encode("hello") }]));
  });
});

describe("files that carry script", () => {
  it.each([
    ["page.html", "<!doctype html><html><body><script>parent.document.title='owned'</script></body></html>"],
    [
      "picture.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>',
    ],
  ])("%s is stored but only ever served as a sandboxed attachment", async (name, content) => {
    const file = await uploadOne(t, owner, name, Buffer.from(content));
    for (const purpose of ["view", "download"] as const) {
      const res = await getFile(t, await accessUrl(t, owner, file.id, purpose));
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(res.headers["content-security-policy"]).toBe(ATTACHMENT_CSP);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(res.headers["content-type"])).not.toMatch(/html|svg/);
    }
  });

  it("a PDF's JavaScript never runs while its text is extracted", async () => {
    const marker = globalThis as { cloudPdfScriptRan?: number };
    const pdf = pdfWithScript("Invoice for capybara grooming", "globalThis.cloudPdfScriptRan = 1; app.alert(1);");
    const file = await uploadOne(t, owner, "invoice.pdf", pdf);
    await t.ctx.jobs.runDue();
    const [row] = await t.ctx.db
      .select({ text: cloudFiles.contentText })
      .from(cloudFiles)
      .where(eq(cloudFiles.id, file.id));
    expect(row?.text).toBe("Invoice for capybara grooming");
    expect(marker.cloudPdfScriptRan).toBeUndefined();
  });
});

describe("text extraction of hostile files", () => {
  const textOf = async (fileId: string) => {
    const [row] = await t.ctx.db
      .select({ text: cloudFiles.contentText })
      .from(cloudFiles)
      .where(eq(cloudFiles.id, fileId));
    return row?.text;
  };
  const extractionJobs = (fileId: string) =>
    t.ctx.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(and(eq(jobs.kind, CLOUD_TEXT_EXTRACT_JOB), sql`${jobs.payload}->>'fileId' = ${fileId}`));

  it("a PDF of a million text operators gets its first 100,000 characters", { timeout: 120_000 }, async () => {
    const file = await uploadOne(t, owner, "chatty.pdf", manyTextOperatorsPdf(1_000_000));
    await t.ctx.jobs.runDue();
    const text = (await textOf(file.id)) ?? "";
    expect(text).toHaveLength(100_000);
    expect(text.startsWith("hello world")).toBe(true);
    expect(await extractionJobs(file.id)).toEqual([{ status: "done", attempts: 1 }]);
  });

  it("a file whose worker is stopped by the time limit stays without text, and the job is not retried", async () => {
    const file = await uploadOne(t, owner, "stuck.pdf", manyTextOperatorsPdf(1000));
    const saved = SANDBOX_LIMITS.timeoutMs;
    SANDBOX_LIMITS.timeoutMs = 1;
    try {
      await t.ctx.jobs.runDue();
    } finally {
      SANDBOX_LIMITS.timeoutMs = saved;
    }
    expect(await textOf(file.id)).toBeNull();
    expect(await extractionJobs(file.id)).toEqual([{ status: "done", attempts: 1 }]);
    // Nothing is left to run for it.
    await t.ctx.jobs.runDue();
    expect(await extractionJobs(file.id)).toEqual([{ status: "done", attempts: 1 }]);
  });
});

describe("hostile file names", () => {
  const hostile = ["../../etc/passwd", "..\\..\\windows\\win.ini", "a\u0000b.txt", "\u202eexe.pdf", 'quote".txt'];

  it.each(hostile)("%j is stored harmlessly and served with a safe Content-Disposition", async (name) => {
    const file = await uploadOne(t, owner, name, Buffer.from(`bytes of ${name}`));
    expect(file.name).not.toMatch(/[/\\]/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
    expect(file.name).not.toMatch(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
    expect(file.name).not.toBe("");
    expect(file.name).not.toContain("..");
    expect(file.directory).toBe("/");

    const res = await getFile(t, await accessUrl(t, owner, file.id, "download"));
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]*$/);
    expect(disposition).not.toMatch(/[\r\n]/);
    const fallback = /filename="([^"]*)"/.exec(disposition)?.[1] ?? "";
    expect(fallback).not.toMatch(/[/\\"]|\.\./);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toBe(`bytes of ${name}`);
  });

  it("a name with CR/LF never becomes a header: the parser drops the part, and a rename to one is refused", async () => {
    const before = await counts(t);
    const res = await uploadNamed(t, owner, "line\r\nSet-Cookie: x=1.txt", Buffer.from("bytes"));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await counts(t)).toEqual(before);

    const file = await uploadOne(t, owner, "plain.txt", Buffer.from("plain"));
    for (const name of ["line\r\nSet-Cookie: x=1.txt", "a\u0000b", "../up.txt", "x/y"]) {
      const rename = await t.request("PUT", `/api/cloud-storage/file/update-file/${file.id}`, {
        token: owner.token,
        body: { name },
      });
      expect(rename.statusCode, `${JSON.stringify(name)} ${rename.body}`).toBe(400);
    }
  });

  it("no name ever reaches the blob store: every blob sits under a server-made key", async () => {
    const blobs = await blobFiles(t);
    expect(blobs.length).toBeGreaterThan(0);
    for (const blob of blobs) expect(isBlobKey(blob.split(path.sep).join("/")), blob).toBe(true);
    await expect(fs.access(path.join(t.dataDir, "etc"))).rejects.toThrow();
    await expect(fs.access(path.join(t.dataDir, "files", "..", "etc"))).rejects.toThrow();
  });
});
