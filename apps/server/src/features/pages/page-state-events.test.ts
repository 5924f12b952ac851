// `page-state-changed` on `workspace:<id>`: one event per page-state change, heard over a real socket.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, listen, type TestSocket } from "../../platform/realtime/realtime-test-client";
import type { TestServer } from "../../test/test-server";
import type { AuthzCast } from "../workspaces/authz-cast";
import { expectError } from "../workspaces/workspace-fixtures";
import { createDocument, createWiki, createWikiPage, onPage, type TestPage, usePageTestBed } from "./page-fixtures";

let t: TestServer;
let cast: AuthzCast;
let ws: string;
let socket: TestSocket;
let channel: string;

usePageTestBed((bed) => ({ t, cast, ws } = bed));
beforeAll(async () => {
  const baseUrl = await listen(t);
  channel = `workspace:${ws}`;
  // A viewer with the page open: the one who must learn that the page became read-only, or writable.
  socket = await connect(t, baseUrl, cast.viewer.token);
  expect((await socket.subscribe(channel)).at(-1)?.type).toBe("subscribed");
});
afterAll(() => {
  socket.close();
});

const editor = () => cast.editor.token;

/** The page-state-changed events the socket heard since the last call (everything sent before a pong). */
async function stateEvents() {
  await socket.ping();
  return socket
    .drainEvents(channel)
    .filter((e) => e.name === "page-state-changed")
    .map((e) => e.data);
}

async function expectOneEvent(page: TestPage, res: LightMyRequestResponse | Promise<LightMyRequestResponse>) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  expect(await stateEvents()).toEqual([{ workspaceId: ws, kind: page.kind, targetId: page.targetId }]);
}

describe("page-state-changed", () => {
  it("follows each lock, unlock, publish, unpublish, archive, unarchive and details change, once", async () => {
    const doc = await createDocument(t, cast.owner.token, ws);
    await stateEvents();

    await expectOneEvent(doc, onPage(t, "POST", doc, "lock", editor()));
    await expectOneEvent(doc, onPage(t, "DELETE", doc, "lock", editor()));
    await expectOneEvent(doc, onPage(t, "PUT", doc, "publish", editor(), {}));
    await expectOneEvent(doc, onPage(t, "PUT", doc, "publish", editor(), { password: "Secret-pass1" }));
    await expectOneEvent(doc, onPage(t, "DELETE", doc, "publish", editor()));
    await expectOneEvent(doc, onPage(t, "PUT", doc, "details", editor(), { title: "Renamed" }));
    await expectOneEvent(doc, onPage(t, "PUT", doc, "details", editor(), { bannerUrl: "https://example.com/b.png" }));
    await expectOneEvent(doc, onPage(t, "POST", doc, "archive", editor()));
    await expectOneEvent(doc, onPage(t, "POST", doc, "unarchive", editor()));
  });

  it("is not sent when nothing changed or the change was refused", async () => {
    const doc = await createDocument(t, cast.owner.token, ws);
    await expectOneEvent(doc, onPage(t, "POST", doc, "lock", editor()));
    // Locking again, unarchiving a live page, unpublishing an unpublished page: no-ops.
    for (const [method, rest] of [
      ["POST", "lock"],
      ["POST", "unarchive"],
      ["DELETE", "publish"],
    ] as const) {
      expect((await onPage(t, method, doc, rest, editor())).statusCode).toBe(200);
    }
    expect(await stateEvents()).toEqual([]);
    // Locked by the editor: the owner's details change is refused, and a commenter may not lock.
    expectError(await onPage(t, "PUT", doc, "details", cast.owner.token, { title: "No" }), 409, "page.locked");
    expectError(await onPage(t, "DELETE", doc, "lock", cast.commenter.token), 403, "auth.forbidden");
    expect(await stateEvents()).toEqual([]);
  });

  it("follows a wiki page's move to another wiki and a drag and drop in the tree", async () => {
    const from = await createWiki(t, cast.owner.token, ws);
    const to = await createWiki(t, cast.owner.token, ws);
    const page = await createWikiPage(t, cast.owner.token, ws, from.wikiId);
    await stateEvents();

    await expectOneEvent(
      page,
      onPage(t, "POST", page, "move", editor(), { wikiId: to.wikiId, parentPageId: to.homePageId }),
    );
    await expectOneEvent(
      page,
      t.request("PUT", `/api/wiki/${ws}/${to.wikiId}/tree`, {
        token: editor(),
        body: { pageId: page.targetId, parentPageId: null, index: 0 },
      }),
    );
    // A refused move (into itself) sends nothing.
    expectError(
      await onPage(t, "POST", page, "move", editor(), { wikiId: to.wikiId, parentPageId: page.targetId }),
      409,
      "page.invalid_move",
    );
    expect(await stateEvents()).toEqual([]);
  });
});
