import type { PageState } from "@bearish/shared/pages/page-state";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestRealtime, flushPromises } from "../../test/fake-websocket";
import { fail, type MockReply, mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { EMPTY_ITEMS, makeMember, makeWorkspace, viewerWorkspace } from "./workspace-fixtures";

// The live document, without a collaboration server: records which document the editor asks for.
const live = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock("../editor/hooks/use-collab-document", () => ({
  useCollabDocument: (name: string | null) => {
    if (name) live.names.push(name);
    return null;
  },
}));

const ME = makeMe();
const ADA = makeMember();
const ALAN_ID = "0197a000-0000-7000-8000-00000000000b";

function routes(workspace = makeWorkspace({ members: [...makeWorkspace().members, ADA], memberCount: 2 })) {
  return {
    workspace,
    path: `/en/workspace/bearish/${workspace.id}`,
    api: {
      "GET /api/user/auth/me": ok(ME),
      "GET /api/workspace": ok([workspace]),
      [`GET /api/workspace/${workspace.id}`]: ok(workspace),
      [`GET /api/workspace/${workspace.id}/items`]: ok(EMPTY_ITEMS),
      [`GET /api/workspace/${workspace.id}/activity`]: ok([]),
      [`GET /api/members/${workspace.id}/members`]: ok({ members: workspace.members, total: workspace.members.length }),
    } as Record<string, MockReply | ((r: { url: string; init: RequestInit | undefined }) => MockReply)>,
  };
}

async function openShare(user: ReturnType<typeof userEvent.setup>) {
  // The first render loads the page's lazy chunks: slow on a busy machine.
  await user.click(await screen.findByRole("button", { name: "Share" }, { timeout: 10_000 }));
  return within(await screen.findByRole("dialog", { name: /Share “Apollo”/ }));
}

const pageState: PageState = {
  role: "edit",
  canEdit: true,
  locked: null,
  published: null,
  archivedAt: null,
  bannerUrl: null,
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe("share popover", () => {
  it("adds a person found by name as a viewer, and shows the server's message when they are already a member", async () => {
    const user = userEvent.setup();
    const { workspace, path, api } = routes();
    const added: unknown[] = [];
    let calls = 0;
    mockApi({
      ...api,
      "GET /api/user/auth/all-users": ok([
        {
          id: ALAN_ID,
          firstName: "Alan",
          lastName: "Turing",
          email: "alan@example.com",
          avatar: null,
          avatar_fallBack: "AT",
        },
      ]),
      [`POST /api/members/${workspace.id}/members`]: ({ init }) => {
        added.push(bodyOf(init));
        calls += 1;
        return calls === 1
          ? {
              status: 201,
              body: { success: true, statusCode: 201, message: "Added", data: makeMember({ userId: ALAN_ID }) },
            }
          : fail(409, "workspace.member_exists", "This person is already a member of the workspace");
      },
    });
    renderApp(path, { token: "tok" });
    const share = await openShare(user);
    await user.type(share.getByRole("textbox", { name: "Add people by name" }), "alan");
    await user.click(await share.findByRole("button", { name: /Alan Turing/ }));
    await waitFor(() => expect(added).toEqual([{ userId: ALAN_ID, role: "VIEWER" }]));
    expect(await screen.findByText("Access given")).toBeInTheDocument();

    await user.type(share.getByRole("textbox", { name: "Add people by name" }), "alan");
    await user.click(await share.findByRole("button", { name: /Alan Turing/ }));
    expect(await share.findByRole("alert")).toHaveTextContent("This person is already a member of the workspace");
  });

  it("shows the owner as Owner, filters members on first plus last name, changes a role and removes access", async () => {
    const user = userEvent.setup();
    const { workspace, path, api } = routes();
    const roles: unknown[] = [];
    mockApi({
      ...api,
      [`PUT /api/members/${workspace.id}/member/${ADA.memberId}`]: ({ init }) => {
        roles.push(bodyOf(init));
        return ok({ removed: bodyOf(init).role === "REVOKE_ACCESS", member: ADA });
      },
    });
    renderApp(path, { token: "tok" });
    const share = await openShare(user);
    const people = within(share.getByRole("list", { name: "People with access" }));
    expect(people.getByText("Grace Hopper")).toBeInTheDocument();
    expect(people.getByText("Owner")).toBeInTheDocument();
    expect(people.queryByRole("combobox", { name: "Access of Grace Hopper" })).not.toBeInTheDocument();

    await user.type(share.getByRole("textbox", { name: "Add people by name" }), "ada lov");
    expect(people.queryByText("Grace Hopper")).not.toBeInTheDocument();
    expect(people.getByText("Ada Lovelace")).toBeInTheDocument();
    await user.clear(share.getByRole("textbox", { name: "Add people by name" }));

    await user.click(people.getByRole("combobox", { name: "Access of Ada Lovelace" }));
    await user.click(await screen.findByRole("option", { name: "Editor" }));
    await user.click(people.getByRole("combobox", { name: "Access of Ada Lovelace" }));
    await user.click(await screen.findByRole("option", { name: "Remove access" }));
    await waitFor(() => expect(roles).toEqual([{ role: "EDITOR" }, { role: "REVOKE_ACCESS" }]));
    expect(await screen.findByText("Access removed")).toBeInTheDocument();
  });

  it("switches general access on the server and copies the workspace link with a toast", async () => {
    const user = userEvent.setup();
    const { workspace, path, api } = routes();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const sent: unknown[] = [];
    let current = workspace;
    mockApi({
      ...api,
      [`GET /api/workspace/${workspace.id}`]: () => ok(current),
      [`PUT /api/workspace/${workspace.id}/general-access`]: ({ init }) => {
        sent.push(bodyOf(init));
        current = { ...workspace, generalAccess: "anyone_with_link" };
        return ok(current);
      },
    });
    renderApp(path, { token: "tok" });
    const share = await openShare(user);
    await user.click(share.getByRole("combobox", { name: "General access" }));
    await user.click(await screen.findByRole("option", { name: "Anyone with the link" }));
    await waitFor(() => expect(sent).toEqual([{ generalAccess: "anyone_with_link" }]));
    await waitFor(() =>
      expect(share.getByRole("combobox", { name: "General access" })).toHaveTextContent("Anyone with the link"),
    );

    await user.click(share.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/workspace/bearish/${workspace.id}`);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });
});

describe("add an item", () => {
  it("keeps Create disabled until a name and a type are given, then creates and opens the item", async () => {
    const user = userEvent.setup();
    const { workspace, path, api } = routes();
    const itemId = "0197c000-0000-7000-8000-000000000001";
    const posted: unknown[] = [];
    mockApi({
      ...api,
      [`POST /api/workspace/${workspace.id}`]: ({ init }) => {
        posted.push(bodyOf(init));
        return {
          status: 201,
          body: {
            success: true,
            statusCode: 201,
            message: "Created",
            data: { id: itemId, name: "Notes", type: "Document", createdAt: "2026-01-01T00:00:00.000Z" },
          },
        };
      },
      // The new document's page: the editor's page state and title (its content is live, from /api/collab).
      [`GET /api/page/document/${workspace.id}/${itemId}/state`]: ok(pageState),
      [`GET /api/document/${workspace.id}/document/${itemId}`]: ok({
        id: itemId,
        workspaceId: workspace.id,
        title: "Notes",
        content: "",
        version: 1,
        isPublic: false,
        hasPassword: false,
        expirationDate: null,
        createdBy: ME.id,
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      }),
    });
    const { router } = renderApp(path, { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "Add an item" }));
    const card = within(await screen.findByRole("form", { name: "Add an item" }));
    const create = card.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await user.type(card.getByRole("textbox", { name: "Name" }), "   ");
    await user.click(card.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "Document" }));
    expect(create).toBeDisabled();
    await user.type(card.getByRole("textbox", { name: "Name" }), "Notes");
    expect(create).toBeEnabled();
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${path}/doc/${itemId}`));
    expect(posted).toEqual([{ name: "Notes", type: "Document" }]);
    // The document page opens on the new document: its title, editable by the workspace's owner.
    // The document route loads the editor's chunk first: slow on a busy machine.
    expect(await screen.findByRole("textbox", { name: "Page title" }, { timeout: 10_000 })).toHaveValue("Notes");
    expect(live.names).toContain(`document:${workspace.id}:${itemId}`);
  });

  it("opens with Ctrl+O and prevents the browser's open dialog", async () => {
    const { path, api } = routes();
    mockApi(api);
    renderApp(path, { token: "tok" });
    await screen.findByRole("button", { name: "Add an item" });
    const event = new KeyboardEvent("keydown", { key: "o", ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole("form", { name: "Add an item" })).toBeInTheDocument();
  });
});

describe("permissions and live access", () => {
  it("shows a viewer no edit controls", async () => {
    const user = userEvent.setup();
    const viewed = viewerWorkspace({
      members: [makeMember({ role: "OWNER", memberId: "o", firstName: "Alan", lastName: "Turing" })],
    });
    const { path, api } = routes(viewed);
    mockApi(api);
    renderApp(path, { token: "tok" });
    expect(await screen.findByRole("heading", { level: 1, name: "Apollo" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add an item" })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: "o", ctrlKey: true });
    expect(screen.queryByRole("form", { name: "Add an item" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "More actions for Apollo" }));
    const menu = within(await screen.findByRole("menu"));
    expect(menu.queryByRole("menuitem", { name: "Edit details" })).not.toBeInTheDocument();
    expect(menu.queryByRole("menuitem", { name: "Archive" })).not.toBeInTheDocument();
    expect(menu.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    const share = await openShare(user);
    expect(share.queryByRole("combobox", { name: /Access of/ })).not.toBeInTheDocument();
    expect(share.getByRole("combobox", { name: "General access" })).toHaveAttribute("aria-disabled", "true");
  });

  it("sends someone whose access is revoked back to the list with a toast", async () => {
    const { workspace, path, api } = routes(viewerWorkspace());
    mockApi({ ...api, "GET /api/workspace/archived": ok([]) });
    const realtime = createTestRealtime();
    const { router } = renderApp(path, { token: "tok", realtime: realtime.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Apollo" })).toBeInTheDocument();
    await flushPromises();
    await act(async () => {
      realtime.latest().open();
      await flushPromises();
    });
    await waitFor(() =>
      expect(
        realtime
          .latest()
          .sentOfType("subscribe")
          .map((f) => f.channel),
      ).toEqual(expect.arrayContaining([`user:${ME.id}`, `workspace:${workspace.id}`])),
    );
    act(() =>
      realtime.latest().receive({
        type: "event",
        channel: `user:${ME.id}`,
        id: "1700000000000-1",
        name: "workspace-access-revoked",
        data: { workspaceId: workspace.id, role: null },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/workspace"));
    expect(await screen.findByText("Your access to this workspace was removed")).toBeInTheDocument();
  });
});

describe("live updates", () => {
  it("refetches the open workspace when another client changes it", async () => {
    const base = routes();
    let current = base.workspace;
    mockApi({ ...base.api, [`GET /api/workspace/${current.id}`]: () => ok(current) });
    const realtime = createTestRealtime();
    renderApp(base.path, { token: "tok", realtime: realtime.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Apollo" })).toBeInTheDocument();
    await act(async () => {
      realtime.latest().open();
      await flushPromises();
    });
    current = { ...current, name: "Apollo 11" };
    act(() =>
      realtime.latest().receive({
        type: "event",
        channel: `workspace:${current.id}`,
        id: "1700000000000-1",
        name: "workspace-updated",
        data: { workspaceId: current.id, parts: ["details"] },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Apollo 11" })).toBeInTheDocument();
  });
});
