// Stored rich text never carries anything a browser would run: through PUT and through the live path.
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { documents } from "../../db/schema/workspace-items";
import { listen } from "../../platform/realtime/realtime-test-client";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { sanitizeRichText } from "../workspaces/rich-text";
import { createWorkspace, person } from "../workspaces/workspace-fixtures";
import { eventually, openCollab, ticketFor } from "./collab-test-client";

const PAYLOADS = [
  "<script>alert(1)</script><p>text</p>",
  '<img src=x onerror="alert(1)">',
  '<svg onload="alert(1)"><circle /></svg>',
  '<p><a href="javascript:alert(1)">click</a></p>',
  '<p><a href="JaVaScRiPt:alert(1)">click</a></p>',
  '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a></p>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1));width:expression(alert(1))">styled</p>',
  '<span style="color:expression(alert(1))">x</span>',
  `<bearish-iframe data-attrs='{"src":"javascript:alert(1)"}'></bearish-iframe>`,
  `<bearish-button data-attrs='{"url":"javascript:alert(1)","label":"x"}'></bearish-button>`,
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<p onclick="alert(1)" onmouseover="alert(1)">handlers</p>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<a href="&#106;avascript:alert(1)">encoded</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
];

/** Nothing executable is left. */
function expectInert(html: string) {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<script|<iframe|<svg|<math|<noscript|<style|<object|<embed|<form|<meta|<base|<img/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toContain("javascript:");
  expect(lower).not.toContain("data:text/html");
  expect(lower).not.toContain("expression(");
}

let t: TestServer;
let wsUrl: string;
let owner: TestUser;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestServer();
  wsUrl = `${(await listen(t)).replace("http", "ws")}/api/collab`;
  owner = await person(t);
  workspaceId = (await createWorkspace(t, owner)).id;
});

afterAll(async () => {
  await t.close();
});

describe("the sanitizer", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    expectInert(sanitizeRichText(payload));
  });

  it("keeps what the editor writes", () => {
    const html =
      '<h2>Plan</h2><p><strong>bold</strong> <em>it</em> <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe("stored through the API", () => {
  it("PUT then GET returns inert HTML for every payload", async () => {
    const res = await t.request("POST", `/api/document/${workspaceId}`, {
      token: owner.token,
      body: { title: "XSS", content: "<p>start</p>" },
    });
    const id = res.json().data.id;
    for (const payload of PAYLOADS) {
      const put = await t.request("PUT", `/api/document/${workspaceId}/document/${id}`, {
        token: owner.token,
        body: { content: payload },
      });
      expect(put.statusCode, put.body).toBe(200);
      expectInert(put.json().data.content);
      const got = await t.request("GET", `/api/document/${workspaceId}/document/${id}`, { token: owner.token });
      expectInert(got.json().data.content);
    }
  });
});

describe("stored through live editing", () => {
  it("unknown elements and handler attributes a client writes never reach the stored HTML", async () => {
    const res = await t.request("POST", `/api/document/${workspaceId}`, {
      token: owner.token,
      body: { title: "Live XSS", content: "<p>start</p>" },
    });
    const id = res.json().data.id;
    const name = collabDocumentName("document", workspaceId, id);
    const client = openCollab(wsUrl, name, await ticketFor(t, owner.token, name));
    try {
      await client.synced;
      const fragment = client.doc.getXmlFragment("default");
      client.doc.transact(() => {
        const script = new Y.XmlElement("script");
        script.insert(0, [new Y.XmlText("alert(1)")]);
        const paragraph = new Y.XmlElement("paragraph");
        paragraph.setAttribute("onclick", "alert(1)");
        paragraph.insert(0, [new Y.XmlText("live text")]);
        const iframe = new Y.XmlElement("iframe");
        iframe.setAttribute("src", "javascript:alert(1)");
        fragment.insert(fragment.length, [script, paragraph, iframe]);
      });
      await eventually(() => client.statuses.includes(true), Boolean, "the server to apply the update");
    } finally {
      client.close();
    }
    t.ctx.collab.hocuspocus.flushPendingStores();
    const [row] = await eventually(
      () => t.ctx.db.select({ content: documents.content }).from(documents).where(eq(documents.id, id)),
      (rows) => rows[0]?.content.includes("live text") === true,
      "the stored content",
    );
    expectInert(row?.content ?? "");
    const got = await t.request("GET", `/api/document/${workspaceId}/document/${id}`, { token: owner.token });
    expectInert(got.json().data.content);
  });
});
