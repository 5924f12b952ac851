import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { measure, startChild, stopChild } from "./harness";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * Loads an endpoint of the running app and a bare Fastify route serving the same JSON from memory
 * (the baseline) in the same run, and prints both with the ratio. Throws when the app answers errors.
 */
export async function compareWithBareRoute(options: {
  label: string;
  appUrl: string;
  /** Path and query as requested from the app; the bare route serves the same path. */
  route: string;
  token: string;
  body: string;
  database: string;
  /** Also measure the app with every request distinct (an answer cache can never help). */
  uncached?: boolean;
}): Promise<number> {
  const bodyFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-body-")), "body.json");
  await fs.writeFile(bodyFile, options.body);
  const routePath = options.route.split("?")[0] ?? options.route;
  const bare = await startChild<{ url: string }>(path.join(import.meta.dirname, "serve-bare.ts"), [
    bodyFile,
    routePath,
  ]);
  try {
    const headers = { authorization: `Bearer ${options.token}` };
    // Warm both up so JIT and connection pools settle before measuring.
    await measure(`${options.appUrl}${options.route}`, headers, 2, CONNECTIONS);
    await measure(`${bare.info.url}${options.route}`, {}, 2, CONNECTIONS);
    const real = await measure(`${options.appUrl}${options.route}`, headers, SECONDS, CONNECTIONS);
    const cold = options.uncached
      ? await measure(`${options.appUrl}${options.route}`, headers, SECONDS, CONNECTIONS, true)
      : null;
    const baseline = await measure(`${bare.info.url}${options.route}`, {}, SECONDS, CONNECTIONS);
    const bytes = Buffer.byteLength(options.body);
    console.log(
      `\n${options.label} on ${options.database} (${bytes} bytes per answer, ${CONNECTIONS} connections, ${SECONDS}s)`,
    );
    const row = (m: { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number }) => ({
      "req/s": Math.round(m.requestsPerSecond),
      "p99 ms": m.p99Ms,
      errors: m.errors + m.non2xx,
    });
    console.table({
      [options.uncached ? "Bearish, repeated read (auth + cached answer)" : "Bearish (auth + DB + present)"]: row(real),
      ...(cold ? { "Bearish, every read distinct (auth + access + DB + present)": row(cold) } : {}),
      "baseline: bare Fastify, same JSON from memory": row(baseline),
    });
    const ratio = real.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `ratio: Bearish serves ${(ratio * 100).toFixed(1)}% of the baseline's throughput (${ratio.toFixed(3)})`,
    );
    if (cold) {
      const coldRatio = cold.requestsPerSecond / baseline.requestsPerSecond;
      console.log(`every read distinct: ${(coldRatio * 100).toFixed(1)}% of the baseline (${coldRatio.toFixed(3)})`);
    }
    if (real.errors + real.non2xx + (cold ? cold.errors + cold.non2xx : 0) > 0) {
      throw new Error("the real endpoint answered errors under load");
    }
    return ratio;
  } finally {
    await stopChild(bare.child);
    await fs.rm(path.dirname(bodyFile), { recursive: true, force: true });
  }
}
