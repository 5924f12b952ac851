import { createHash } from "node:crypto";
import { NO_FILE_MESSAGE } from "@bearish/shared/uploads/upload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/uploads";
import { isBlobKey } from "../../platform/blob-store/blob-store";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { blobFiles, ELF_BYTES, getFile, MZ_BYTES, PDF_BYTES, PNG_BYTES, postForm } from "./upload-fixtures";

const LIMIT = 1024 * 1024;

let t: TestServer;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestServer({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  admin = await createUser(t, { role: "ADMIN" });
  owner = await createUser(t);
  other = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const uploadRows = () => t.ctx.db.select({ id: uploads.id, storageKey: uploads.storageKey }).from(uploads);

async function uploadOne(user: TestUser, filename: string, content: Buffer | string, contentType = "image/png") {
  const res = await postForm(t, "/api/upload-files", user.token, [{ field: "file", filename, contentType, content }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; fileUrl: { path: string }; name: string; size: number; contentType: string };
}

describe("POST /api/upload-files", () => {
  it("stores the file and answers a signed path that serves it without a bearer header", async () => {
    const res = await postForm(t, "/api/upload-files", owner.token, [
      { field: "file", filename: "dot.png", contentType: "image/png", content: PNG_BYTES },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      statusCode: 201,
      message: "File uploaded",
      data: { name: "dot.png", size: PNG_BYTES.length, contentType: "image/png" },
    });
    expect(body.data.fileUrl.path).toMatch(
      new RegExp(`^/api/files/${body.data.id}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`),
    );
    expect(Date.parse(body.data.fileUrl.expiresAt)).toBeGreaterThan(Date.now());

    const file = await getFile(t, body.data.fileUrl.path);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(file.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(PNG_BYTES.length),
      "content-disposition": `inline; filename="dot.png"; filename*=UTF-8''dot.png`,
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
      etag: `"${createHash("sha256").update(PNG_BYTES).digest("hex")}"`,
    });
    expect(file.headers["cache-control"]).toMatch(/^private, max-age=\d+, immutable$/);
    expect(file.headers["content-security-policy"]).not.toContain("sandbox");
  });

  it("answers 400 upload.no_file with the spec's text when the form has no file", async () => {
    const cases = [
      () => postForm(t, "/api/upload-files", owner.token, []),
      () => postForm(t, "/api/upload-files", owner.token, [{ field: "file", content: "just text" }]),
      () => postForm(t, "/api/upload-files", owner.token, [{ field: "other", filename: "a.png", content: PNG_BYTES }]),
      () => postForm(t, "/api/upload-files", owner.token, [{ field: "file", filename: "", content: "" }]),
      () => t.request("POST", "/api/upload-files", { token: owner.token, body: { file: "not a file" } }),
    ];
    for (const send of cases) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "upload.no_file", message: NO_FILE_MESSAGE });
    }
    expect(await blobFiles(t)).toHaveLength((await uploadRows()).length);
  });

  it("takes the type from the bytes: a renamed executable is stored as what it is and served as an attachment", async () => {
    for (const [bytes, realType] of [
      [ELF_BYTES, "application/x-elf"],
      [MZ_BYTES, "application/x-msdownload"],
    ] as const) {
      const data = await uploadOne(owner, "photo.png", bytes, "image/png");
      expect(data.contentType).toBe(realType);
      const file = await getFile(t, data.fileUrl.path);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(realType);
      expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="photo.png"/);
      expect(file.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("never serves HTML or SVG inline, whatever the client claims", async () => {
    const html = await uploadOne(owner, "page.png", "<html><script>alert(1)</script></html>", "image/png");
    expect(html.contentType).toBe("text/plain; charset=utf-8");
    const svg = await uploadOne(owner, "logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"></svg>', "image/svg+xml");
    for (const data of [html, svg]) {
      const file = await getFile(t, data.fileUrl.path);
      expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(file.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    }
    const unknown = await uploadOne(owner, "blob.bin", Buffer.from([0, 1, 2, 3, 0xff, 0xfe]), "image/png");
    expect(unknown.contentType).toBe("application/octet-stream");
  });

  it("serves PDF inline", async () => {
    const data = await uploadOne(owner, "report.pdf", PDF_BYTES, "application/octet-stream");
    expect(data.contentType).toBe("application/pdf");
    const file = await getFile(t, data.fileUrl.path);
    expect(file.headers["content-disposition"]).toMatch(/^inline;/);
  });

  it("keeps odd names as metadata only: the storage key is the server's, the download name is sanitized", async () => {
    const names: [string, string, RegExp][] = [
      ["../../etc/passwd", "passwd", /^attachment; filename="passwd"; filename\*=UTF-8''passwd$/],
      ["..\\..\\boot.ini", "boot.ini", /filename="boot.ini"/],
      [
        "we;ird %41 'n'.txt",
        "we;ird %41 'n'.txt",
        /filename="we_ird _41 'n'.txt"; filename\*=UTF-8''we%3Bird%20%2541%20%27n%27.txt$/,
      ],
      [
        "r\u00e9sum\u00e9 \u2713.pdf",
        "r\u00e9sum\u00e9 \u2713.pdf",
        /filename="resume _.pdf"; filename\*=UTF-8''r%C3%A9sum%C3%A9%20%E2%9C%93.pdf$/,
      ],
      ["evil\u202egpj.exe", "evilgpj.exe", /filename="evilgpj.exe"/],
      ["..", "file", /filename="file"/],
    ];
    for (const [given, kept, disposition] of names) {
      const data = await uploadOne(owner, given, "plain text", "text/plain");
      expect(data.name).toBe(kept);
      const [row] = (await uploadRows()).filter((r) => r.id === data.id);
      expect(row && isBlobKey(row.storageKey)).toBe(true);
      const file = await getFile(t, data.fileUrl.path);
      expect(file.headers["content-disposition"]).toMatch(disposition);
      expect(file.headers["content-disposition"]).not.toMatch(/[\r\n]/);
    }
    // Every blob on disk sits at a server-made key, nowhere else.
    for (const file of await blobFiles(t)) expect(isBlobKey(file), file).toBe(true);
  });

  it("stores a file of exactly the limit", async () => {
    const data = await uploadOne(owner, "max.bin", Buffer.alloc(LIMIT, 7), "application/octet-stream");
    expect(data.size).toBe(LIMIT);
  });
});

describe("the size limit", () => {
  it("answers 413 from Content-Length before reading the body, storing nothing", async () => {
    const rowsBefore = (await uploadRows()).length;
    const res = await postForm(t, "/api/upload-files", owner.token, [
      { field: "file", filename: "big.bin", content: Buffer.alloc(LIMIT + 128 * 1024, 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: "request.too_large",
      message: "File is too large. The limit is 1 MB per file.",
    });
    expect(res.headers.connection).toBe("close");
    expect((await uploadRows()).length).toBe(rowsBefore);
    expect(await blobFiles(t)).toHaveLength(rowsBefore);
  });

  it("answers 413 when the stream passes the limit, and leaves no blob or row behind", async () => {
    const rowsBefore = (await uploadRows()).length;
    // Within Content-Length's allowance for multipart overhead, so only the stream check can catch it.
    const res = await postForm(t, "/api/upload-files", owner.token, [
      { field: "file", filename: "big.bin", content: Buffer.alloc(LIMIT + 1, 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("request.too_large");
    expect((await uploadRows()).length).toBe(rowsBefore);
    expect(await blobFiles(t)).toHaveLength(rowsBefore);
  });

  it("refuses a batch whose second file is too large and removes the first", async () => {
    const rowsBefore = (await uploadRows()).length;
    const res = await postForm(t, "/api/upload-files/batch", owner.token, [
      { field: "files", filename: "ok.png", content: PNG_BYTES },
      { field: "files", filename: "big.bin", content: Buffer.alloc(LIMIT + 10, 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect((await uploadRows()).length).toBe(rowsBefore);
    expect(await blobFiles(t)).toHaveLength(rowsBefore);
  });
});

describe("POST /api/upload-files/batch", () => {
  it("stores every file and answers success with data items carrying path", async () => {
    const res = await postForm(t, "/api/upload-files/batch", owner.token, [
      { field: "files", filename: "a.png", content: PNG_BYTES },
      { field: "note", content: "ignored field" },
      { field: "files", filename: "b.pdf", content: PDF_BYTES },
      { field: "files", filename: "c.txt", content: "hello" },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 201, message: "3 files uploaded" });
    expect(body.data.map((d: { name: string; contentType: string }) => [d.name, d.contentType])).toEqual([
      ["a.png", "image/png"],
      ["b.pdf", "application/pdf"],
      ["c.txt", "text/plain; charset=utf-8"],
    ]);
    const served = await getFile(t, body.data[2].path);
    expect(served.body).toBe("hello");
  });

  it("answers 400 with the spec's text when no file is under files", async () => {
    const res = await postForm(t, "/api/upload-files/batch", owner.token, [
      { field: "file", filename: "a.png", content: PNG_BYTES },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "upload.no_file", message: NO_FILE_MESSAGE });
  });
});

describe("signed URLs", () => {
  let path: string;
  let id: string;
  beforeAll(async () => {
    const data = await uploadOne(owner, "signed.png", PNG_BYTES);
    path = data.fileUrl.path;
    id = data.id;
  });

  it("answers 404 (never 403: a URL reveals nothing) to any altered, missing or foreign signature", async () => {
    const url = new URL(path, "http://x");
    const sig = url.searchParams.get("sig") ?? "";
    const expires = url.searchParams.get("expires") ?? "";
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    const another = await uploadOne(owner, "another.png", PNG_BYTES);
    const variants = [
      `/api/files/${id}?expires=${expires}&sig=${flipped}`,
      `/api/files/${id}?expires=${Number(expires) + 300}&sig=${sig}`,
      `/api/files/${another.id}?expires=${expires}&sig=${sig}`,
      `/api/files/${id}?expires=${expires}`,
      `/api/files/${id}`,
      `/api/files/${id}?expires=${expires}&sig=${sig}&sig=${sig}`,
      `/api/files/not-a-uuid?expires=${expires}&sig=${sig}`,
    ];
    for (const variant of variants) {
      const res = await getFile(t, variant);
      expect(res.statusCode, variant).toBe(404);
      expect(res.json()).toMatchObject({ code: "request.not_found", message: "File not found" });
    }
    expect((await getFile(t, path)).statusCode).toBe(200);
  });

  it("stops working after it expires, and the details endpoint hands out a fresh one", async () => {
    t.clock.advanceMinutes(t.ctx.config.fileUrlTtlSeconds / 60 + 6);
    try {
      expect((await getFile(t, path)).statusCode).toBe(404);
      const details = await t.request("GET", `/api/upload-files/${id}`, { token: owner.token });
      expect(details.statusCode).toBe(200);
      expect(details.json().data).toMatchObject({
        id,
        name: "signed.png",
        size: PNG_BYTES.length,
        contentType: "image/png",
        uploadedBy: owner.user.id,
        sha256: createHash("sha256").update(PNG_BYTES).digest("hex"),
      });
      expect(details.json().data.path).toBe(details.json().data.fileUrl.path);
      expect((await getFile(t, details.json().data.path)).statusCode).toBe(200);
    } finally {
      t.clock.advanceMinutes(-(t.ctx.config.fileUrlTtlSeconds / 60 + 6));
    }
  });
});

describe("range and conditional requests", () => {
  const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  let path: string;
  let etag: string;
  beforeAll(async () => {
    path = (await uploadOne(owner, "clip.bin", content)).fileUrl.path;
    etag = String((await getFile(t, path)).headers.etag);
  });

  it("serves one range as 206 with Content-Range", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      ["bytes=990-", 990, 999],
      ["bytes=-5", 995, 999],
      ["bytes=500-5000", 500, 999],
    ];
    for (const [range, start, end] of cases) {
      const res = await getFile(t, path, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers["content-length"]).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(content.subarray(start, end + 1))).toBe(true);
    }
  });

  it("answers 416 with the size for a range past the end", async () => {
    for (const range of ["bytes=1000-", "bytes=5000-6000", "bytes=-0"]) {
      const res = await getFile(t, path, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers["content-range"]).toBe("bytes */1000");
      expect(res.json().code).toBe("request.range_not_satisfiable");
    }
  });

  it("serves the whole file for several ranges, other units or a stale If-Range", async () => {
    const cases: Record<string, string>[] = [
      { range: "bytes=0-1,5-6" },
      { range: "items=0-1" },
      { range: "bytes=0-9", "if-range": '"stale"' },
    ];
    for (const headers of cases) {
      const res = await getFile(t, path, headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
    }
    const fresh = await getFile(t, path, { range: "bytes=0-9", "if-range": etag });
    expect(fresh.statusCode).toBe(206);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const res = await getFile(t, path, { "if-none-match": etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    expect((await getFile(t, path, { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const res = await t.app.inject({ method: "HEAD", url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe("1000");
    expect(res.rawPayload.length).toBe(0);
  });
});

describe("DELETE /api/upload-files/:id", () => {
  it("lets the uploader delete: the URL stops working and the blob is gone", async () => {
    const data = await uploadOne(owner, "gone.png", PNG_BYTES);
    const [row] = (await uploadRows()).filter((r) => r.id === data.id);
    expect(await blobFiles(t)).toContain(row?.storageKey);

    const res = await t.request("DELETE", `/api/upload-files/${data.id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "File deleted", data: { id: data.id } });
    expect((await getFile(t, data.fileUrl.path)).statusCode).toBe(404);
    expect(await blobFiles(t)).not.toContain(row?.storageKey);
    expect((await t.request("DELETE", `/api/upload-files/${data.id}`, { token: owner.token })).statusCode).toBe(404);
    expect((await t.request("GET", `/api/upload-files/${data.id}`, { token: owner.token })).statusCode).toBe(404);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = "0190a5b4-0000-7000-8000-000000000000";
    expect((await t.request("DELETE", `/api/upload-files/${unknown}`, { token: owner.token })).statusCode).toBe(404);
    expect((await t.request("DELETE", "/api/upload-files/nope", { token: owner.token })).statusCode).toBe(400);
  });
});

describe("authorization", () => {
  type Who = "owner" | "other" | "admin" | "signedOut";
  const tokenOf = (who: Who) =>
    who === "owner" ? owner.token : who === "other" ? other.token : who === "admin" ? admin.token : undefined;

  it.each([
    ["owner", 201],
    ["other", 201],
    ["admin", 201],
    ["signedOut", 401],
  ] as [Who, number][])("upload as %s → %i", async (who, status) => {
    const rowsBefore = (await uploadRows()).length;
    const res = await postForm(t, "/api/upload-files", tokenOf(who), [
      { field: "file", filename: "x.png", content: PNG_BYTES },
    ]);
    expect(res.statusCode).toBe(status);
    const batch = await postForm(t, "/api/upload-files/batch", tokenOf(who), [
      { field: "files", filename: "x.png", content: PNG_BYTES },
    ]);
    expect(batch.statusCode).toBe(status);
    if (status === 401) {
      expect(res.json().code).toBe("auth.unauthenticated");
      expect((await uploadRows()).length).toBe(rowsBefore);
    }
  });

  it.each([
    ["owner", 200, 200],
    ["other", 404, 404],
    ["admin", 200, 200],
    ["signedOut", 401, 401],
  ] as [Who, number, number][])("details and delete of the owner's file as %s → %i, %i", async (who, details, del) => {
    const data = await uploadOne(owner, "mine.png", PNG_BYTES);
    const token = tokenOf(who);
    expect((await t.request("GET", `/api/upload-files/${data.id}`, { token })).statusCode).toBe(details);
    expect((await t.request("DELETE", `/api/upload-files/${data.id}`, { token })).statusCode).toBe(del);
    // Serving is by signature only: anyone holding the URL gets the file until it is deleted.
    expect((await getFile(t, data.fileUrl.path)).statusCode).toBe(del === 200 ? 404 : 200);
  });
});
