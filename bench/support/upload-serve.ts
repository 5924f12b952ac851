// Child process of the upload benchmark: the real Bearish app (production settings, disk blob store)
// with DATA_DIR inside the directory given as the first argument, so uploads land on the same disk
// as the baseline copy. Prints one JSON line {url, token, pid, dataDir} on stdout once listening.
import fs from "node:fs/promises";
import path from "node:path";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { seedBenchUsers } from "./seed";

const workDir = process.argv[2];
if (!workDir) throw new Error("usage: upload-serve.ts <work dir>");
const dataDir = await fs.mkdtemp(path.join(workDir, "data-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000000",
  UPLOAD_MAX_BYTES: String(8 * 1024 * 1024 * 1024),
});
const ctx = await createContext(config);
const token = await seedBenchUsers(ctx, 1);
const app = await buildApp(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
process.stdout.write(`${JSON.stringify({ url, token, pid: process.pid, dataDir })}\n`);

process.on("SIGTERM", async () => {
  await app.close();
  await ctx.database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
