// Benchmark: listing a cloud folder. `GET /api/cloud-storage/file/get-all-files?directory=…&limit=100`
// (the page the web app asks for) in a folder of 10,000 files against a folder of 100, in the same
// run on the same server; also the last page of the big folder (the deepest offset a person reaches
// by scrolling to the end). Every request carries a query parameter of its own so no answer is reused.
import path from "node:path";
import { type Measured, measure, startChild, stopChild } from "./support/harness";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface CloudServerInfo {
  url: string;
  token: string;
  bigPath: string;
  smallPath: string;
  bigLastPagePath: string;
  database: string;
}

export async function benchCloudFolder(databaseUrl?: string): Promise<void> {
  const app = await startChild<CloudServerInfo>(path.join(import.meta.dirname, "support/serve-cloud-files.ts"), [], {
    BENCH_DATABASE_URL: databaseUrl ?? "",
  });
  try {
    const headers = { authorization: `Bearer ${app.info.token}` };
    const run = (route: string, seconds: number, connections: number) =>
      measure(`${app.info.url}${route}`, headers, seconds, connections, true);
    for (const route of [app.info.bigPath, app.info.smallPath, app.info.bigLastPagePath]) await run(route, 2, 4);
    const figures: Record<string, { one: Measured; many: Measured }> = {};
    const cases: [string, string][] = [
      ["folder of 10,000 files, first page", app.info.bigPath],
      ["folder of 10,000 files, last page", app.info.bigLastPagePath],
      ["baseline: folder of 100 files", app.info.smallPath],
    ];
    for (const [label, route] of cases) {
      figures[label] = { one: await run(route, SECONDS, 1), many: await run(route, SECONDS, 4) };
    }
    const failures = Object.values(figures).reduce(
      (n, f) => n + f.one.errors + f.one.non2xx + f.many.errors + f.many.non2xx,
      0,
    );
    if (failures > 0) throw new Error("the folder listings answered errors");
    const meanMs = (m: Measured) => Math.round((1000 / Math.max(m.requestsPerSecond, 0.001)) * 10) / 10;
    console.log(`\ncloud folder: a page of 100 files, ${app.info.database}, ${SECONDS}s per figure`);
    console.table(
      Object.fromEntries(
        Object.entries(figures).map(([label, f]) => [
          label,
          {
            "page ms (1 conn, mean)": meanMs(f.one),
            "p99 ms (1 conn)": f.one.p99Ms,
            "req/s (4 conn)": Math.round(f.many.requestsPerSecond),
            "p99 ms (4 conn)": f.many.p99Ms,
          },
        ]),
      ),
    );
    const base = figures["baseline: folder of 100 files"];
    const first = figures["folder of 10,000 files, first page"];
    const last = figures["folder of 10,000 files, last page"];
    if (base && first && last) {
      console.log(
        `ratio: a page of the 10,000-file folder takes ${(meanMs(first.one) / meanMs(base.one)).toFixed(2)}x ` +
          `(first page) and ${(meanMs(last.one) / meanMs(base.one)).toFixed(2)}x (last page) the time of the 100-file folder`,
      );
    }
  } finally {
    await stopChild(app.child);
  }
}
