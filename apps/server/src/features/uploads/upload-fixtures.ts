// Test support for the uploads tests: multipart bodies, sample files, and a look at the blob directory.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import type { TestServer } from "../../test/test-server";

export interface FormPart {
  field: string;
  /** Omit for a plain text field. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----bearish${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename !== undefined) headers.push(`Content-Type: ${part.contentType ?? "application/octet-stream"}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join("\r\n")}\r\n\r\n`, "utf8"));
    chunks.push(typeof part.content === "string" ? Buffer.from(part.content, "utf8") : part.content);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a form to an upload endpoint through the real HTTP stack. */
export function postForm(
  t: TestServer,
  url: string,
  token: string | undefined,
  parts: FormPart[],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** GETs a path the API handed out, without any bearer header (as an `<img src>` would). */
export function getFile(t: TestServer, filePath: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: filePath, headers });
}

/** A valid 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa3a8d40000000049454e44ae426082",
  "hex",
);
/** The start of a 64-bit Linux executable. */
export const ELF_BYTES = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  randomBytes(1024),
]);
/** The start of a Windows executable. */
export const MZ_BYTES = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), randomBytes(512)]);
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** Every file under the server's blob directory (temporary files included), relative to it. */
export async function blobFiles(t: TestServer): Promise<string[]> {
  const root = path.join(t.dataDir, "files");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
