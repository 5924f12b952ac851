// Benchmark: one large upload (1 GiB by default, generated on the fly) streamed through the real
// server (multipart parsing, type sniffing, SHA-256, disk blob store with fsync, database row) against
// a plain copy of a file of the same size on the same disk, measured in the same run. Prints both
// throughputs, the ratio, and the server process's resident memory (sampled, and the kernel's peak).
import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { generatedUpload } from "../apps/server/src/test/generated-upload";
import { startChild, stopChild } from "./support/harness";

const MB = 1024 * 1024;
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
const here = import.meta.dirname;

interface ServeInfo {
  url: string;
  token: string;
  pid: number;
  dataDir: string;
}

export async function benchUpload(): Promise<void> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-upload-"));
  const server = await startChild<ServeInfo>(path.join(here, "support/upload-serve.ts"), [workDir]);
  const bare = await startChild<{ url: string }>(path.join(here, "support/upload-bare.ts"), [workDir]);
  try {
    // The copy's source is written (and flushed) first, untimed, on the same disk as the uploads.
    const source = path.join(workDir, "source.bin");
    await writeGenerated(source, FILE_BYTES);

    const rssBefore = readStatusKb(server.info.pid, "VmRSS");
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, readStatusKb(server.info.pid, "VmRSS"));
    }, 50);
    const uploads: number[] = [];
    const copies: number[] = [];
    const streamCopies: number[] = [];
    const bareUploads: number[] = [];
    let cpu = 0;
    // Rounds interleave the three so a noisy disk affects them alike; each figure is the median.
    for (let round = 0; round < ROUNDS; round++) {
      const cpuBefore = cpuSeconds(server.info.pid);
      const upload = await timed(() => uploadThroughServer(server.info));
      cpu += cpuSeconds(server.info.pid) - cpuBefore;
      uploads.push(upload.ms);
      await verify(server.info, upload.result);
      await deleteUpload(server.info, upload.result.id);

      bareUploads.push((await timed(() => postGenerated(`${bare.info.url}/`, {}))).ms);
      copies.push(
        (
          await timed(async () => {
            const target = path.join(workDir, "copy.bin");
            await fs.copyFile(source, target);
            await fsyncFile(target);
            await fs.rm(target);
          })
        ).ms,
      );
      streamCopies.push(
        (
          await timed(async () => {
            const target = path.join(workDir, "stream-copy.bin");
            await pipeline(createReadStream(source), createWriteStream(target, { flush: true }));
            await fs.rm(target);
          })
        ).ms,
      );
    }
    clearInterval(sampler);
    const hwm = readStatusKb(server.info.pid, "VmHWM");

    const row = (ms: number) => ({
      "MB/s": Math.round(FILE_BYTES / MB / (ms / 1000)),
      seconds: (ms / 1000).toFixed(2),
    });
    const upload = median(uploads);
    const copy = median(copies);
    const streamCopy = median(streamCopies);
    const bareUpload = median(bareUploads);
    console.log(
      `\nupload of ${FILE_BYTES / MB} MiB through the server vs. a plain copy on the same disk (median of ${ROUNDS} rounds)`,
    );
    console.table({
      "Bearish POST /api/upload-files (streamed, sniffed, hashed, fsynced, recorded)": row(upload),
      "baseline: fs.copyFile + fsync": row(copy),
      "baseline: stream copy (read → write, flushed)": row(streamCopy),
      "reference: bare node:http → file (no parsing, hashing or database)": row(bareUpload),
    });
    console.log(
      `ratio: the upload runs at ${((copy / upload) * 100).toFixed(1)}% of the plain copy's throughput (${(copy / upload).toFixed(3)}), ` +
        `${((streamCopy / upload) * 100).toFixed(1)}% of the stream copy's, ${((bareUpload / upload) * 100).toFixed(1)}% of bare HTTP's`,
    );
    console.log(
      `server RSS: ${(rssBefore / 1024).toFixed(0)} MiB before, ${(rssPeak / 1024).toFixed(0)} MiB peak sampled during the uploads ` +
        `(+${((rssPeak - rssBefore) / 1024).toFixed(0)} MiB for ${FILE_BYTES / MB} MiB files), VmHWM ${(hwm / 1024).toFixed(0)} MiB; ` +
        `server CPU ${(cpu / ROUNDS).toFixed(2)} s per upload`,
    );
  } finally {
    await stopChild(server.child);
    await stopChild(bare.child);
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function deleteUpload(info: ServeInfo, id: string): Promise<void> {
  const res = await fetch(`${info.url}/api/upload-files/${id}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${info.token}` },
  });
  if (res.status !== 200) throw new Error(`delete answered ${res.status}`);
}

/** Streams the generated form to the real upload endpoint; resolves with the answer's data and the file's hash. */
async function uploadThroughServer(info: ServeInfo): Promise<{ id: string; size: number; sha256: string }> {
  const { status, body, sha256 } = await postGenerated(`${info.url}/api/upload-files`, {
    authorization: `Bearer ${info.token}`,
  });
  if (status !== 201) throw new Error(`upload answered ${status}: ${body}`);
  const data = JSON.parse(body).data as { id: string; size: number };
  return { id: data.id, size: data.size, sha256 };
}

/** POSTs a generated multipart form of FILE_BYTES over node:http, with backpressure. */
function postGenerated(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; sha256: string }> {
  const form = generatedUpload(FILE_BYTES, "bench.bin");
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", headers: { ...headers, "content-type": form.contentType } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sha256: form.sha256() }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    form.body.pipe(req);
  });
}

async function verify(info: ServeInfo, upload: { id: string; size: number; sha256: string }): Promise<void> {
  const res = await fetch(`${info.url}/api/upload-files/${upload.id}`, {
    headers: { authorization: `Bearer ${info.token}` },
  });
  const data = ((await res.json()) as { data: { size: number; sha256: string } }).data;
  if (data.size !== FILE_BYTES || upload.size !== FILE_BYTES || data.sha256 !== upload.sha256) {
    throw new Error(`the stored upload does not match what was sent: ${JSON.stringify(data)}`);
  }
}

async function writeGenerated(file: string, bytes: number): Promise<void> {
  const block = Buffer.alloc(MB, 7);
  const handle = await fs.open(file, "w");
  try {
    for (let written = 0; written < bytes; written += MB) {
      block.writeDoubleLE(written, 0);
      await handle.write(block, 0, Math.min(MB, bytes - written));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

/** User plus system CPU seconds of a process, from /proc/<pid>/stat; 0 where /proc is not available. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** A `kB` figure from /proc/<pid>/status (VmRSS, VmHWM); 0 where /proc is not available. */
function readStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
