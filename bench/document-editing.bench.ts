// Benchmarks of the editor (issue 8):
// 1. Keypress to paint in Chromium: typing at the end of a document of 200,000 words against typing in
//    an empty document, same server, same run (goal: p95 at most 1.5x the empty one).
// 2. Keystroke to remote editor: one of 20 editors of a document types; the time until each of the
//    other 19 has the keystroke applied (goal: p95 at most 50 ms on loopback). Baseline: 2 editors.
import fs from "node:fs";
import path from "node:path";
import { collabDocumentName, YJS_RICH_TEXT_FIELD } from "@bearish/shared/pages/page-targets";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { chromium, type Page } from "@playwright/test";
import WebSocket from "ws";
import * as Y from "yjs";
import { CHROMIUM_ARGS, startChild, stopChild } from "./support/harness";

interface DocumentServerInfo {
  url: string;
  workspaceId: string;
  emptyDocId: string;
  bigDocId: string;
  words: number;
  tokens: string[];
  database: string;
}

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 300);
const webDist = path.resolve(import.meta.dirname, "../apps/web/dist/index.html");

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

function startDocumentServer() {
  return startChild<DocumentServerInfo>(path.join(import.meta.dirname, "support/serve-documents.ts"));
}

/**
 * Installed in the page: for each keydown, the time from the event until the frame after it has been
 * painted (a requestAnimationFrame callback runs before paint; the task queued from it runs after).
 */
const RECORD_PAINTS = `(() => {
  window.__paints = [];
  document.addEventListener("keydown", (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__paints.push(performance.now() - start), 0));
  }, true);
})()`;

async function typeAtEnd(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  const editor = page.locator('.ProseMirror[contenteditable="true"]');
  await editor.waitFor({ state: "visible", timeout: 180_000 });
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.waitForTimeout(500);
  await page.evaluate(RECORD_PAINTS);
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(i % 12 === 11 ? "Space" : "KeyA");
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
  return (await page.evaluate("window.__paints")) as number[];
}

export async function benchKeypressToPaint(): Promise<void> {
  if (!fs.existsSync(webDist)) throw new Error("build the web app first (npm run build)");
  const app = await startDocumentServer();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((token) => window.localStorage.setItem("token", token), app.info.tokens[0] ?? "");
    const page = await context.newPage();
    const docUrl = (id: string) => `${app.info.url}/en/workspace/bearish/${app.info.workspaceId}/doc/${id}`;
    // One warm-up of each (the first open of the big document builds its live state on the server).
    await typeAtEnd(page, docUrl(app.info.emptyDocId));
    await typeAtEnd(page, docUrl(app.info.bigDocId));
    const empty = await typeAtEnd(page, docUrl(app.info.emptyDocId));
    const big = await typeAtEnd(page, docUrl(app.info.bigDocId));
    const row = (samples: number[]) => ({
      keystrokes: samples.length,
      "p50 ms": round(percentile(samples, 50)),
      "p95 ms": round(percentile(samples, 95)),
    });
    console.log(`\nkeypress to paint in Chromium (${KEYSTROKES} keystrokes at the end of the document, 1440x900)`);
    console.table({
      [`document of ${app.info.words.toLocaleString("en")} words`]: row(big),
      "baseline: empty document": row(empty),
    });
    console.log(
      `ratio: p95 ${(percentile(big, 95) / Math.max(percentile(empty, 95), 0.1)).toFixed(2)}x of the empty document (goal at most 1.5x)`,
    );
  } finally {
    await browser.close();
    await stopChild(app.child);
  }
}

interface Client {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
}

async function connect(info: DocumentServerInfo, token: string, name: string): Promise<Client> {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${info.url.replace("http", "ws")}/api/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    token: async () => {
      const res = await fetch(`${info.url}/api/collab/ticket`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ documentName: name }),
      });
      if (res.status !== 200) throw new Error(`ticket: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { ticket: string } }).data.ticket;
    },
  });
  provider.attach();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("collaboration sync timed out")), 30_000);
    provider.on("synced", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { doc, provider, socket };
}

/** The paragraph text the writer types into (created once by the writer). */
function typingTarget(doc: Y.Doc): Y.XmlText {
  const fragment = doc.getXmlFragment(YJS_RICH_TEXT_FIELD);
  const first = fragment.get(0);
  if (first instanceof Y.XmlElement && first.get(0) instanceof Y.XmlText) return first.get(0) as Y.XmlText;
  const paragraph = new Y.XmlElement("paragraph");
  const text = new Y.XmlText();
  paragraph.insert(0, [text]);
  doc.transact(() => fragment.insert(0, [paragraph]));
  return text;
}

async function remoteLatencies(info: DocumentServerInfo, docId: string, editors: number): Promise<number[]> {
  const name = collabDocumentName("document", info.workspaceId, docId);
  const clients: Client[] = [];
  for (let i = 0; i < editors; i++) clients.push(await connect(info, info.tokens[i] ?? "", name));
  const [writer, ...readers] = clients;
  if (!writer) throw new Error("no writer");
  const text = typingTarget(writer.doc);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const sentAt: number[] = [];
  const samples: number[] = [];
  const base = text.length;
  for (const reader of readers) {
    let seen = base;
    const fragment = reader.doc.getXmlFragment(YJS_RICH_TEXT_FIELD);
    reader.doc.on("update", () => {
      const now = performance.now();
      const paragraph = fragment.get(0);
      const length = paragraph instanceof Y.XmlElement ? ((paragraph.get(0) as Y.XmlText | null)?.length ?? 0) : 0;
      for (; seen < length; seen++) {
        const started = sentAt[seen - base];
        if (started !== undefined) samples.push(now - started);
      }
    });
  }
  for (let i = 0; i < KEYSTROKES; i++) {
    sentAt[i] = performance.now();
    writer.doc.transact(() => text.insert(text.length, "a"));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const client of clients) {
    client.provider.destroy();
    client.socket.destroy();
  }
  const expected = KEYSTROKES * readers.length;
  if (samples.length < expected) throw new Error(`only ${samples.length} of ${expected} keystrokes arrived`);
  return samples;
}

export async function benchRemoteKeystroke(): Promise<void> {
  const app = await startDocumentServer();
  try {
    const editors = app.info.tokens.length;
    // Warm-up: the first connections load the document and compile the hot paths.
    await remoteLatencies(app.info, app.info.emptyDocId, 2);
    const baseline = await remoteLatencies(app.info, app.info.emptyDocId, 2);
    const many = await remoteLatencies(app.info, app.info.emptyDocId, editors);
    const row = (samples: number[]) => ({
      deliveries: samples.length,
      "p50 ms": round(percentile(samples, 50)),
      "p95 ms": round(percentile(samples, 95)),
      "max ms": round(Math.max(...samples)),
    });
    console.log(
      `\nkeystroke to remote editor (${KEYSTROKES} keystrokes, one every 50 ms, ${app.info.database}, loopback)`,
    );
    console.table({ [`${editors} editors (1 typing)`]: row(many), "baseline: 2 editors": row(baseline) });
    console.log(`p95 with ${editors} editors: ${round(percentile(many, 95))} ms (goal at most 50 ms)`);
  } finally {
    await stopChild(app.child);
  }
}
