// Child process of the realtime benchmark. argv[2] is the server to measure:
// - "bearish": the real app (production settings, in-process fan-out, or Redis when REDIS_URL is set)
//   with one seeded user; events go through ctx.realtime.publish to `user:<id>`;
// - "bare": a plain `ws` server that sends one pre-serialized frame to every client per event.
// Prints {url, token, channel} once listening, then serves "saturate" and "steady" commands.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { WebSocketServer } from "ws";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { serveCommands } from "./realtime-process";
import { PAYLOAD_PAD, saturate, steady } from "./realtime-publisher";
import { seedBenchUsers } from "./seed";

const mode = process.argv[2];

async function startBearish() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-rt-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  });
  const ctx = await createContext(config);
  const token = await seedBenchUsers(ctx, 1);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const me = await fetch(`${url}/api/user/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const channel = `user:${((await me.json()) as { data: { id: string } }).data.id}` as const;
  const publish = (sentAt: number) => ctx.realtime.publish(channel, "bench", { sentAt, pad: PAYLOAD_PAD });
  const stop = async () => {
    await app.close();
    await ctx.realtime.close();
    await ctx.database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return {
    url,
    token,
    channel,
    backend: ctx.realtime.backendKind,
    sockets: app.websocketServer.clients,
    publish,
    stop,
  };
}

async function startBare() {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", maxPayload: 64 * 1024 });
  await new Promise((resolve) => wss.once("listening", resolve));
  const url = `http://127.0.0.1:${(wss.address() as { port: number }).port}`;
  const channel = "user:bare";
  let seq = 0;
  const publish = (sentAt: number) => {
    seq++;
    const frame = Buffer.from(
      JSON.stringify({
        type: "event",
        channel,
        id: `${Date.now()}-${seq}`,
        name: "bench",
        data: { sentAt, pad: PAYLOAD_PAD },
      }),
    );
    for (const socket of wss.clients) socket.send(frame, { binary: false });
  };
  const stop = () => new Promise<void>((resolve) => wss.close(() => resolve()));
  return { url, token: "", channel, backend: "none", sockets: wss.clients, publish, stop };
}

const server = mode === "bearish" ? await startBearish() : await startBare();
process.stdout.write(
  `${JSON.stringify({ url: server.url, token: server.token, channel: server.channel, backend: server.backend })}\n`,
);
serveCommands(async (command) => {
  if (command.cmd === "saturate") return saturate(server.publish, server.sockets, Number(command.seconds));
  if (command.cmd === "steady") return steady(server.publish, Number(command.rate), Number(command.seconds));
  if (command.cmd === "clients") return { count: server.sockets.size };
  throw new Error(`unknown command ${JSON.stringify(command)}`);
});
process.on("SIGTERM", async () => {
  for (const socket of server.sockets) socket.terminate();
  await server.stop();
  process.exit(0);
});
