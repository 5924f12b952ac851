import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createTestRealtime, flushPromises } from "../../test/fake-websocket";
import { type MockReply, mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { EMPTY_ITEMS, makeWorkspace, viewerWorkspace } from "./workspace-fixtures";

const ME = makeMe();
const AT = "2026-01-01T00:00:00.000Z";
const WIKI_ID = "0197c000-0000-7000-8000-0000000000a1";
const HOME_ID = "0197c000-0000-7000-8000-0000000000b1";

const component = (id: string, name: string, componentType: "Board" | "List" | "Checklist") => ({
  id,
  workspaceId: "w",
  name,
  componentType,
  description: null,
  isFreeform: false,
  createdBy: ME.id,
  createdAt: AT,
  updatedAt: AT,
});

const ITEMS = {
  components: [
    component("0197c000-0000-7000-8000-000000000011", "Sprint board", "Board"),
    component("0197c000-0000-7000-8000-000000000012", "Launch list", "List"),
  ],
  document: [
    {
      id: "0197c000-0000-7000-8000-000000000013",
      title: "Flight plan",
      isPublic: false,
      hasPassword: false,
      expirationDate: null,
      createdAt: AT,
      updatedAt: AT,
    },
  ],
  whiteboard: [],
  wiki: [
    {
      id: WIKI_ID,
      name: "Handbook",
      description: null,
      homePageId: HOME_ID,
      pages: [{ id: HOME_ID, title: "New Document" }],
      createdAt: AT,
      updatedAt: AT,
    },
  ],
};

function activity(n: number, summary: string) {
  return {
    id: `a${n}`,
    workspaceId: "w",
    actor: { id: ME.id, firstName: "Grace", lastName: "Hopper", avatar: null, avatar_fallBack: "GH" },
    action: "item.created",
    targetType: "document",
    targetId: null,
    summary,
    details: {},
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  };
}

function page(total: number, pageNo: number, data: unknown[]): MockReply {
  return {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: "OK",
      data,
      meta: { page: pageNo, limit: 20, total, hasMore: pageNo * 20 < total },
    },
  };
}

type Route = MockReply | ((r: { url: string; init: RequestInit | undefined }) => MockReply);

function setup(workspace = makeWorkspace(), items: unknown = ITEMS, extra: Record<string, Route> = {}) {
  const path = `/en/workspace/bearish/${workspace.id}`;
  mockApi({
    "GET /api/user/auth/me": ok(ME),
    "GET /api/workspace": ok([workspace]),
    [`GET /api/workspace/${workspace.id}`]: ok(workspace),
    [`GET /api/workspace/${workspace.id}/items`]: ok(items),
    [`GET /api/workspace/${workspace.id}/activity`]: page(0, 1, []),
    [`GET /api/members/${workspace.id}/members`]: ok({ members: workspace.members, total: workspace.members.length }),
    ...extra,
  });
  return { workspace, path };
}

