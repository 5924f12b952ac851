// Child process of the task benchmarks: the real Bearish app (production settings, the built web
// app) on a database seeded with a board of BENCH_BIG_BOARD tasks (10,000) and one of 100.
// Prints one JSON line {url, token, workspaceId, bigBoardId, smallBoardId, listPath, body}.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { findSessionByTokenHash } from "../../apps/server/src/platform/session.repository";
import { sha256 } from "../../apps/server/src/platform/tokens";
import { createScratchDatabase } from "./scratch-database";
import { seedBenchUsers } from "./seed";
import { seedBenchTasks } from "./seed-tasks";

const BIG = Number(process.env.BENCH_BIG_BOARD ?? 10_000);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-tasks-"));
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000000",
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
const ctx = await createContext(config);
const token = await seedBenchUsers(ctx, 10);
const session = await findSessionByTokenHash(ctx.db, sha256(token), new Date());
if (!session) throw new Error("the bench session was not found");
const { workspaceId, boardIds } = await seedBenchTasks(ctx, session.actor, [
  { name: "Big board", count: BIG },
  { name: "Small board", count: 100 },
]);
const app = await buildApp(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const listPath = `/api/task/get-all-task?workspaceId=${workspaceId}&componentId=${boardIds[0]}&limit=200`;
const probe = await fetch(`${url}${listPath}`, { headers: { authorization: `Bearer ${token}` } });
const body = await probe.text();
if (probe.status !== 200) throw new Error(`probe failed: ${probe.status} ${body}`);
process.stdout.write(
  `${JSON.stringify({
    url,
    token,
    workspaceId,
    bigBoardId: boardIds[0],
    smallBoardId: boardIds[1],
    listPath,
    body,
    database: ctx.database.kind,
  })}\n`,
);

process.on("SIGTERM", async () => {
  await app.close();
  await ctx.database.close();
  await scratch?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
