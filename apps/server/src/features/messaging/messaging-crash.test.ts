// Nothing acknowledged is lost: the real server process is killed with SIGKILL in the middle of a
// burst of sends that the client retries with their client message ids (as the web app does), then
// started again on the same database. Every acknowledged message is there exactly once, every send
// ends up stored exactly once, and the conversation's order has no gaps. Runs on PGlite (DATA_DIR)
// and, with TEST_DB=postgres, on PostgreSQL.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Conversation } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  type SeededUser,
  type ServerProcess,
  seedUsersFor,
  startServerProcess,
} from "../../test/server-process";
import { createPostgresTestDatabase, testEngine } from "../../test/test-database";

const SENDS = 60;
const CONCURRENCY = 4;
const KILL_AFTER_ACKS = 20;

describe("a server killed with SIGKILL in the middle of a burst of sends", () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    if (testEngine === "postgres") {
      const database = await createPostgresTestDatabase();
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-crash-"));
      env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
      cleanup = async () => {
        await database.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      };
    } else {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-crash-"));
      env = { DATA_DIR: dataDir };
      cleanup = () => fs.rm(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await cleanup();
  });

  it("keeps every acknowledged message exactly once, and retries make no copies", async () => {
    const [ada, grace] = (await seedUsersFor(env, ["Ada", "Grace"])) as [SeededUser, SeededUser];
    server = await startServerProcess(env);
    const chat = await callApi(server.url, "POST", "chats/bearish", ada.token, { participantIds: [grace.id] });
    expect(chat.status).toBe(201);
    const chatId = (chat.json.data as Conversation).id;

    const clientIds = Array.from({ length: SENDS }, () => randomUUID());
    const acked = new Map<string, string>();
    let restarting: Promise<void> | null = null;
    let killed: NodeJS.Signals | null = null;
    let failedAttempts = 0;

    // Sends one message until the server acknowledges it, retrying through the crash and restart.
    const sendUntilAcked = async (clientMessageId: string, index: number) => {
      for (;;) {
        const current = server as ServerProcess;
        try {
          const res = await callApi(current.url, "POST", `chats/bearish/${chatId}/messages`, ada.token, {
            content: `<p>burst ${index}</p>`,
            clientMessageId,
          });
          if (res.status === 200 || res.status === 201) {
            acked.set(clientMessageId, (res.json.data as Message).id);
            return;
          }
          if (res.status < 500) throw new Error(`send refused: ${res.status} ${JSON.stringify(res.json)}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith("send refused")) throw error;
          failedAttempts++;
        }
        await (restarting ?? new Promise((resolve) => setTimeout(resolve, 100)));
      }
    };

    const queue = clientIds.map((id, index) => ({ id, index }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await sendUntilAcked(next.id, next.index);
        if (acked.size >= KILL_AFTER_ACKS && !restarting) {
          restarting = (async () => {
            const first = server as ServerProcess;
            await first.stop("SIGKILL");
            killed = first.child.signalCode;
            server = await startServerProcess(env);
          })();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await restarting;

    // The first process really died mid-burst, and every send was acknowledged once it was back.
    expect(killed).toBe("SIGKILL");
    expect(failedAttempts).toBeGreaterThan(0);
    expect(acked.size).toBe(SENDS);
    const history = await callApi(
      (server as ServerProcess).url,
      "GET",
      `chats/bearish/${chatId}/messages`,
      grace.token,
    );
    expect(history.status).toBe(200);
    const messages = history.json.data as Message[];
    expect(messages).toHaveLength(SENDS);
    const byClientId = new Map(messages.map((m) => [m.clientMessageId, m.id]));
    for (const [clientMessageId, id] of acked) expect(byClientId.get(clientMessageId)).toBe(id);
    expect(messages.map((m) => m.seq)).toEqual(Array.from({ length: SENDS }, (_, i) => i + 1));
  }, 300_000);
});
