// Child process of the upload benchmark: a bare node:http server that writes each request body
// straight to a file (flushed to disk) in the directory given as the first argument, with no
// parsing, hashing or database. Prints one JSON line {url, pid} on stdout once listening.
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const dir = process.argv[2];
if (!dir) throw new Error("usage: upload-bare.ts <dir>");
let n = 0;
const server = http.createServer(async (req, res) => {
  const file = path.join(dir, `bare-${n++}.bin`);
  try {
    await pipeline(req, createWriteStream(file, { flush: true, highWaterMark: 1024 * 1024 }));
    res.writeHead(201).end();
  } catch (error) {
    res.writeHead(500).end(String(error));
  } finally {
    await fs.rm(file, { force: true });
  }
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, pid: process.pid })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
