import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http";
import { makeCloudFile } from "./cloud-fixtures";
import { installFakeXhr } from "./fake-xhr";
import { readUploadResponse, uploadCloudFiles } from "./upload-request";

const FILE = makeCloudFile({ id: "0197c000-0000-7000-8000-0000000000f1", name: "a.pdf", directory: "/Docs" });
const created = (data: unknown) => ({ success: true, statusCode: 201, message: "Created", data });

describe("uploadCloudFiles", () => {
  it("posts the spec's multipart fields with the bearer token and reports progress", async () => {
    window.localStorage.setItem("token", "tok");
    const sent = installFakeXhr();
    const progress: number[] = [];
    const a = new File(["aaaa"], "a.pdf", { type: "application/pdf" });
    const b = new File(["bb"], "b.png", { type: "image/png" });
    const done = uploadCloudFiles({ files: [a, b], folderLocation: "/Docs", onProgress: (f) => progress.push(f) });
    const xhr = sent[0];
    if (!xhr) throw new Error("nothing sent");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/cloud-storage/file/upload-file");
    expect(xhr.headers.Authorization).toBe("Bearer tok");
    expect(xhr.body?.getAll("files").map((f) => (f as File).name)).toEqual(["a.pdf", "b.png"]);
    expect(xhr.body?.get("folderLocation")).toBe("/Docs");
    expect(xhr.body?.get("locking.isLocked")).toBe("false");
    expect(xhr.body?.has("ownerId")).toBe(false);
    // The fields come first, so the server can refuse a hidden folder or a full drive before storing a byte.
    expect([...(xhr.body?.keys() ?? [])]).toEqual(["folderLocation", "locking.isLocked", "files", "files"]);
    xhr.progress(3, 6);
    xhr.respond(201, created([FILE]));
    await expect(done).resolves.toEqual([FILE]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("sends ownerId when uploading into someone else's drive", () => {
    const sent = installFakeXhr();
    void uploadCloudFiles({ files: [new File(["x"], "x.txt")], folderLocation: "/Plans", ownerId: "owner-1" });
    expect(sent[0]?.body?.get("ownerId")).toBe("owner-1");
  });

  it("refuses to send nothing with the spec's text", async () => {
    const sent = installFakeXhr();
    await expect(uploadCloudFiles({ files: [], folderLocation: "/" })).rejects.toThrow("No file provided for upload");
    expect(sent).toHaveLength(0);
  });

  it("rejects with the server's message and code on an error envelope", async () => {
    const sent = installFakeXhr();
    const done = uploadCloudFiles({ files: [new File(["x"], "big.bin")], folderLocation: "/" });
    sent[0]?.respond(413, {
      success: false,
      statusCode: 413,
      error: "Payload Too Large",
      code: "cloud.quota_exceeded",
      message: "Storage quota exceeded: this upload needs 2.00 MB but only 1.00 MB is free",
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
    expect((error as HttpError).code).toBe("cloud.quota_exceeded");
    expect((error as HttpError).message).toBe(
      "Storage quota exceeded: this upload needs 2.00 MB but only 1.00 MB is free",
    );
  });
});

describe("readUploadResponse (spec §5)", () => {
  it("accepts a success whose data is an array of items with path", () => {
    expect(readUploadResponse(201, JSON.stringify(created([FILE])))).toEqual([FILE]);
  });

  it.each([
    ["data is not an array", created({ path: "/a.pdf" })],
    ["an item has no path", created([{ id: "x" }])],
    ["success is not true", { success: false, data: [FILE] }],
    ["the body is not JSON", "<html>"],
  ])("says File upload failed: Invalid response format when %s", (_case, body) => {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    expect(() => readUploadResponse(200, text)).toThrow("File upload failed: Invalid response format");
  });

  it("says File upload failed: Empty response for an empty body or no data", () => {
    expect(() => readUploadResponse(200, "")).toThrow("File upload failed: Empty response");
    expect(() => readUploadResponse(200, JSON.stringify(created(null)))).toThrow("File upload failed: Empty response");
  });

  it("falls back to Failed to upload files when an error has no message", () => {
    expect(() => readUploadResponse(500, JSON.stringify({ success: false }))).toThrow("Failed to upload files");
  });
});
