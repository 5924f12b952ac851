// Child process of the realtime benchmark. argv[2] is the server to measure:
// - "bearish": the real app (production settings, in-process fan-out, or Redis when REDIS_URL is set)
//   with one seeded user; events go through ctx.realtime.publish to `user:<id>`;
// - "messaging": the real app with a channel of BENCH_REALTIME_CLIENTS members, each client signed in
//   as one of them; an event is a 1 KB message POSTed over HTTP to the channel (the server stores it
//   and publishes `new-message`) by a client process of its own (message-poster.ts), up to 16 in flight;
// - "bare": a plain `ws` server that sends one pre-serialized frame to every client per event.
// Prints {url, token, channel} once listening, then serves "saturate" and "steady" commands.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { WebSocketServer } from "ws";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { LineChild, serveCommands } from "./realtime-process";
import { PAYLOAD_PAD, type PublishRun, saturate, steady } from "./realtime-publisher";
import { createScratchDatabase } from "./scratch-database";
import { seedBenchMembers, seedBenchUsers } from "./seed";

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
    frameBytes: 0,
    sockets: app.websocketServer.clients,
    publish,
    stop,
  };
}

async function startMessaging() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-msg-"));
  const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const ctx = await createContext(config);
  const members = await seedBenchMembers(ctx, Number(process.env.BENCH_REALTIME_CLIENTS ?? 1000) + 1);
  const [poster0, ...listeners] = members;
  if (!poster0) throw new Error("no bench members");
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const headers = { authorization: `Bearer ${poster0.token}`, "content-type": "application/json" };
  const call = async (method: string, route: string, body: unknown) => {
    const res = await fetch(`${url}/api/${route}`, { method, headers, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { id: string } }).data;
  };
  const ids = listeners.map((m) => m.id);
  const { id: channelId } = await call("POST", "channels/bearish", {
    name: "bench",
    participantIds: ids.slice(0, 500),
  });
  for (let i = 500; i < ids.length; i += 500) {
    await call("POST", `channels/bearish/${channelId}/members`, { userIds: ids.slice(i, i + 500) });
  }
  const tokenFile = path.join(dataDir, "tokens.txt");
  await fs.writeFile(tokenFile, listeners.map((m) => m.token).join("\n"));
  const channel = `channel:bearish:${channelId}`;
  const route = `channels/bearish/${channelId}/messages`;
  // One message as a subscriber receives it, so the bare baseline can send a frame of the same size.
  const sample = await call("POST", route, { content: `<p>sentAt:0 ${PAYLOAD_PAD}</p>` });
  const frameBytes = Buffer.byteLength(
    JSON.stringify({ type: "event", channel, id: "1732000000000-0", name: "new-message", data: { message: sample } }),
  );
  // The posts come from a client process of their own; the server measures only its own CPU.
  const poster = await LineChild.start<{ ready: boolean }>(path.join(import.meta.dirname, "message-poster.ts"), [
    url,
    route,
    poster0.token,
  ]);
  const run = async (command: Record<string, unknown>): Promise<PublishRun> => {
    const cpu = process.cpuUsage();
    const result = await poster.request<PublishRun>(command);
    const used = process.cpuUsage(cpu);
    return { ...result, cpuMs: (used.user + used.system) / 1000 };
  };
  const stop = async () => {
    await poster.stop();
    await app.close();
    await ctx.realtime.close();
    await ctx.database.close();
    await scratch?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return {
    url,
    token: `@${tokenFile}`,
    database: ctx.database.kind,
    channel,
    backend: ctx.realtime.backendKind,
    frameBytes,
    sockets: app.websocketServer.clients,
    publish: null,
    run,
    stop,
  };
}

async function startBare() {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", maxPayload: 64 * 1024 });
  await new Promise((resolve) => wss.once("listening", resolve));
  const url = `http://127.0.0.1:${(wss.address() as { port: number }).port}`;
  const channel = "user:bare";
  // BENCH_BARE_FRAME_BYTES: pad the frame to the size of the frame it is compared with.
  const target = Number(process.env.BENCH_BARE_FRAME_BYTES ?? 0);
  const barePad = target > 0 ? "x".repeat(Math.max(0, target - 110)) : PAYLOAD_PAD;
  let seq = 0;
  const publish = (sentAt: number) => {
    seq++;
    const frame = Buffer.from(
      JSON.stringify({
        type: "event",
        channel,
        id: `${Date.now()}-${seq}`,
        name: "bench",
        data: { sentAt, pad: barePad },
      }),
    );
    for (const socket of wss.clients) socket.send(frame, { binary: false });
  };
  const stop = () => new Promise<void>((resolve) => wss.close(() => resolve()));
  return { url, token: "", channel, backend: "none", frameBytes: 0, sockets: wss.clients, publish, stop };
}

const server =
  mode === "bearish" ? await startBearish() : mode === "messaging" ? await startMessaging() : await startBare();
process.stdout.write(
  `${JSON.stringify({ url: server.url, token: server.token, channel: server.channel, backend: server.backend, frameBytes: server.frameBytes, database: "database" in server ? server.database : "none" })}\n`,
);
serveCommands(async (command) => {
  if ("run" in server) return server.run(command);
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
