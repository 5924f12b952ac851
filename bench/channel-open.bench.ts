// Benchmark: opening a channel. `GET /api/channels/bearish/{id}/messages?pageSize=100` (the first
// page the web app asks for) on a channel of 100,000 messages against a channel of 100, in the same
// run on the same server: requests per second and p99 latency of each, and the ratio. Every request
// carries a query parameter of its own so no answer can be reused.
import path from "node:path";
import { measure, startChild, stopChild } from "./support/harness";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface MessagesServerInfo {
  url: string;
  token: string;
  bigPath: string;
  smallPath: string;
  database: string;
}

export async function benchChannelOpen(databaseUrl?: string): Promise<void> {
  const app = await startChild<MessagesServerInfo>(path.join(import.meta.dirname, "support/serve-messages.ts"), [], {
    BENCH_DATABASE_URL: databaseUrl ?? "",
  });
  try {
    const headers = { authorization: `Bearer ${app.info.token}` };
    const run = (route: string, seconds: number, connections: number) =>
      measure(`${app.info.url}${route}`, headers, seconds, connections, true);
    await run(app.info.bigPath, 2, 4);
    await run(app.info.smallPath, 2, 4);
    // One connection: the time a person waits for the first page; four: throughput under load.
    const bigOne = await run(app.info.bigPath, SECONDS, 1);
    const smallOne = await run(app.info.smallPath, SECONDS, 1);
    const big = await run(app.info.bigPath, SECONDS, 4);
    const small = await run(app.info.smallPath, SECONDS, 4);
    if (big.non2xx + small.non2xx + big.errors + small.errors > 0) throw new Error("the channel pages answered errors");
    const row = (one: typeof big, many: typeof big) => ({
      "first page ms (1 conn, mean)": Math.round((1000 / Math.max(one.requestsPerSecond, 0.001)) * 10) / 10,
      "p99 ms (1 conn)": one.p99Ms,
      "req/s (4 conn)": Math.round(many.requestsPerSecond),
      "p99 ms (4 conn)": many.p99Ms,
    });
    console.log(`\nchannel open: first page of 100 messages, ${app.info.database}, ${SECONDS}s per figure`);
    const bigRow = row(bigOne, big);
    const smallRow = row(smallOne, small);
    console.table({ "channel of 100,000 messages": bigRow, "baseline: channel of 100 messages": smallRow });
    const ratio = bigRow["first page ms (1 conn, mean)"] / smallRow["first page ms (1 conn, mean)"];
    console.log(
      `ratio: the first page of the 100,000-message channel takes ${ratio.toFixed(2)}x the time of the 100-message one; ` +
        `throughput ${(big.requestsPerSecond / Math.max(small.requestsPerSecond, 0.001)).toFixed(2)}x`,
    );
  } finally {
    await stopChild(app.child);
  }
}
