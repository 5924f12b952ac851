// Benchmark: the board view in Chromium with 10,000 tasks against the same view with 100 tasks,
// same server, same run. For each it prints the time from navigation to the first card on screen
// and the time to scroll one column from top to bottom in 10 equal jumps (each jump waits until
// the cards at the new position are painted). Goal (issue 5): the 10,000-task figures at most 1.3x
// the 100-task ones, which only virtualized columns and rows can reach.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, median, stopChild } from "./support/harness";
import { startTaskServer } from "./task-list.bench";

const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 3);
const webDist = path.resolve(import.meta.dirname, "../apps/web/dist/index.html");

interface BoardTiming {
  firstCardMs: number;
  scrollMs: number;
}

async function openBoard(page: Page, url: string): Promise<BoardTiming> {
  const started = Date.now();
  await page.goto(url);
  await page.locator('[data-testid="board-card"]').first().waitFor({ state: "visible", timeout: 120_000 });
  const firstCardMs = Date.now() - started;
  // Scrolling is measured on the loaded board (a big board paints its first page before the rest arrives).
  await page.waitForLoadState("networkidle");
  // Passed as source text: tsx would otherwise wrap named functions in a helper the page lacks.
  const scrollMs = (await page.evaluate(SCROLL_COLUMN)) as number;
  return { firstCardMs, scrollMs };
}

/** Scrolls the longest board column top to bottom in 10 jumps; answers the milliseconds it took. */
const SCROLL_COLUMN = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const columns = [...document.querySelectorAll('[data-testid^="board-column-"]')];
  const column = columns.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
  if (!column) throw new Error("no board column found");
  const begin = performance.now();
  const distance = column.scrollHeight - column.clientHeight;
  for (let jump = 1; jump <= 10; jump++) {
    column.scrollTop = (distance * jump) / 10;
    await frame();
    // The cards at the new position must be there (a virtualized list renders them after the scroll).
    const top = column.getBoundingClientRect().top;
    const visible = [...column.querySelectorAll('[data-testid="board-card"]')].some((card) => {
      const box = card.getBoundingClientRect();
      return box.bottom > top && box.top < top + column.clientHeight;
    });
    if (!visible && distance > 0) await frame();
  }
  return performance.now() - begin;
})()`;

export async function benchTaskBoard(): Promise<void> {
  if (!fs.existsSync(webDist)) throw new Error("build the web app first (npm run build)");
  const app = await startTaskServer();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((token) => window.localStorage.setItem("token", token), app.info.token);
    const page = await context.newPage();
    const boardUrl = (id: string) => `${app.info.url}/en/workspace/bearish/${app.info.workspaceId}/board/${id}`;
    // Warm the browser's caches of the app's code on both boards first.
    await openBoard(page, boardUrl(app.info.smallBoardId));
    await openBoard(page, boardUrl(app.info.bigBoardId));
    const small: BoardTiming[] = [];
    const big: BoardTiming[] = [];
    for (let run = 0; run < RUNS; run++) {
      small.push(await openBoard(page, boardUrl(app.info.smallBoardId)));
      big.push(await openBoard(page, boardUrl(app.info.bigBoardId)));
    }
    const row = (timings: BoardTiming[]) => ({
      "first card ms": Math.round(median(timings.map((t) => t.firstCardMs))),
      "scroll a column ms": Math.round(median(timings.map((t) => t.scrollMs))),
    });
    console.log(`\nboard view in Chromium (median of ${RUNS} runs, 1440x900)`);
    const baseline = row(small);
    const measured = row(big);
    console.table({ "10,000 tasks": measured, "baseline: 100 tasks": baseline });
    console.log(
      `ratio: first card ${(measured["first card ms"] / baseline["first card ms"]).toFixed(2)}x, scroll ${(
        measured["scroll a column ms"] / baseline["scroll a column ms"]
      ).toFixed(2)}x of the 100-task board (goal at most 1.3x)`,
    );
  } finally {
    await browser.close();
    await stopChild(app.child);
  }
}
