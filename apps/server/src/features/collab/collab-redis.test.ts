// Two collaboration instances on one Redis (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379/5) and one
// database: a change through one reaches a client of the other, and either instance redeems tickets.
import type { AddressInfo } from "node:net";
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { CollabHub } from "../../platform/collab/collab-hub";
import { listen } from "../../platform/realtime/realtime-test-client";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { createWorkspace, person } from "../workspaces/workspace-fixtures";
import { replaceRichText, richTextOf } from "./collab-content";
import { CollabPages } from "./collab-pages";
import { type CollabClient, eventually, openCollab, ticketFor } from "./collab-test-client";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("collaboration across instances sharing Redis", () => {
  let t: TestServer;
  let hubB: CollabHub;
  let serverB: WebSocketServer;
  let urlA: string;
  let urlB: string;
  let owner: TestUser;
  let workspaceId: string;
  const clients: CollabClient[] = [];

  beforeAll(async () => {
    t = await createTestServer({ env: { REDIS_URL: redisUrl as string } });
    urlA = `${(await listen(t)).replace("http", "ws")}/api/collab`;
    hubB = new CollabHub({ db: t.ctx.db, clock: t.clock, log: t.ctx.log }, { redisUrl });
    hubB.setHandler(new CollabPages({ ...t.ctx, collab: hubB }));
    serverB = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    serverB.on("connection", (socket, request) => hubB.attach(socket, request));
    await new Promise<void>((resolve) => serverB.once("listening", () => resolve()));
    urlB = `ws://127.0.0.1:${(serverB.address() as AddressInfo).port}`;
    owner = await person(t);
    workspaceId = (await createWorkspace(t, owner)).id;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await hubB.close();
    await new Promise((resolve) => serverB.close(resolve));
    await t.close();
  });

  it("a change through one instance reaches a client of the other", async () => {
    const res = await t.request("POST", `/api/document/${workspaceId}`, {
      token: owner.token,
      body: { title: "Shared", content: "<p>start</p>" },
    });
    const name = collabDocumentName("document", workspaceId, res.json().data.id);
    const a = openCollab(urlA, name, await ticketFor(t, owner.token, name));
    // The ticket was issued by instance A and is redeemed by instance B (through Redis).
    const b = openCollab(urlB, name, await ticketFor(t, owner.token, name));
    clients.push(a, b);
    await Promise.all([a.synced, b.synced]);
    expect(richTextOf(b.doc)).toBe("<p>start</p>");
    a.doc.transact(() => replaceRichText(a.doc, "<p>start and more</p>"));
    await eventually(
      () => richTextOf(b.doc),
      (html) => html === "<p>start and more</p>",
      "the change at the other instance's client",
    );
  });
});
