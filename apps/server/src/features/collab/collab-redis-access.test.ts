// Access re-checks reach every collaboration instance through Redis (TEST_REDIS_URL, e.g.
// redis://127.0.0.1:6379/5): a member removed through instance A loses the document they hold
// open on instance B.
import type { AddressInfo } from "node:net";
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { CollabHub, type CollabUser } from "../../platform/collab/collab-hub";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, person } from "../workspaces/workspace-fixtures";
import { CollabPages } from "./collab-pages";
import { type CollabClient, eventually, openCollab, ticketFor } from "./collab-test-client";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("access re-checks across instances sharing Redis", () => {
  let t: TestServer;
  let hubB: CollabHub;
  let serverB: WebSocketServer;
  let urlB: string;
  let owner: TestUser;
  const clients: CollabClient[] = [];

  beforeAll(async () => {
    t = await createTestServer({ env: { REDIS_URL: redisUrl as string } });
    hubB = new CollabHub({ db: t.ctx.db, clock: t.clock, log: t.ctx.log }, { redisUrl });
    hubB.setHandler(new CollabPages({ ...t.ctx, collab: hubB }));
    serverB = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    serverB.on("connection", (socket, request) => hubB.attach(socket, request));
    await new Promise<void>((resolve) => serverB.once("listening", () => resolve()));
    urlB = `ws://127.0.0.1:${(serverB.address() as AddressInfo).port}`;
    owner = await person(t);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await hubB.close();
    await new Promise((resolve) => serverB.close(resolve));
    await t.close();
  });

  it("removing a member through one instance closes their document on the other", async () => {
    const workspaceId = (await createWorkspace(t, owner)).id;
    const editor = await person(t);
    const memberId = await addMember(t, workspaceId, owner, editor, "EDITOR");
    const res = await t.request("POST", `/api/document/${workspaceId}`, {
      token: owner.token,
      body: { title: "Shared", content: "<p>start</p>" },
    });
    const name = collabDocumentName("document", workspaceId, res.json().data.id);
    const client = openCollab(urlB, name, await ticketFor(t, editor.token, name));
    clients.push(client);
    await client.synced;
    const editorsOnB = () =>
      (hubB.hocuspocus.documents.get(name)?.getConnections() ?? []).filter(
        (c) => (c.context as CollabUser | undefined)?.userId === editor.user.id,
      ).length;
    expect(editorsOnB()).toBe(1);

    const removed = await t.request("DELETE", `/api/members/${workspaceId}/member/${memberId}`, {
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await eventually(editorsOnB, (n) => n === 0, "the connection on the other instance closed");
  });
});
