// Child process of the realtime benchmark: N WebSocket clients, in their own process so they do
// not share a CPU budget with the server being measured. argv: url, mode (bearish|bare), count,
// token, channel. Bearish clients take a ticket each and subscribe; bare clients just connect.
// Counts event frames and, when asked, their publish-to-receive latency.
import WebSocket from "ws";
import { serveCommands, wallClockMs } from "./realtime-process";

const [url = "", mode = "bare", countText = "1000", token = "", channel = ""] = process.argv.slice(2);
const count = Number(countText);
const wsUrl = url.replace(/^http/, "ws");
const SENT_AT = Buffer.from('"sentAt":');
/** In a chat message's content (the messaging benchmark), the mark is plain text. */
const SENT_AT_TEXT = Buffer.from("sentAt:");
/** One token for every client, or `@<file>`: a token per line, client i taking line i. */
const tokens = token.startsWith("@")
  ? (await import("node:fs")).readFileSync(token.slice(1), "utf8").split("\n").filter(Boolean)
  : [token];
const EVENT_PREFIX = Buffer.from('{"type":"event"');

let received = 0;
let firstAt = 0;
let lastAt = 0;
let latencies = new Float64Array(4_000_000);
let samples = 0;

function onFrame(data: Buffer): void {
  if (
    data.length < EVENT_PREFIX.length ||
    data.compare(EVENT_PREFIX, 0, EVENT_PREFIX.length, 0, EVENT_PREFIX.length) !== 0
  ) {
    return;
  }
  const now = wallClockMs();
  received++;
  if (firstAt === 0) firstAt = now;
  lastAt = now;
  let at = data.indexOf(SENT_AT);
  let skip = SENT_AT.length;
  if (at < 0) {
    at = data.indexOf(SENT_AT_TEXT);
    skip = SENT_AT_TEXT.length;
  }
  if (at >= 0 && samples < latencies.length) {
    latencies[samples++] = now - Number.parseFloat(data.toString("latin1", at + skip, at + skip + 24));
  }
}

async function openOne(index: number): Promise<WebSocket> {
  let target = `${wsUrl}/api/realtime`;
  if (mode === "bearish") {
    const res = await fetch(`${url}/api/realtime/ticket`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens[index % tokens.length]}` },
    });
    if (res.status !== 200) throw new Error(`ticket refused: ${res.status} ${await res.text()}`);
    target += `?ticket=${((await res.json()) as { data: { ticket: string } }).data.ticket}`;
  }
  const ws = new WebSocket(target, { skipUTF8Validation: true, perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  if (mode === "bearish") {
    await new Promise<void>((resolve) => {
      ws.once("message", () => resolve());
      ws.send(JSON.stringify({ type: "subscribe", channel }));
    });
  }
  ws.on("message", (data) => onFrame(data as Buffer));
  return ws;
}

const sockets: WebSocket[] = [];
for (let i = 0; i < count; i += 50) {
  sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => openOne(i + j)))));
}
process.stdout.write(`${JSON.stringify({ connected: sockets.length })}\n`);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

serveCommands(async (command) => {
  if (command.cmd === "reset") {
    received = 0;
    firstAt = 0;
    lastAt = 0;
    samples = 0;
    latencies = new Float64Array(latencies.length);
    return { ok: true };
  }
  if (command.cmd === "wait") {
    // Until `expected` events arrived or nothing arrived for 500 ms.
    const expected = Number(command.expected);
    let last = -1;
    let quietSince = wallClockMs();
    while (received < expected) {
      if (received !== last) {
        last = received;
        quietSince = wallClockMs();
      } else if (wallClockMs() - quietSince > 500) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { received };
  }
  if (command.cmd === "report") {
    const sorted = latencies.slice(0, samples).sort();
    const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    return {
      received,
      spanMs: lastAt - firstAt,
      open,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    };
  }
  throw new Error(`unknown command ${JSON.stringify(command)}`);
});
process.on("SIGTERM", () => {
  for (const socket of sockets) socket.terminate();
  process.exit(0);
});
