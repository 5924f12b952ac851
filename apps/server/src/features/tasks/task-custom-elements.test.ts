// `PUT task/{id}/custom-element`: every writable field type, refusals with their texts (changing
// nothing), computed values (formula, auto progress, votes, logged time) and watcher notifications.
import { NOT_WRITABLE_MESSAGES } from "@bearish/shared/tasks/task-custom-elements";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, expectError, person } from "../workspaces/workspace-fixtures";
import { activityCount, api, createField, createSubtask, createTask, taskRow } from "./task-fixtures";

let t: TestServer;
let owner: TestUser;
let editor: TestUser;
let commenter: TestUser;
let viewer: TestUser;
let workspaceId: string;
const f: Record<string, { id: string; options: Record<string, unknown> }> = {};

beforeAll(async () => {
  t = await createTestServer();
  owner = await person(t, "USER", "Olga");
  editor = await person(t, "USER", "Eddie");
  commenter = await person(t, "USER", "Cora");
  viewer = await person(t, "USER", "Vera");
  workspaceId = (await createWorkspace(t, owner, { name: "Custom" })).id;
  await addMember(t, workspaceId, owner, editor, "EDITOR");
  await addMember(t, workspaceId, owner, commenter, "COMMENTER");
  await addMember(t, workspaceId, owner, viewer, "VIEWER");
  const fields: [string, string, Record<string, unknown>?][] = [
    ["text", "TEXT"],
    ["points", "NUMBER"],
    ["percent", "PERCENTAGE"],
    ["cost", "MONEY", { currency: "EUR" }],
    ["rating", "RATING", { max: 3 }],
    ["phone", "PHONE_NUMBER"],
    ["location", "LOCATION"],
    ["single", "SINGLE_SELECT", { options: [{ value: "Red" }, { value: "Blue" }] }],
    ["multi", "MULTI_SELECT", { options: [{ value: "A" }, { value: "B" }] }],
    ["checklist", "CHECKLIST"],
    ["progress", "PROGRESS"],
    ["auto", "PROGRESS", { mode: "auto" }],
    ["watchers", "WATCHER"],
    ["connected", "CONNECTED"],
    ["votes", "VOTING"],
    ["formula", "FORMULA", { expression: "{points} * 2 + {cost}" }],
    ["approval", "APPROVAL"],
    ["time", "DATE_TIME_LOG"],
  ];
  for (const [name, type, options] of fields) {
    f[name] = await createField(t, owner, workspaceId, { name, type, ...(options ? { options } : {}) });
  }
});
afterAll(async () => {
  await t.close();
});

const optionIds = (name: string) => ((f[name]?.options.options ?? []) as { id: string }[]).map((o) => o.id);
const put = (user: TestUser, taskId: string, values: Record<string, unknown>) =>
  api(t, "PUT", `task/${taskId}/custom-element`, user, { customElements: values });
const id = (name: string) => f[name]?.id as string;

