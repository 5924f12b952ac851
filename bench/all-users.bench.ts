// Benchmark: authenticated GET /api/user/auth/all-users?limit=100 on the real app (session lookup,
// two indexed queries, presenting 100 users) against a bare Fastify route returning the same JSON
// from memory, measured in the same run. Prints both and the ratio.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { measure, startChild, stopChild } from "./support/harness";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const here = import.meta.dirname;

export async function benchAllUsers(databaseUrl?: string): Promise<void> {
  // An empty value makes the child use PGlite even when the parent's environment names PostgreSQL.
  const env: Record<string, string> = { BENCH_DATABASE_URL: databaseUrl ?? "" };
  const app = await startChild<{ url: string; token: string; body: string; database: string }>(
    path.join(here, "support/serve-app.ts"),
    [],
    env,
  );
  const bodyFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-body-")), "body.json");
  await fs.writeFile(bodyFile, app.info.body);
  const bare = await startChild<{ url: string }>(path.join(here, "support/serve-bare.ts"), [bodyFile]);
  try {
    const headers = { authorization: `Bearer ${app.info.token}` };
    const route = "/api/user/auth/all-users?limit=100";
    // Warm both up so JIT and connection pools settle before measuring.
    await measure(`${app.info.url}${route}`, headers, 2, CONNECTIONS);
    await measure(`${bare.info.url}${route}`, {}, 2, CONNECTIONS);
    const real = await measure(`${app.info.url}${route}`, headers, SECONDS, CONNECTIONS);
    const baseline = await measure(`${bare.info.url}${route}`, {}, SECONDS, CONNECTIONS);
    const bytes = Buffer.byteLength(app.info.body);
    console.log(
      `\nall-users?limit=100 on ${app.info.database} (${bytes} bytes per answer, ${CONNECTIONS} connections, ${SECONDS}s)`,
    );
    console.table({
      "Bearish (auth + DB + present)": {
        "req/s": Math.round(real.requestsPerSecond),
        "p99 ms": real.p99Ms,
        errors: real.errors + real.non2xx,
      },
      "baseline: bare Fastify, same JSON from memory": {
        "req/s": Math.round(baseline.requestsPerSecond),
        "p99 ms": baseline.p99Ms,
        errors: baseline.errors + baseline.non2xx,
      },
    });
    const ratio = real.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `ratio: Bearish serves ${(ratio * 100).toFixed(1)}% of the baseline's throughput (${ratio.toFixed(3)})`,
    );
    if (real.errors + real.non2xx > 0) throw new Error("the real endpoint answered errors under load");
  } finally {
    await stopChild(app.child);
    await stopChild(bare.child);
    await fs.rm(path.dirname(bodyFile), { recursive: true, force: true });
  }
}
