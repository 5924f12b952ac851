// Page notifications through the real app: comments and replies tell the thread's people and the
// page's creator; content that newly mentions someone (live saves and API PUTs) tells them once.
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { replaceRichText } from "../collab/collab-content";
import { addMember, createWorkspace, person } from "../workspaces/workspace-fixtures";
import { createDocument, createWhiteboard, createWiki, createWikiPage, onPage, type TestPage } from "./page-fixtures";
import { clampBody, PAGE_NOTIFICATION_BODY_MAX } from "./page-notifications";

let t: TestServer;
let owner: TestUser;
let editor: TestUser;
let commenter: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let ws: string;

beforeAll(async () => {
  t = await createTestServer();
  owner = await person(t, "USER", "Olga");
  editor = await person(t, "USER", "Eddie");
  commenter = await person(t, "USER", "Cora");
  viewer = await person(t, "USER", "Vic");
  outsider = await person(t, "USER", "Otto");
  ws = (await createWorkspace(t, owner)).id;
  await addMember(t, ws, owner, editor, "EDITOR");
  await addMember(t, ws, owner, commenter, "COMMENTER");
  await addMember(t, ws, owner, viewer, "VIEWER");
});
afterAll(async () => {
  await t.close();
});

interface Listed {
  kind: string;
  title: string;
  body: string;
  link: string | null;
  actor: { id: string } | null;
}

