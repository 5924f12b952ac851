import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServer, type TestServer } from "../../test/test-server";
import { type AuthzCast, createAuthzCast, createCastWorkspace } from "../workspaces/authz-cast";
import { expectError } from "../workspaces/workspace-fixtures";
import { anchor, createDocument, onPage, type TestPage } from "./page-fixtures";

let t: TestServer;
let cast: AuthzCast;
let ws: string;

beforeAll(async () => {
  t = await createTestServer();
  cast = await createAuthzCast(t);
  ws = await createCastWorkspace(t, cast);
});
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.token;
const commenter = () => cast.commenter.token;

async function send(page: TestPage, method: "POST" | "PUT" | "DELETE", rest: string, token: string, body?: unknown) {
  const res = await onPage(t, method, page, rest, token, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}
const threads = async (page: TestPage, status = "open") =>
  (await onPage(t, "GET", page, `comments?status=${status}`, cast.viewer.token)).json().data;

describe("comment threads", () => {
  it("starts anchored threads, takes replies and lists them oldest first", async () => {
    const doc = await createDocument(t, owner(), ws);
    const first = await send(doc, "POST", "comments", commenter(), {
      body: "  Is this right? ",
      anchor: anchor("this"),
    });
    expect(first).toMatchObject({
      body: "Is this right?",
      threadId: null,
      anchor: anchor("this"),
      author: { id: cast.commenter.user.id },
      resolvedAt: null,
      replies: [],
    });
    const second = await send(doc, "POST", "comments", owner(), { body: "General note" });
    const reply = await send(doc, "POST", `comments/${first.id}/replies`, owner(), { body: "Yes" });
    expect(reply).toMatchObject({ threadId: first.id, body: "Yes" });
    // A reply to a reply joins the thread.
    const nested = await send(doc, "POST", `comments/${reply.id}/replies`, commenter(), { body: "Thanks" });
    expect(nested.threadId).toBe(first.id);

    const listed = await threads(doc);
    expect(listed.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect(listed[0].replies.map((r: { body: string }) => r.body)).toEqual(["Yes", "Thanks"]);
    expect(listed[1].anchor).toBeNull();
  });

  it("resolves and reopens threads, and filters by status", async () => {
    const doc = await createDocument(t, owner(), ws);
    const thread = await send(doc, "POST", "comments", owner(), { body: "Fix the intro" });
    const resolved = await send(doc, "POST", `comments/${thread.id}/resolve`, commenter(), { resolved: true });
    expect(resolved.resolvedBy).toMatchObject({ id: cast.commenter.user.id });
    expect(await threads(doc)).toEqual([]);
    expect((await threads(doc, "resolved")).map((c: { id: string }) => c.id)).toEqual([thread.id]);
    await send(doc, "POST", `comments/${thread.id}/resolve`, owner(), { resolved: false });
    expect((await threads(doc)).map((c: { id: string }) => c.id)).toEqual([thread.id]);

    const reply = await send(doc, "POST", `comments/${thread.id}/replies`, owner(), { body: "Done" });
    expectError(
      await onPage(t, "POST", doc, `comments/${reply.id}/resolve`, owner(), { resolved: true }),
      400,
      "request.invalid",
    );
  });

  it("lets only the author edit, and the author or an editor delete (softly, with the replies)", async () => {
    const doc = await createDocument(t, owner(), ws);
    const thread = await send(doc, "POST", "comments", commenter(), { body: "Mine" });
    await send(doc, "POST", `comments/${thread.id}/replies`, owner(), { body: "Reply" });
    expectError(
      await onPage(t, "PUT", doc, `comments/${thread.id}`, owner(), { body: "Hijack" }),
      403,
      "auth.forbidden",
    );
    const edited = await send(doc, "PUT", `comments/${thread.id}`, commenter(), { body: "Mine, edited" });
    expect(edited.body).toBe("Mine, edited");

    const own = await send(doc, "POST", "comments", owner(), { body: "Owner's" });
    expectError(await onPage(t, "DELETE", doc, `comments/${own.id}`, commenter()), 403, "auth.forbidden");
    await send(doc, "DELETE", `comments/${thread.id}`, cast.editor.token);
    expect((await threads(doc, "all")).map((c: { id: string }) => c.id)).toEqual([own.id]);
    expectError(
      await onPage(t, "PUT", doc, `comments/${thread.id}`, commenter(), { body: "Gone?" }),
      404,
      "request.not_found",
    );
  });

  it("refuses empty, oversized and badly anchored comments with 400 and writes nothing", async () => {
    const doc = await createDocument(t, owner(), ws);
    for (const body of [
      { body: "   " },
      { body: "x".repeat(5001) },
      { body: "ok", anchor: { from: {}, to: {} } },
      { body: "ok", anchor: { ...anchor(), from: { huge: "x".repeat(9000) } } },
    ]) {
      expectError(await onPage(t, "POST", doc, "comments", owner(), body), 400, "request.invalid");
    }
    expect(await threads(doc, "all")).toEqual([]);
  });

  it("tells open pages to refetch, after the change, and records the comment", async () => {
    const doc = await createDocument(t, owner(), ws);
    const publish = vi.spyOn(t.ctx.realtime, "publish");
    await send(doc, "POST", "comments", owner(), { body: "Ping" });
    expect(publish).toHaveBeenCalledWith(`workspace:${ws}`, "page-comments-changed", {
      workspaceId: ws,
      kind: "document",
      targetId: doc.targetId,
    });
    publish.mockRestore();
    const audit = (await onPage(t, "GET", doc, "audit", owner())).json().data;
    expect(audit[0]).toMatchObject({ action: "page.commented", details: { preview: "Ping" } });
  });
});

describe("suggestions", () => {
  const suggestion = { anchor: anchor("teh"), quote: "teh", replacement: "the" };

  it("are made by commenters and decided once by editors", async () => {
    const doc = await createDocument(t, owner(), ws);
    const publish = vi.spyOn(t.ctx.realtime, "publish");
    const made = await send(doc, "POST", "suggestions", commenter(), suggestion);
    expect(made).toMatchObject({
      status: "pending",
      quote: "teh",
      replacement: "the",
      author: { id: cast.commenter.user.id },
    });
    expect(publish).toHaveBeenCalledWith(`workspace:${ws}`, "page-suggestions-changed", expect.anything());
    publish.mockRestore();

    const other = await send(doc, "POST", "suggestions", owner(), suggestion);
    expectError(await onPage(t, "POST", doc, `suggestions/${made.id}/accept`, commenter()), 403, "auth.forbidden");
    const accepted = await send(doc, "POST", `suggestions/${made.id}/accept`, cast.editor.token);
    expect(accepted).toMatchObject({ status: "accepted", decidedBy: { id: cast.editor.user.id } });
    expectError(await onPage(t, "POST", doc, `suggestions/${made.id}/reject`, owner()), 409, "page.suggestion_decided");
    await send(doc, "POST", `suggestions/${other.id}/reject`, owner());

    const list = async (status: string) =>
      (await onPage(t, "GET", doc, `suggestions?status=${status}`, cast.viewer.token))
        .json()
        .data.map((s: { id: string }) => s.id);
    expect(await list("pending")).toEqual([]);
    expect(await list("accepted")).toEqual([made.id]);
    expect(await list("rejected")).toEqual([other.id]);
    expect(await list("all")).toEqual([made.id, other.id]);
    const audit = (await onPage(t, "GET", doc, "audit", owner())).json().data.map((a: { action: string }) => a.action);
    expect(audit).toEqual(["page.suggestion_rejected", "page.suggestion_accepted", "item.created"]);
  });

  it("refuses a suggestion without an anchor with 400", async () => {
    const doc = await createDocument(t, owner(), ws);
    expectError(
      await onPage(t, "POST", doc, "suggestions", owner(), { quote: "a", replacement: "b" }),
      400,
      "request.invalid",
    );
  });
});
