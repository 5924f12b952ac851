// Benchmark: realtime fan-out. With `messaging`, each event is a 1 KB chat message POSTed over HTTP
// to a channel of 1,000 members (stored, numbered, published as `new-message`), each client signed
// in as one member; the bare baseline then sends frames of the same size as those messages.
// Without it: 1,000 WebSocket clients (in their own process) subscribed to one
// channel of the real server (ticket, subscribe, ctx.realtime.publish of a 1 KB event), against a
// bare `ws` server sending one pre-serialized frame to the same 1,000 clients, in the same run.
// Prints deliveries per second at saturation, the ratio, and publish-to-receive latency (p50/p99)
// at half of Bearish's saturation rate, the same rate for both. BENCH_REALTIME_SECONDS sets the
// length of each round (default 1.5 s), BENCH_REALTIME_CLIENTS the number of clients.
import path from "node:path";
import { LineChild } from "./support/realtime-process";
import type { PublishRun } from "./support/realtime-publisher";

const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 1.5);
const ROUNDS = 3;
const here = import.meta.dirname;

interface ServerInfo {
  url: string;
  token: string;
  channel: string;
  backend: string;
  frameBytes: number;
  database: string;
}
interface Report {
  received: number;
  spanMs: number;
  open: number;
  p50: number;
  p99: number;
  max: number;
}
interface Measured {
  deliveriesPerSecond: number;
  /** Server CPU microseconds per delivery. */
  cpuMicros: number;
  eventsPerSecond: number;
  lost: number;
}

class Target {
  private constructor(
    readonly server: LineChild<ServerInfo>,
    readonly clients: LineChild<{ connected: number }>,
  ) {}

  static async start(mode: "bearish" | "messaging" | "bare", env: Record<string, string> = {}): Promise<Target> {
    const server = await LineChild.start<ServerInfo>(path.join(here, "support/realtime-serve.ts"), [mode], env);
    try {
      const { url, token, channel } = server.info;
      const clients = await LineChild.start<{ connected: number }>(path.join(here, "support/realtime-clients.ts"), [
        url,
        mode === "bare" ? "bare" : "bearish",
        String(CLIENTS),
        token,
        channel,
      ]);
      return new Target(server, clients);
    } catch (error) {
      await server.stop();
      throw error;
    }
  }

  /** Publishes as fast as the sockets drain; deliveries per second as the clients saw them. */
  async saturate(seconds: number): Promise<Measured> {
    await this.clients.request({ cmd: "reset" });
    const run = await this.server.request<PublishRun>({ cmd: "saturate", seconds });
    const expected = run.published * CLIENTS;
    await this.clients.request({ cmd: "wait", expected });
    const report = await this.clients.request<Report>({ cmd: "report" });
    const deliveriesPerSecond = (report.received * 1000) / Math.max(report.spanMs, run.elapsedMs);
    return {
      deliveriesPerSecond,
      cpuMicros: (run.cpuMs * 1000) / Math.max(1, expected),
      eventsPerSecond: deliveriesPerSecond / CLIENTS,
      lost: expected - report.received,
    };
  }

  /** Publishes `rate` events a second; publish-to-receive latency over every delivery. */
  async latencyAt(rate: number, seconds: number): Promise<Report & { lost: number }> {
    await this.clients.request({ cmd: "reset" });
    const run = await this.server.request<PublishRun>({ cmd: "steady", rate, seconds });
    const expected = run.published * CLIENTS;
    await this.clients.request({ cmd: "wait", expected });
    const report = await this.clients.request<Report>({ cmd: "report" });
    return { ...report, lost: expected - report.received };
  }

  async stop(): Promise<void> {
    await this.clients.stop();
    await this.server.stop();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export async function benchRealtimeFanout(redisUrl?: string, messaging = false, databaseUrl?: string): Promise<void> {
  const started = Date.now();
  // Both servers and both sets of clients are up together and take turns publishing, so a busy
  // machine slows both alike; each figure is the median of its rounds.
  const bearish = await Target.start(messaging ? "messaging" : "bearish", {
    ...(redisUrl ? { BENCH_REDIS_URL: redisUrl } : {}),
    BENCH_DATABASE_URL: databaseUrl ?? "",
  });
  let bare: Target;
  try {
    bare = await Target.start(
      "bare",
      messaging ? { BENCH_BARE_FRAME_BYTES: String(bearish.server.info.frameBytes) } : {},
    );
  } catch (error) {
    await bearish.stop();
    throw error;
  }
  const backend = bearish.server.info.backend;
  const real: Measured[] = [];
  const baseline: Measured[] = [];
  const realLatency: (Report & { lost: number })[] = [];
  const baseLatency: (Report & { lost: number })[] = [];
  let rate: number;
  try {
    await bearish.saturate(1);
    await bare.saturate(1);
    for (let round = 0; round < ROUNDS; round++) {
      real.push(await bearish.saturate(SECONDS));
      baseline.push(await bare.saturate(SECONDS));
    }
    rate = Math.max(1, Math.floor(median(real.map((m) => m.eventsPerSecond)) / 2));
    for (let round = 0; round < ROUNDS; round++) {
      realLatency.push(await bearish.latencyAt(rate, SECONDS));
      baseLatency.push(await bare.latencyAt(rate, SECONDS));
    }
  } finally {
    await Promise.all([bearish.stop(), bare.stop()]);
  }

  const ms = (value: number) => Math.round(value * 10) / 10;
  const row = (measured: Measured[], latency: (Report & { lost: number })[]) => ({
    "deliveries/s": Math.round(median(measured.map((m) => m.deliveriesPerSecond))),
    "events/s": Math.round(median(measured.map((m) => m.eventsPerSecond))),
    "server CPU µs/delivery": ms(median(measured.map((m) => m.cpuMicros))),
    [`p50 ms @${rate}/s`]: ms(median(latency.map((l) => l.p50))),
    [`p99 ms @${rate}/s`]: ms(median(latency.map((l) => l.p99))),
    lost: [...measured, ...latency].reduce((sum, m) => sum + m.lost, 0),
  });
  console.log(
    messaging
      ? `\nmessaging fan-out: a 1 KB message POSTed over HTTP to a channel of ${CLIENTS} members, each connected (frames of ${bearish.server.info.frameBytes} bytes, ${bearish.server.info.database}), median of ${ROUNDS} rounds of ${SECONDS}s (Bearish backend: ${backend})`
      : `\nrealtime fan-out: ${CLIENTS} WebSocket clients on one channel, 1 KB events, median of ${ROUNDS} rounds of ${SECONDS}s (Bearish backend: ${backend})`,
  );
  const realRow = row(real, realLatency);
  const baseRow = row(baseline, baseLatency);
  console.table({
    [messaging
      ? "Bearish (POST message, store, publish new-message)"
      : "Bearish (ticket, subscribe, ctx.realtime.publish)"]: realRow,
    "baseline: bare ws, one pre-serialized frame": baseRow,
  });
  const ratio = realRow["deliveries/s"] / baseRow["deliveries/s"];
  const cpuRatio = realRow["server CPU µs/delivery"] / baseRow["server CPU µs/delivery"];
  console.log(
    `ratio: Bearish delivers ${(ratio * 100).toFixed(1)}% of the baseline's fan-out throughput (${ratio.toFixed(3)}), ` +
      `spending ${cpuRatio.toFixed(2)}x its server CPU per delivery; ` +
      `latency at ${rate} events/s (${rate * CLIENTS} deliveries/s), half of Bearish's saturation; ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  );
  if (realRow.lost > 0) throw new Error("Bearish lost events under load");
}
