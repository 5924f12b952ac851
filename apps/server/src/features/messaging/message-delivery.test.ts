import { randomUUID } from "node:crypto";
import type { Message } from "@bearish/shared/messaging/message";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, users } from "../../db/tables";
import { JobRunner } from "../../platform/jobs/job-runner";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { recordEvents } from "../tasks/task-social-fixtures";
import { defineScheduledMessageJob } from "./message-schedule";
import { listOf, notificationsOf, pathOf } from "./messages.fixtures";
import { messagingApi, openChannel, startChat } from "./messaging-fixtures";

let t: TestServer;
let ada: TestUser;
let bob: TestUser;
let events: ReturnType<typeof recordEvents>;

beforeAll(async () => {
  t = await createTestServer();
  ada = await createUser(t, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Builder" });
  events = recordEvents(t);
});
afterAll(async () => {
  await t.close();
});

describe("message order", () => {
  it("numbers 20 concurrent sends 1..20 with no gap or duplicate", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        messagingApi(t, "POST", `${pathOf(channel)}/messages`, i % 2 ? ada : bob, {
          content: `m${i}`,
          clientMessageId: randomUUID(),
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const seqs = answers.map((res) => (res.json().data as Message).seq).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const list = await listOf(t, ada, channel);
    expect(list.data.map((m) => m.seq)).toEqual(seqs);
    const view = (await messagingApi(t, "GET", pathOf(channel), bob)).json().data;
    expect(view.lastSeq).toBe(20);
  });

  it("stores one message for 5 concurrent sends of the same clientMessageId", async () => {
    const chat = await startChat(t, ada, [bob]);
    const clientMessageId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        messagingApi(t, "POST", `${pathOf(chat)}/messages`, ada, { content: "only once", clientMessageId }),
      ),
    );
    const ids = new Set(answers.map((res) => (res.json().data as Message).id));
    expect(ids.size).toBe(1);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await t.ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.clientMessageId, clientMessageId));
    expect(rows).toHaveLength(1);
    expect((await listOf(t, bob, chat)).data.map((m) => m.content)).toEqual(["only once"]);
  });

  it("refuses a clientMessageId already used in another conversation, racing or not", async () => {
    const chat = await startChat(t, ada, [bob]);
    const channel = await openChannel(t, ada, [bob]);
    const clientMessageId = randomUUID();
    const answers = await Promise.all(
      [chat, channel].map((c) =>
        messagingApi(t, "POST", `${pathOf(c)}/messages`, ada, { content: "raced", clientMessageId }),
      ),
    );
    // One is stored; the other is told the id already names a message elsewhere (never shown it).
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toMatchObject({
      code: "messaging.client_id_reused",
    });
    const rows = await t.ctx.db
      .select({ id: messages.id, seq: messages.seq })
      .from(messages)
      .where(eq(messages.clientMessageId, clientMessageId));
    expect(rows).toHaveLength(1);
    const lastSeqs = await Promise.all(
      [chat, channel].map(async (c) => (await messagingApi(t, "GET", pathOf(c), ada)).json().data.lastSeq as number),
    );
    // The losing conversation took no number: its counter did not move.
    const numbered = await Promise.all([chat, channel].map(async (c) => (await listOf(t, ada, c)).data.length));
    expect(lastSeqs).toEqual(numbered);
  });
});

describe("a retried send after leaving", () => {
  it("does not show the stored message to a sender who left its conversation", async () => {
    const dan = await createUser(t, { firstName: "Dan", lastName: "Left" });
    const channel = await openChannel(t, ada, [dan]);
    const chat = await startChat(t, dan, [bob]);
    const clientMessageId = randomUUID();
    const sent = await messagingApi(t, "POST", `${pathOf(channel)}/messages`, dan, {
      content: "mine",
      clientMessageId,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await messagingApi(t, "DELETE", `${pathOf(channel)}/members/${dan.user.id}`, dan)).statusCode).toBe(200);
    // The same id again: to the channel he left (404), and to another conversation (not its message).
    const again = await messagingApi(t, "POST", `${pathOf(channel)}/messages`, dan, {
      content: "mine",
      clientMessageId,
    });
    expect(again.statusCode).toBe(404);
    const elsewhere = await messagingApi(t, "POST", `${pathOf(chat)}/messages`, dan, { content: "x", clientMessageId });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(sent.json().data.id);
  });
});

