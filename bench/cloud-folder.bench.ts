// Benchmark: listing a cloud folder. `GET /api/cloud-storage/file/get-all-files?directory=…&limit=100`
// (the page the web app asks for) in a folder of 10,000 files against a folder of 100, in the same
// run on the same server; also the last page of the big folder (the deepest offset a person reaches
// by scrolling to the end). Every request carries a query parameter of its own so no answer is reused.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, type Measured, measure, median, startChild, stopChild } from "./support/harness";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface CloudServerInfo {
  url: string;
  token: string;
  bigPath: string;
  smallPath: string;
  bigLastPagePath: string;
  database: string;
}

function startCloudServer(databaseUrl?: string) {
  return startChild<CloudServerInfo>(path.join(import.meta.dirname, "support/serve-cloud-files.ts"), [], {
    BENCH_DATABASE_URL: databaseUrl ?? "",
  });
}

export async function benchCloudFolder(databaseUrl?: string): Promise<void> {
  const app = await startCloudServer(databaseUrl);
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

const RUNS = Number(process.env.BENCH_CLOUD_RUNS ?? 3);
/** Rows loaded (by scrolling, 100 per page) in the big folder before its scrolling is timed. */
const LOADED_ROWS = Number(process.env.BENCH_CLOUD_ROWS ?? 2000);
const webDist = path.resolve(import.meta.dirname, "../apps/web/dist/index.html");

interface FolderTiming {
  firstRowMs: number;
  loadMs: number;
  scrollMs: number;
}

/**
 * Scrolls the file list to its end until `rows` rows are loaded (68 px each; each page of 100 arrives as the
 * end comes near); answers the milliseconds it took. Passed as source text (tsx would wrap a function).
 */
const LOAD_ROWS = (rows: number) => `(async () => {
  const list = [...document.querySelectorAll('[role="list"]')].sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
  const begin = performance.now();
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  while (list.scrollHeight / 68 < ${rows} && performance.now() - begin < 120000) {
    list.scrollTop = list.scrollHeight;
    await frame();
  }
  return performance.now() - begin;
})()`;

/** Scrolls the file list top to bottom in 10 jumps, each waiting until rows are painted at the new place. */
const SCROLL_LIST = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const list = [...document.querySelectorAll('[role="list"]')].sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
  list.scrollTop = 0;
  await frame();
  const begin = performance.now();
  const distance = list.scrollHeight - list.clientHeight;
  for (let jump = 1; jump <= 10; jump++) {
    list.scrollTop = (distance * jump) / 10;
    await frame();
    const top = list.getBoundingClientRect().top;
    const visible = [...list.querySelectorAll('[role="listitem"]')].some((row) => {
      const box = row.getBoundingClientRect();
      return box.bottom > top && box.top < top + list.clientHeight;
    });
    if (!visible && distance > 0) await frame();
  }
  return performance.now() - begin;
})()`;

async function openFolder(page: Page, url: string, rows: number): Promise<FolderTiming> {
  const started = Date.now();
  await page.goto(url);
  await page.locator('[role="listitem"]').first().waitFor({ state: "visible", timeout: 120_000 });
  const firstRowMs = Date.now() - started;
  await page.waitForLoadState("networkidle");
  const loadMs = rows > 100 ? ((await page.evaluate(LOAD_ROWS(rows))) as number) : 0;
  await page.waitForLoadState("networkidle");
  const scrollMs = (await page.evaluate(SCROLL_LIST)) as number;
  return { firstRowMs, loadMs, scrollMs };
}

/**
 * The cloud folder in Chromium: a folder of 10,000 files against a folder of 100, same server,
 * same run. Time to the first row, then (after scrolling in ${LOADED_ROWS} rows of the big
 * folder) the time to scroll the list top to bottom in 10 jumps: a virtualized list keeps the
 * same few dozen rows in the DOM however many are loaded.
 */
export async function benchCloudFolderBrowser(): Promise<void> {
  if (!fs.existsSync(webDist)) throw new Error("build the web app first (npm run build)");
  const app = await startCloudServer();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((token) => window.localStorage.setItem("token", token), app.info.token);
    const page = await context.newPage();
    const folderUrl = (folder: string) => `${app.info.url}/en/cloud-storage/bearish/my-drive?path=%2F${folder}`;
    await openFolder(page, folderUrl("Small"), 100);
    await openFolder(page, folderUrl("Big"), 100);
    const small: FolderTiming[] = [];
    const big: FolderTiming[] = [];
    for (let run = 0; run < RUNS; run++) {
      small.push(await openFolder(page, folderUrl("Small"), 100));
      big.push(await openFolder(page, folderUrl("Big"), LOADED_ROWS));
    }
    const row = (timings: FolderTiming[]) => ({
      "first row ms": Math.round(median(timings.map((t) => t.firstRowMs))),
      "scroll the list ms": Math.round(median(timings.map((t) => t.scrollMs))),
    });
    console.log(`\ncloud folder in Chromium (median of ${RUNS} runs, 1440x900)`);
    const baseline = row(small);
    const measured = row(big);
    console.table({ [`10,000 files (${LOADED_ROWS} loaded)`]: measured, "baseline: 100 files": baseline });
    console.log(
      `loading ${LOADED_ROWS} rows by scrolling took ${Math.round(median(big.map((t) => t.loadMs)))} ms; ` +
        `ratio: first row ${(measured["first row ms"] / baseline["first row ms"]).toFixed(2)}x, scroll ${(
          measured["scroll the list ms"] / baseline["scroll the list ms"]
        ).toFixed(2)}x of the 100-file folder`,
    );
  } finally {
    await browser.close();
    await stopChild(app.child);
  }
}