describe("writes", () => {
  it("accepts every writable type and stores it in its spec key", async () => {
    const task = await createTask(t, owner, workspaceId);
    const other = await createTask(t, owner, workspaceId);
    const [red] = optionIds("single");
    const [a, b] = optionIds("multi");
    const res = await put(editor, task.id, {
      [id("text")]: { paragraph: "Some words" },
      [id("points")]: { number: 3 },
      [id("percent")]: { percentage: 150 },
      [id("cost")]: { money: "1.50" },
      [id("rating")]: { rating: 2.5 },
      [id("phone")]: { phone: "+1 415 555 2671" },
      [id("location")]: { location: { title: "HQ" } },
      [id("single")]: { selectedOption: red },
      [id("multi")]: { multiSelectLabels: [a, b, a] },
      [id("checklist")]: { checklist: [{ id: "1", text: "Write it" }] },
      [id("progress")]: { progressManual: 40 },
      [id("watchers")]: { watcherIds: [viewer.user.id] },
      [id("connected")]: { connectedTaskIds: [other.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const custom = res.json().data.customElements;
    expect(custom).toMatchObject({
      [id("text")]: { paragraph: "Some words" },
      [id("points")]: { number: 3 },
      [id("percent")]: { percentage: 150 },
      [id("cost")]: { money: "1.50" },
      [id("rating")]: { rating: 2.5 },
      [id("phone")]: { phone: "+14155552671", international: "+1 415 555 2671" },
      [id("location")]: { location: { title: "HQ", address: "" } },
      [id("single")]: { selectedOption: red },
      [id("multi")]: { multiSelectLabels: [a, b] },
      [id("checklist")]: { checklist: [{ id: "1", text: "Write it", done: false }] },
      [id("progress")]: { progressManual: 40 },
      [id("watchers")]: { watcherIds: [viewer.user.id] },
      [id("connected")]: { connectedTaskIds: [other.id] },
      [id("formula")]: { formula: 7.5 },
      [id("auto")]: { progressAuto: 0 },
      [id("votes")]: { votes: 0, voted: false },
      [id("time")]: { totalSeconds: 0 },
    });
    expect(res.json().data.version).toBe(2);
    const activity = (await api(t, "GET", `task/${task.id}/activity?limit=1`, viewer)).json().data[0];
    expect(activity.summary).toContain(`changed text, points`);

    const cleared = await put(editor, task.id, { [id("text")]: null, [id("single")]: { selectedOption: null } });
    expect(cleared.json().data.customElements[id("text")]).toBeUndefined();
    expect(cleared.json().data.customElements[id("single")]).toBeUndefined();
    expect(cleared.json().data.customElements[id("formula")]).toEqual({ formula: 7.5 });
    const noPoints = await put(editor, task.id, { [id("points")]: null });
    expect(noPoints.json().data.customElements[id("formula")]).toEqual({ formula: null });
  });

  it("refuses a bad value with its text and changes nothing", async () => {
    const task = await createTask(t, owner, workspaceId);
    const foreign = await createTask(t, owner, (await createWorkspace(t, owner)).id);
    const outsider = await person(t);
    const before = await taskRow(t, task.id);
    const entries = await activityCount(t, task.id);
    const unknown = "0190aaaa-0000-7000-8000-000000000000";
    const refusals: [Record<string, unknown>, string][] = [
      [{ [unknown]: { paragraph: "x" } }, `Unknown custom field ${unknown}`],
      [{ [id("cost")]: { money: "12,50" } }, "Money accepts only digits and one decimal point"],
      [{ [id("rating")]: { rating: 3.5 } }, "Rating is at most 3"],
      [{ [id("rating")]: { rating: 1.3 } }, "Rating goes in half steps"],
      [{ [id("phone")]: { phone: "12" } }, "Enter a valid phone number with its country code, like +1 415 555 2671"],
      [{ [id("single")]: { selectedOption: "nope" } }, "Choose one of the field's options"],
      [{ [id("multi")]: { multiSelectLabels: ["nope"] } }, "Choose one of the field's options"],
      [{ [id("watchers")]: { watcherIds: [outsider.user.id] } }, "Watchers must be members of the workspace"],
      [
        { [id("connected")]: { connectedTaskIds: [foreign.id] } },
        "Connected tasks must be other tasks of the same workspace",
      ],
      [
        { [id("connected")]: { connectedTaskIds: [task.id] } },
        "Connected tasks must be other tasks of the same workspace",
      ],
      [{ [id("progress")]: { progressManual: 120 } }, "Progress is 0 to 100"],
      [{ [id("checklist")]: { checklist: [{ id: "1", text: " " }] } }, "A checklist item cannot be empty"],
      [{ [id("location")]: { location: { title: "" } } }, "A location needs a title"],
      [{ [id("auto")]: { progressManual: 10 } }, "A progress field in auto mode is computed from the task's sub-tasks"],
      [{ [id("formula")]: { formula: 1 } }, NOT_WRITABLE_MESSAGES.FORMULA as string],
      [{ [id("approval")]: { status: "APPROVED" } }, NOT_WRITABLE_MESSAGES.APPROVAL as string],
      [{ [id("time")]: { totalSeconds: 5 } }, NOT_WRITABLE_MESSAGES.DATE_TIME_LOG as string],
      // A good value beside a bad one is not written either.
      [
        { [id("text")]: { paragraph: "fine" }, [id("points")]: { number: "3" } },
        "Invalid input: expected number, received string",
      ],
    ];
    for (const [values, message] of refusals) {
      const body = expectError(await put(owner, task.id, values), 400, "request.invalid", message);
      expect(body.details?.[0]?.path).toMatch(/^body\.customElements\./);
    }
    expectError(
      await api(t, "PUT", `task/${task.id}/custom-element`, owner, { customElements: { "not-a-uuid": {} } }),
      400,
      "request.invalid",
    );
    expect(await taskRow(t, task.id)).toEqual(before);
    expect(await activityCount(t, task.id)).toBe(entries);
  });
});

describe("computed values", () => {
  it("computes auto progress from the sub-tasks (canceled ones left out)", async () => {
    const parent = await createTask(t, owner, workspaceId);
    const done = await createSubtask(t, owner, parent.id, { status: "done" });
    await createSubtask(t, owner, parent.id);
    await createSubtask(t, owner, parent.id, { status: "canceled" });
    const progress = async () =>
      (await api(t, "GET", `task/${parent.id}`, viewer)).json().data.customElements[id("auto")].progressAuto;
    expect(await progress()).toBe(50);
    await api(t, "PUT", `task/${done.id}`, owner, { status: "todo" });
    expect(await progress()).toBe(0);
    const listed = (await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}&limit=100`, viewer)).json().data;
    expect(listed.find((x: { id: string }) => x.id === parent.id).subTaskIds).toHaveLength(3);
  });

  it("counts one vote per person and tells each caller their own", async () => {
    const task = await createTask(t, owner, workspaceId);
    const vote = (user: TestUser, voted: boolean) => put(user, task.id, { [id("votes")]: { voted } });
    // Taking back a vote never cast changes nothing: same version, no activity.
    const unchanged = await vote(owner, false);
    expect(unchanged.json().data.version).toBe(task.version);
    expect((await vote(owner, true)).json().data.customElements[id("votes")]).toMatchObject({ votes: 1, voted: true });
    expect((await vote(owner, true)).json().data.customElements[id("votes")]).toMatchObject({ votes: 1, voted: true });
    const commenterVote = await vote(commenter, true);
    expect(commenterVote.statusCode, commenterVote.body).toBe(200);
    expect(commenterVote.json().data.customElements[id("votes")]).toMatchObject({ votes: 2, voted: true });
    const seen = async (user: TestUser) =>
      (await api(t, "GET", `task/${task.id}`, user)).json().data.customElements[id("votes")];
    expect(await seen(viewer)).toMatchObject({ votes: 2, voted: false });
    expectError(await vote(viewer, true), 403, "auth.forbidden");
    expectError(await put(commenter, task.id, { [id("text")]: { paragraph: "no" } }), 403, "auth.forbidden");
    // `null` takes back only the caller's own vote.
    await put(commenter, task.id, { [id("votes")]: null });
    expect(await seen(owner)).toMatchObject({ votes: 1, voted: true });
  });

  it("shows logged time in DATE_TIME_LOG fields", async () => {
    const task = await createTask(t, owner, workspaceId);
    await api(t, "POST", `task/${task.id}/time-logs`, editor, { seconds: 300 });
    const read = (await api(t, "GET", `task/${task.id}`, viewer)).json().data;
    expect(read.customElements[id("time")]).toEqual({ totalSeconds: 300 });
  });
});

describe("watchers", () => {
  it("tells watchers other than the actor when the task changes", async () => {
    const task = await createTask(t, owner, workspaceId, { name: "Watched" });
    await put(owner, task.id, { [id("watchers")]: { watcherIds: [viewer.user.id, owner.user.id] } });
    await api(t, "PUT", `task/${task.id}`, owner, { status: "done" });
    const inbox = async (user: TestUser) =>
      (
        (await api(t, "GET", "message/notifications?limit=50", user)).json().data as {
          kind: string;
          title: string;
          body: string;
        }[]
      ).filter((n) => n.title.includes(task.displayId));
    const viewerInbox = await inbox(viewer);
    expect(viewerInbox.map((n) => n.kind)).toEqual(["task.watched_changed", "task.watched_changed"]);
    expect(viewerInbox[0]?.body).toBe(`changed status of ${task.displayId} from todo to done`);
    expect(await inbox(owner)).toEqual([]);
  });

  it("tells nobody who has left the workspace since they started watching", async () => {
    const leaver = await person(t, "USER", "Leaver");
    const memberId = await addMember(t, workspaceId, owner, leaver, "VIEWER");
    const task = await createTask(t, owner, workspaceId, { name: "Watched then left" });
    await put(owner, task.id, { [id("watchers")]: { watcherIds: [leaver.user.id] } });
    const left = await api(t, "DELETE", `members/${workspaceId}/member/${memberId}`, leaver);
    expect(left.statusCode, left.body).toBe(200);
    await api(t, "PUT", `task/${task.id}`, owner, { status: "done" });
    const inbox = (await api(t, "GET", "message/notifications?limit=50", leaver)).json().data as { title: string }[];
    expect(inbox.filter((n) => n.title.includes(task.displayId)).length).toBe(1);
  });
});
