// Child process of the benchmark: the real Bearish app (production settings) on a seeded database.
// Prints one JSON line {url, token, body} on stdout once listening.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { createScratchDatabase } from "./scratch-database";
import { seedBenchUsers } from "./seed";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-"));
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000000",
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
const ctx = await createContext(config);
const token = await seedBenchUsers(ctx, 150);
const app = await buildApp(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const probe = await fetch(`${url}/api/user/auth/all-users?limit=100`, {
  headers: { authorization: `Bearer ${token}` },
});
const body = await probe.text();
if (probe.status !== 200) throw new Error(`probe failed: ${probe.status} ${body}`);
process.stdout.write(`${JSON.stringify({ url, token, body, database: ctx.database.kind })}\n`);

process.on("SIGTERM", async () => {
  await app.close();
  await ctx.database.close();
  await scratch?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