describe("scheduled delivery", () => {
  it("is delivered at its time by a new job runner after a restart, like a send", async () => {
    const cy = await createUser(t, { firstName: "Cy", lastName: "Young" });
    const chat = await startChat(t, ada, [cy]);
    await messagingApi(t, "POST", `${pathOf(chat)}/messages`, cy, {
      content: "earlier",
      clientMessageId: randomUUID(),
    });
    const at = new Date(t.clock.now().getTime() + 30 * 60_000);
    const res = await messagingApi(t, "POST", `${pathOf(chat)}/messages/schedule`, ada, {
      content: "on time",
      scheduledAt: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const scheduled = res.json().data as Message;

    // The first process stops before the time comes; nothing is delivered early.
    await t.ctx.jobs.runDue();
    await t.ctx.jobs.stop();
    expect((await listOf(t, cy, chat)).data.map((m) => m.content)).toEqual(["earlier"]);

    const restarted = new JobRunner(t.ctx.db, t.clock, t.ctx.log);
    defineScheduledMessageJob(t.ctx, restarted);
    await restarted.runDue();
    expect((await listOf(t, cy, chat)).data).toHaveLength(1);

    events.calls.length = 0;
    t.clock.advanceMinutes(31);
    await restarted.runDue();
    const list = await listOf(t, cy, chat);
    expect(list.data.map((m) => [m.id, m.seq, m.content])).toEqual([
      [list.data[0]?.id, 1, "earlier"],
      [scheduled.id, 2, "on time"],
    ]);
    expect(list.data[1]?.scheduledAt).toBeNull();
    expect(events.calls.filter((c) => c[1] === "new-message").map((c) => c[0])).toEqual([`chat:bearish:${chat.id}`]);
    expect(events.calls.filter((c) => c[1] === "new-message-notification").map((c) => c[0])).toEqual([
      `user:${cy.user.id}`,
    ]);
    expect((await notificationsOf(t, cy)).find((n) => n.kind === "message.direct")?.body).toBe("on time");
    expect((await messagingApi(t, "GET", `${pathOf(chat)}/messages/scheduled`, ada)).json().data).toEqual([]);

    // Running again delivers nothing twice.
    await restarted.runDue();
    expect((await listOf(t, cy, chat)).data).toHaveLength(2);
    await restarted.stop();
  });

  it("drops a scheduled message whose sender was deactivated meanwhile", async () => {
    const eve = await createUser(t, { firstName: "Eve", lastName: "Gone" });
    const chat = await startChat(t, eve, [bob]);
    const at = new Date(t.clock.now().getTime() + 10 * 60_000);
    const res = await messagingApi(t, "POST", `${pathOf(chat)}/messages/schedule`, eve, {
      content: "after offboarding",
      scheduledAt: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.ctx.db.update(users).set({ accountState: "deactivated" }).where(eq(users.id, eve.user.id));
    t.clock.advanceMinutes(11);
    const runner = new JobRunner(t.ctx.db, t.clock, t.ctx.log);
    defineScheduledMessageJob(t.ctx, runner);
    await runner.runDue();
    expect((await listOf(t, bob, chat)).data).toEqual([]);
  });

  it("drops a scheduled message whose sender left the channel", async () => {
    const dan = await createUser(t, { firstName: "Dan", lastName: "Brown" });
    const channel = await openChannel(t, ada, [dan]);
    const at = new Date(t.clock.now().getTime() + 10 * 60_000);
    const res = await messagingApi(t, "POST", `${pathOf(channel)}/messages/schedule`, dan, {
      content: "never",
      scheduledAt: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const left = await messagingApi(t, "DELETE", `${pathOf(channel)}/members/${dan.user.id}`, dan);
    expect(left.statusCode, left.body).toBe(200);
    t.clock.advanceMinutes(11);
    const runner = new JobRunner(t.ctx.db, t.clock, t.ctx.log);
    defineScheduledMessageJob(t.ctx, runner);
    await runner.runDue();
    expect((await listOf(t, ada, channel)).data).toEqual([]);
    const rows = await t.ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.id, res.json().data.id));
    expect(rows).toEqual([]);
  });
});