/** The person's notifications of one kind (new tab), newest first. */
async function inbox(user: TestUser, kind: string): Promise<Listed[]> {
  const res = await t.request("GET", "/api/message/notifications?status=new&limit=200", { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Listed[]).filter((n) => n.kind === kind);
}

const nameOf = (user: TestUser) => `${user.user.firstName} ${user.user.lastName}`;

async function titleOf(page: TestPage): Promise<string> {
  const path =
    page.kind === "document"
      ? `/api/document/${ws}/document/${page.targetId}`
      : page.kind === "whiteboard"
        ? `/api/whiteboard/${ws}/whiteboard/${page.targetId}`
        : `/api/wiki/${ws}/wiki/${page.wikiId}/page/${page.targetId}`;
  return (await t.request("GET", path, { token: owner.token })).json().data.title;
}

async function comment(page: TestPage, user: TestUser, body: string, replyTo?: string): Promise<{ id: string }> {
  const rest = replyTo ? `comments/${replyTo}/replies` : "comments";
  const res = await onPage(t, "POST", page, rest, user.token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A mention node as the editor writes it. */
const mention = (user: TestUser, label = nameOf(user)) =>
  `<bearish-mention data-attrs='${JSON.stringify({ accountId: user.user.id, localId: `m-${user.user.id.slice(-6)}`, label })}'></bearish-mention>`;

describe("page.commented", () => {
  it("tells the page's creator of a new thread, and the thread's people of replies, never the commenter", async () => {
    const doc = await createDocument(t, editor.token, ws);
    const title = await titleOf(doc);
    const link = `/workspace/bearish/${ws}/doc/${doc.targetId}`;

    const root = await comment(doc, commenter, `  ${"Is this right? ".repeat(30)} `);
    const [toCreator] = await inbox(editor, "page.commented");
    expect(toCreator).toMatchObject({
      title: `${nameOf(commenter)} commented on ${title}`,
      link,
      actor: { id: commenter.user.id },
    });
    expect(toCreator?.body).toBe(clampBody("Is this right? ".repeat(30)));
    expect(toCreator?.body.length).toBeLessThanOrEqual(PAGE_NOTIFICATION_BODY_MAX);
    expect(toCreator?.body.endsWith("…")).toBe(true);
    expect(await inbox(commenter, "page.commented")).toEqual([]);
    expect(await inbox(owner, "page.commented")).toEqual([]);

    // The owner replies: the root's author and the creator hear of it.
    await comment(doc, owner, "Yes, it is.", root.id);
    expect(await inbox(commenter, "page.commented")).toMatchObject([
      { title: `${nameOf(owner)} replied to a comment on ${title}`, body: "Yes, it is.", link },
    ]);
    expect(await inbox(editor, "page.commented")).toHaveLength(2);
    expect(await inbox(owner, "page.commented")).toEqual([]);

    // The creator replies to the reply: the root's author and the other replier, not the creator.
    await comment(doc, editor, "Thanks both", root.id);
    expect(await inbox(commenter, "page.commented")).toHaveLength(2);
    expect(await inbox(owner, "page.commented")).toMatchObject([
      { body: "Thanks both", actor: { id: editor.user.id } },
    ]);
    expect(await inbox(editor, "page.commented")).toHaveLength(2);

    // Another thread tells only the creator, not the first thread's people.
    await comment(doc, commenter, "Separate point");
    expect(await inbox(owner, "page.commented")).toHaveLength(1);
    expect(await inbox(editor, "page.commented")).toHaveLength(3);
  });

  it("links wiki pages and whiteboards to where they open", async () => {
    const { wikiId } = await createWiki(t, owner.token, ws);
    const page = await createWikiPage(t, owner.token, ws, wikiId);
    const board = await createWhiteboard(t, owner.token, ws);
    await comment(page, commenter, "On the wiki");
    await comment(board, commenter, "On the board");
    const links = (await inbox(owner, "page.commented")).slice(0, 2).map((n) => n.link);
    expect(links).toEqual([
      `/workspace/bearish/${ws}/whiteboard/${board.targetId}`,
      `/workspace/bearish/${ws}/wiki/${wikiId}/page/${page.targetId}`,
    ]);
  });

  it("does not tell a creator or participant who was removed from the workspace", async () => {
    const leaver = await person(t, "USER", "Lea");
    const memberId = await addMember(t, ws, owner, leaver, "EDITOR");
    const doc = await createDocument(t, leaver.token, ws);
    const root = await comment(doc, leaver, "My own page");
    await comment(doc, commenter, "Reply while you are here", root.id);
    expect(await inbox(leaver, "page.commented")).toHaveLength(1);

    const removed = await t.request("DELETE", `/api/members/${ws}/member/${memberId}`, { token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    await comment(doc, owner, "After you left", root.id);
    await comment(doc, owner, "A new thread");
    expect(await inbox(leaver, "page.commented")).toHaveLength(1);
    // The remaining participant still hears of the reply.
    expect(await inbox(commenter, "page.commented")).toContainEqual(
      expect.objectContaining({ body: "After you left", actor: expect.objectContaining({ id: owner.user.id }) }),
    );
  });
});

describe("page.mentioned", () => {
  /** Saves content through the live document as `user` (the collaboration store path). */
  async function liveSave(page: TestPage, user: TestUser, html: string): Promise<void> {
    const name = collabDocumentName(page.kind, page.workspaceId, page.targetId);
    await t.ctx.collab.change(
      name,
      { userId: user.user.id, sessionId: "test-session", role: "USER", name: "" },
      (doc) => replaceRichText(doc, html),
    );
  }

  it("a live save tells readers it newly mentions, once; never non-members or the editor", async () => {
    const doc = await createDocument(t, owner.token, ws, { content: "<p>Draft</p>" });
    const title = await titleOf(doc);
    await liveSave(doc, editor, `<p>Hi ${mention(viewer)} and ${mention(outsider)} and ${mention(editor)}</p>`);

    expect(await inbox(viewer, "page.mentioned")).toMatchObject([
      {
        title: `${nameOf(editor)} mentioned you in ${title}`,
        body: `Hi @${nameOf(viewer)} and @${nameOf(outsider)} and @${nameOf(editor)}`,
        link: `/workspace/bearish/${ws}/doc/${doc.targetId}`,
        actor: { id: editor.user.id },
      },
    ]);
    expect(await inbox(outsider, "page.mentioned")).toEqual([]);
    expect(await inbox(editor, "page.mentioned")).toEqual([]);

    // Saving again with the same mention tells nobody again; a new mention tells only the new person.
    await liveSave(doc, editor, `<p>Hi ${mention(viewer)} and more</p><p>cc ${mention(commenter)}</p>`);
    await liveSave(doc, owner, `<p>Hi ${mention(viewer)} and more</p><p>cc ${mention(commenter)}, thanks</p>`);
    expect(await inbox(viewer, "page.mentioned")).toHaveLength(1);
    expect(await inbox(commenter, "page.mentioned")).toMatchObject([{ body: `cc @${nameOf(commenter)}` }]);
  });

  it("an API PUT of content tells the newly mentioned once, also after the live document stores it", async () => {
    const doc = await createDocument(t, owner.token, ws, { content: "<p>Start</p>" });
    const put = (content: string) =>
      t.request("PUT", `/api/document/${ws}/document/${doc.targetId}`, { token: owner.token, body: { content } });
    expect((await put(`<p>Please review, ${mention(viewer, "Vic")} ${mention(outsider)}</p>`)).statusCode).toBe(200);
    const toViewer = (await inbox(viewer, "page.mentioned")).filter((n) => n.link?.endsWith(doc.targetId));
    expect(toViewer).toMatchObject([
      { actor: { id: owner.user.id }, body: `Please review, @Vic @${nameOf(outsider)}` },
    ]);

    expect((await put(`<p>Please review, ${mention(viewer, "Vic")} today</p>`)).statusCode).toBe(200);
    expect((await inbox(viewer, "page.mentioned")).filter((n) => n.link?.endsWith(doc.targetId))).toHaveLength(1);
    expect(await inbox(outsider, "page.mentioned")).toEqual([]);
  });

  it("a wiki page PUT tells the newly mentioned, with the wiki page's link", async () => {
    const { wikiId } = await createWiki(t, owner.token, ws);
    const page = await createWikiPage(t, owner.token, ws, wikiId);
    const res = await t.request("PUT", `/api/wiki/${ws}/wiki/${wikiId}/page/${page.targetId}`, {
      token: editor.token,
      body: { content: `<p>${mention(commenter)} ${mention(outsider)}</p>` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await inbox(commenter, "page.mentioned")).filter((n) => n.link?.endsWith(`/page/${page.targetId}`)),
    ).toMatchObject([
      { actor: { id: editor.user.id }, link: `/workspace/bearish/${ws}/wiki/${wikiId}/page/${page.targetId}` },
    ]);
    expect(await inbox(outsider, "page.mentioned")).toEqual([]);
  });
});