describe("workspace overview", () => {
  it("groups the items by type in a fixed order and links each to its page", async () => {
    const { workspace, path } = setup();
    renderApp(path, { token: "tok" });
    const region = await screen.findByRole("region", { name: "Items" });
    const groups = within(region)
      .getAllByRole("heading")
      .map((h) => h.textContent);
    expect(groups).toEqual(["Boards (1)", "Lists (1)", "Documents (1)", "Wikis (1)"]);
    const base = `/en/workspace/bearish/${workspace.id}`;
    const board = within(within(region).getByRole("region", { name: "Boards (1)" })).getByRole("link");
    expect(board).toHaveTextContent("Sprint board");
    expect(board).toHaveAttribute("href", `${base}/board/0197c000-0000-7000-8000-000000000011?projectType=BEARISH`);
    expect(within(region).getByRole("link", { name: /Flight plan/ })).toHaveAttribute(
      "href",
      `${base}/doc/0197c000-0000-7000-8000-000000000013`,
    );
    expect(within(region).getByRole("link", { name: /Handbook/ })).toHaveAttribute("href", `${base}/wiki/${WIKI_ID}`);
  });

  it("tells an editor to add an item, and a reader that nothing was added, without any Add button", async () => {
    const editor = setup(makeWorkspace(), EMPTY_ITEMS);
    const first = renderApp(editor.path, { token: "tok" });
    expect(await screen.findByText(/Use “Add an item” to create/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add an item" })).toBeInTheDocument();
    first.unmount();

    const reader = setup(viewerWorkspace(), EMPTY_ITEMS);
    renderApp(reader.path, { token: "tok" });
    expect(await screen.findByText("Nothing has been added to this workspace yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add an item" })).not.toBeInTheDocument();
  });

  it("lets an editor rename an item and delete one after confirming; a reader gets no item menu", async () => {
    const user = userEvent.setup();
    const workspace = makeWorkspace();
    const calls: unknown[] = [];
    let items = ITEMS;
    const boardId = "0197c000-0000-7000-8000-000000000011";
    const docId = "0197c000-0000-7000-8000-000000000013";
    const { path } = setup(workspace, ITEMS, {
      [`GET /api/workspace/${workspace.id}/items`]: () => ok(items),
      [`PUT /api/component/${workspace.id}/component/${boardId}`]: ({ init }) => {
        calls.push(["PUT", JSON.parse(String(init?.body))]);
        items = {
          ...items,
          components: items.components.map((c) => (c.id === boardId ? { ...c, name: "Roadmap" } : c)),
        };
        return ok({});
      },
      [`DELETE /api/document/${workspace.id}/document/${docId}`]: () => {
        calls.push(["DELETE", docId]);
        items = { ...items, document: [] };
        return ok({});
      },
    });
    const first = renderApp(path, { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "More actions for Sprint board" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const rename = within(await screen.findByRole("dialog", { name: "Rename “Sprint board”" }));
    await user.clear(rename.getByRole("textbox", { name: "Name" }));
    await user.type(rename.getByRole("textbox", { name: "Name" }), "Roadmap");
    await user.click(rename.getByRole("button", { name: "Rename" }));
    expect(await screen.findByRole("link", { name: /Roadmap/ })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "More actions for Flight plan" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Delete this item?" }));
    expect(calls).toEqual([["PUT", { name: "Roadmap" }]]);
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: /Flight plan/ })).not.toBeInTheDocument());
    expect(calls).toEqual([
      ["PUT", { name: "Roadmap" }],
      ["DELETE", docId],
    ]);
    first.unmount();

    const reader = setup(viewerWorkspace(), ITEMS);
    renderApp(reader.path, { token: "tok" });
    expect(await screen.findByRole("link", { name: /Sprint board/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /More actions for Sprint board/ })).not.toBeInTheDocument();
  });

  it("shows who did what and when, and Show more fetches page 2", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const workspace = makeWorkspace();
    const path = `/en/workspace/bearish/${workspace.id}`;
    const firstPage = Array.from({ length: 20 }, (_, i) => activity(i + 1, `created item ${i + 1}`));
    mockApi({
      "GET /api/user/auth/me": ok(ME),
      "GET /api/workspace": ok([workspace]),
      [`GET /api/workspace/${workspace.id}`]: ok(workspace),
      [`GET /api/workspace/${workspace.id}/items`]: ok(ITEMS),
      [`GET /api/members/${workspace.id}/members`]: ok({ members: workspace.members, total: 1 }),
      [`GET /api/workspace/${workspace.id}/activity`]: ({ url }) => {
        const n = new URL(url, "http://x").searchParams.get("page") ?? "";
        asked.push(n);
        return n === "2" ? page(21, 2, [activity(30, "removed Alan Turing")]) : page(21, 1, firstPage);
      },
    });
    renderApp(path, { token: "tok" });
    const list = await screen.findByRole("list", { name: "Recent activity" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(/Grace Hopper created item 1\s*1 minute ago/);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(list).findByText(/removed Alan Turing/)).toBeInTheDocument();
    expect(asked).toEqual(["1", "2"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("refetches the activity when the workspace reports new activity", async () => {
    let entries = [activity(1, "created item 1")];
    const workspace = makeWorkspace();
    const path = `/en/workspace/bearish/${workspace.id}`;
    mockApi({
      "GET /api/user/auth/me": ok(ME),
      "GET /api/workspace": ok([workspace]),
      [`GET /api/workspace/${workspace.id}`]: ok(workspace),
      [`GET /api/workspace/${workspace.id}/items`]: ok(ITEMS),
      [`GET /api/members/${workspace.id}/members`]: ok({ members: workspace.members, total: 1 }),
      [`GET /api/workspace/${workspace.id}/activity`]: () => page(entries.length, 1, entries),
    });
    const realtime = createTestRealtime();
    renderApp(path, { token: "tok", realtime: realtime.client });
    expect(await screen.findByText(/created item 1/)).toBeInTheDocument();
    await act(async () => {
      realtime.latest().open();
      await flushPromises();
    });
    entries = [activity(0, "renamed the wiki"), ...entries];
    act(() =>
      realtime.latest().receive({
        type: "event",
        channel: `workspace:${workspace.id}`,
        id: "1700000000000-1",
        name: "activity",
        data: { workspaceId: workspace.id },
      }),
    );
    expect(await screen.findByText(/renamed the wiki/)).toBeInTheDocument();
  });
});
