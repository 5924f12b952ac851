import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { recordEvents } from "../tasks/task-social-fixtures";
import { inWorkspaceTransaction } from "../workspaces/workspace-events";
import { expectError } from "../workspaces/workspace-fixtures";
import { type NewNotification, notify } from "./notifications.service";

let t: TestServer;
let events: ReturnType<typeof recordEvents>;
let actor: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  events = recordEvents(t);
  actor = await createUser(t, { firstName: "Grace", lastName: "Hopper" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => events.clear());

const api = (method: "GET" | "POST", path: string, who: TestUser | undefined, body?: unknown) =>
  t.request(method, `/api/${path}`, { token: who?.token, ...(body === undefined ? {} : { body }) });

function entry(userId: string, title: string, extra: Partial<NewNotification> = {}): NewNotification {
  return {
    userId,
    actorId: actor.user.id,
    kind: "task.mentioned",
    title,
    body: `${title} body`,
    link: "/workspace/bearish/x",
    ...extra,
  };
}

async function send(list: NewNotification[]) {
  await inWorkspaceTransaction(t.ctx, (tx, ev) => notify(tx, ev, list, t.ctx.clock.now()));
}

async function tab(who: TestUser, status: string) {
  const res = await api("GET", `message/notifications?status=${status}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = async (who: TestUser, status: string) =>
  (await tab(who, status)).data.map((n: { title: string }) => n.title);

describe("notify", () => {
  it("inserts one per person, skips the actor, and pushes each on the person's channel after commit", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await send([
      entry(a.user.id, "one"),
      entry(b.user.id, "two"),
      entry(a.user.id, "dupe"),
      entry(actor.user.id, "self"),
    ]);
    expect(await titles(a, "new")).toEqual(["one"]);
    expect(await titles(b, "new")).toEqual(["two"]);
    expect(await titles(actor, "new")).toEqual([]);
    expect(events.calls.map((c) => [c[0], c[1]])).toEqual([
      [`user:${a.user.id}`, "notification"],
      [`user:${b.user.id}`, "notification"],
    ]);
    expect(events.calls[0]?.[2]).toMatchObject({
      title: "one",
      kind: "task.mentioned",
      isRead: false,
      isSnoozed: false,
      actor: { id: actor.user.id, firstName: "Grace", lastName: "Hopper", avatar_fallBack: "GH" },
    });
  });

  it("nothing is sent when the transaction fails, and an empty list is fine", async () => {
    const a = await createUser(t);
    await expect(
      inWorkspaceTransaction(t.ctx, async (tx, ev) => {
        await notify(tx, ev, [entry(a.user.id, "lost")]);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await send([]);
    expect(events.calls).toEqual([]);
    expect(await titles(a, "new")).toEqual([]);
  });
});

describe("notification endpoints", () => {
  it("lists by tab newest first with meta, with the actor; read moves one to done", async () => {
    const me = await createUser(t);
    await send([entry(me.user.id, "first")]);
    t.clock.advanceMinutes(1);
    await send([entry(me.user.id, "second", { actorId: null })]);
    const list = await tab(me, "new");
    expect(list.data.map((n: { title: string }) => n.title)).toEqual(["second", "first"]);
    expect(list.meta).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });
    expect(list.data[0].actor).toBeNull();
    expect(list.data[1].actor).toMatchObject({ id: actor.user.id });
    // The default tab is new.
    expect((await api("GET", "message/notifications", me)).json().data).toHaveLength(2);

    const read = await api("POST", `message/notifications/${list.data[1].id}/read`, me);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ title: "first", isRead: true });
    expect(await titles(me, "new")).toEqual(["second"]);
    expect(await titles(me, "done")).toEqual(["first"]);
    expect(events.calls.filter((c) => c[1] === "notification-updated").map((c) => c[0])).toEqual([
      `user:${me.user.id}`,
    ]);
    // Reading again is harmless.
    expect((await api("POST", `message/notifications/${list.data[1].id}/read`, me)).statusCode).toBe(200);
  });

  it("read-all marks every unread one and answers how many", async () => {
    const me = await createUser(t);
    await send([entry(me.user.id, "a")]);
    await send([entry(me.user.id, "b")]);
    await send([entry(me.user.id, "c")]);
    const first = (await tab(me, "new")).data[0].id;
    await api("POST", `message/notifications/${first}/read`, me);
    const res = await api("POST", "message/notifications/read-all", me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 2 });
    expect(await titles(me, "new")).toEqual([]);
    expect((await tab(me, "done")).meta.total).toBe(3);
    expect((await api("POST", "message/notifications/read-all", me)).json().data).toEqual({ updated: 0 });
  });

  it("snooze hides one until its time, then it comes back as new", async () => {
    const me = await createUser(t);
    await send([entry(me.user.id, "later")]);
    const [item] = (await tab(me, "new")).data;
    const until = new Date(t.clock.now().getTime() + 30 * 60_000).toISOString();
    const res = await api("POST", `message/notifications/${item.id}/snooze`, me, { snoozeTime: until });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ isSnoozed: true, snoozedUntil: until, isRead: false });
    expect(await titles(me, "new")).toEqual([]);
    expect(await titles(me, "snoozed")).toEqual(["later"]);
    expect(events.calls.some((c) => c[0] === `user:${me.user.id}` && c[1] === "notification-updated")).toBe(true);

    t.clock.advanceMinutes(31);
    expect(await titles(me, "snoozed")).toEqual([]);
    const back = await tab(me, "new");
    expect(back.data.map((n: { title: string }) => n.title)).toEqual(["later"]);
    expect(back.data[0]).toMatchObject({ isSnoozed: false, snoozedUntil: null });
  });

  it("pushes a snoozed one back on the person's channel at its time, and not before", async () => {
    const me = await createUser(t);
    await send([entry(me.user.id, "wake me")]);
    const [item] = (await tab(me, "new")).data;
    const until = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    expect((await api("POST", `message/notifications/${item.id}/snooze`, me, { snoozeTime: until })).statusCode).toBe(
      200,
    );
    const woken = () =>
      events.calls.filter(
        (c) => c[0] === `user:${me.user.id}` && c[1] === "notification" && (c[2] as { id: string }).id === item.id,
      );
    events.clear();
    await t.ctx.jobs.runDue();
    expect(woken()).toEqual([]);
    t.clock.advanceMinutes(11);
    await t.ctx.jobs.runDue();
    expect(woken()).toHaveLength(1);
    expect(woken()[0]?.[2]).toMatchObject({ title: "wake me", isSnoozed: false, isRead: false });
  });

  it("snoozing a read one brings it back as new later", async () => {
    const me = await createUser(t);
    await send([entry(me.user.id, "again")]);
    const [item] = (await tab(me, "new")).data;
    await api("POST", `message/notifications/${item.id}/read`, me);
    const until = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    expect((await api("POST", `message/notifications/${item.id}/snooze`, me, { snoozeTime: until })).statusCode).toBe(
      200,
    );
    expect(await titles(me, "done")).toEqual([]);
    expect(await titles(me, "snoozed")).toEqual(["again"]);
    t.clock.advanceMinutes(6);
    expect(await titles(me, "new")).toEqual(["again"]);
  });

  it("refuses a snooze time in the past or not a date", async () => {
    const me = await createUser(t);
    await send([entry(me.user.id, "x")]);
    const [item] = (await tab(me, "new")).data;
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const body = expectError(
      await api("POST", `message/notifications/${item.id}/snooze`, me, { snoozeTime: past }),
      400,
      "request.invalid",
    );
    expect(body.message).toBe("snoozeTime must be in the future");
    expectError(
      await api("POST", `message/notifications/${item.id}/snooze`, me, { snoozeTime: "tomorrow" }),
      400,
      "request.invalid",
    );
    expect(await titles(me, "new")).toEqual(["x"]);
  });

  it("someone else's notification is not found, and nothing changes", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    await send([entry(me.user.id, "private")]);
    const [item] = (await tab(me, "new")).data;
    const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expectError(
      await api("POST", `message/notifications/${item.id}/read`, other),
      404,
      "request.not_found",
      "Notification not found",
    );
    expectError(
      await api("POST", `message/notifications/${item.id}/snooze`, other, { snoozeTime: future }),
      404,
      "request.not_found",
    );
    expect((await api("POST", "message/notifications/read-all", other)).json().data).toEqual({ updated: 0 });
    expect(await titles(other, "new")).toEqual([]);
    expect(await titles(me, "new")).toEqual(["private"]);
    expectError(await api("GET", "message/notifications", undefined), 401, "auth.unauthenticated");
    expectError(await api("POST", `message/notifications/${item.id}/read`, undefined), 401, "auth.unauthenticated");
  });

  it("refuses an unknown tab and a limit above 200", async () => {
    const me = await createUser(t);
    expectError(await api("GET", "message/notifications?status=all", me), 400, "request.invalid");
    expectError(await api("GET", "message/notifications?limit=201", me), 400, "request.invalid");
  });
});
