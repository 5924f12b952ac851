// A multipart upload body of any size, generated as the socket takes it (one 64 KiB block reused,
// each chunk stamped with its number), with the SHA-256 of the file part for checking the result.
// Used by the streaming upload tests and by the upload benchmark.
import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";

const CHUNK = 64 * 1024;

export interface GeneratedUpload {
  body: Readable;
  contentType: string;
  /** File bytes pulled by the reader so far. */
  sent(): number;
  /** SHA-256 of the file bytes; complete once the body has been read to its end. */
  sha256(): string;
}

export function generatedUpload(fileBytes: number, filename = "upload.bin"): GeneratedUpload {
  const boundary = `----bearish${randomBytes(8).toString("hex")}`;
  const block = randomBytes(CHUNK);
  const hash = createHash("sha256");
  let sent = 0;
  let index = 0;
  let started = false;
  const body = new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
            "Content-Type: application/octet-stream\r\n\r\n",
        );
        return;
      }
      if (sent >= fileBytes) {
        this.push(`\r\n--${boundary}--\r\n`);
        this.push(null);
        return;
      }
      const chunk = Buffer.from(block.subarray(0, Math.min(CHUNK, fileBytes - sent)));
      if (chunk.length >= 8) chunk.writeDoubleLE(index++, 0);
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    sent: () => sent,
    sha256: () => hash.digest("hex"),
  };
}
