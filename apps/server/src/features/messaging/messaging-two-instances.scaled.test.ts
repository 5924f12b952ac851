// Scaled out: two server processes on one PostgreSQL database and one Redis (DESIGN §1). Members
// connected to different processes, posting through both at once, see one conversation in one
// order: every socket hears the same messages in the same order, and their sequence numbers
// place them exactly as the history does. Runs when
// TEST_DB=postgres and TEST_REDIS_URL are set (`.ci/run` sets both); see vitest.config.ts.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Conversation } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import { conversationChannel } from "@bearish/shared/realtime/channels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  callApi,
  type SeededUser,
  type ServerProcess,
  seedUsersFor,
  startServerProcess,
} from "../../test/server-process";
import { createPostgresTestDatabase } from "../../test/test-database";

const PER_POSTER = 15;

interface EventFrame {
  type: string;
  channel?: string;
  name?: string;
  data?: { message?: Message };
}

/** A member's socket on one process, collecting the channel's `new-message` events in arrival order. */
async function follow(url: string, token: string, channel: string) {
  const ticket = await callApi(url, "POST", "realtime/ticket", token, {});
  expect(ticket.status).toBe(200);
  const socket = new WebSocket(
    `${url.replace(/^http/, "ws")}/api/realtime?ticket=${(ticket.json.data as { ticket: string }).ticket}`,
  );
  const seen: Message[] = [];
  let subscribed!: () => void;
  const ready = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  socket.on("message", (raw) => {
    const frame = JSON.parse(raw.toString()) as EventFrame;
    if (frame.type === "subscribed" && frame.channel === channel) subscribed();
    if (frame.type === "event" && frame.name === "new-message" && frame.data?.message) seen.push(frame.data.message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.send(JSON.stringify({ type: "subscribe", channel }));
  await ready;
  return { socket, seen };
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("two server processes on PostgreSQL and Redis", () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-two-"));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await Promise.all(servers.map((s) => s.stop("SIGTERM")));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("shows members on different processes one conversation in one order", async () => {
    const database = await createPostgresTestDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL: process.env.TEST_REDIS_URL as string, DATA_DIR: dataDir };
    try {
      const [ada, grace, alan] = (await seedUsersFor(env, ["Ada", "Grace", "Alan"])) as [
        SeededUser,
        SeededUser,
        SeededUser,
      ];
      const [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      servers.push(one as ServerProcess, two as ServerProcess);
      const a = one as ServerProcess;
      const b = two as ServerProcess;

      const created = await callApi(a.url, "POST", "channels/bearish", ada.token, {
        name: "launch",
        participantIds: [grace.id, alan.id],
      });
      expect(created.status).toBe(201);
      const channelId = (created.json.data as Conversation).id;
      const channel = conversationChannel("bearish", channelId);

      const onOne = await follow(a.url, grace.token, channel);
      const onTwo = await follow(b.url, alan.token, channel);
      sockets.push(onOne.socket, onTwo.socket);

      // Ada posts through process one while Alan posts through process two, at the same time.
      const post = (server: ServerProcess, user: SeededUser, i: number) =>
        callApi(server.url, "POST", `channels/bearish/${channelId}/messages`, user.token, {
          content: `<p>${user.firstName} ${i}</p>`,
        });
      const answers = await Promise.all([
        ...Array.from({ length: PER_POSTER }, (_, i) => post(a, ada, i)),
        ...Array.from({ length: PER_POSTER }, (_, i) => post(b, alan, i)),
      ]);
      expect(answers.every((res) => res.status === 201)).toBe(true);

      const total = PER_POSTER * 2;
      await until(
        () => onOne.seen.length >= total && onTwo.seen.length >= total,
        20_000,
        "every message on both sockets",
      );
      const history = await callApi(b.url, "GET", `channels/bearish/${channelId}/messages`, grace.token);
      const historyIds = (history.json.data as Message[]).map((m) => m.id);

      expect(historyIds).toHaveLength(total);
      expect((history.json.data as Message[]).map((m) => m.seq)).toEqual(
        Array.from({ length: total }, (_, i) => i + 1),
      );
      // Both sockets heard every message once, in one arrival order (the channel's stream order),
      // and placed by seq (as the web app shows them) that is the history's order.
      expect(onOne.seen.map((m) => m.id)).toEqual(onTwo.seen.map((m) => m.id));
      const bySeq = [...onOne.seen].sort((x, y) => (x.seq ?? 0) - (y.seq ?? 0));
      expect(bySeq.map((m) => m.id)).toEqual(historyIds);
    } finally {
      await database.drop();
    }
  }, 240_000);
});
