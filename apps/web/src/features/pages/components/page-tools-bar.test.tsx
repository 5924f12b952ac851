import type { PageState } from "@bearish/shared/pages/page-state";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { makeWorkspace } from "../../workspaces/workspace-fixtures";
import { createCollabEditor } from "../editor/test-editor";
import type { PageTarget } from "../page-target";
import { ADA, API, DOC, makePageState, makeThread, renderPage, WORKSPACE_ID } from "../test-utils";
import { PageToolsBar } from "./page-tools-bar";

type Routes = Parameters<typeof mockApi>[0];
let destroyEditor: (() => void) | null = null;
afterEach(() => {
  destroyEditor?.();
  destroyEditor = null;
});

function setup(state: () => PageState, extra: Routes = {}, options: { target?: PageTarget; text?: boolean } = {}) {
  const fetchMock = mockApi({
    [`GET ${API}/state`]: () => ok(state()),
    [`POST ${API}/view`]: ok({ day: "2026-01-01", views: 1 }),
    [`GET /api/workspace/${WORKSPACE_ID}`]: ok(makeWorkspace({ myRole: "EDITOR" })),
    ...extra,
  });
  let editor = null;
  if (options.text !== false) {
    const made = createCollabEditor("<p>Hello world</p>");
    destroyEditor = made.destroy;
    editor = made.editor;
  }
  renderPage(<PageToolsBar target={options.target ?? DOC} editor={editor} title="Plan" />);
  return { fetchMock, calls: (method: string, path: string) => callsTo(fetchMock, method, path) };
}

function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).split("?")[0] === path && (init?.method ?? "GET") === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole("button", { name: "Page menu" });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return within(await screen.findByRole("menu", { name: "Page menu" }));
}

const entry = (menu: ReturnType<typeof within>, name: string) =>
  menu.getByRole("menuitem", { name: new RegExp(`^${name}`) });

describe("page menu", () => {
  it("an editor can use every entry; translate is not offered", async () => {
    const user = userEvent.setup();
    setup(() => makePageState());
    const menu = await openMenu(user);
    for (const name of ["Lock page", "Suggest edits", "Comments", "Copy link", "Publish", "Update details"]) {
      expect(entry(menu, name)).not.toHaveAttribute("aria-disabled", "true");
    }
    for (const name of ["Audit logs", "Version history", "Analytics", "Share", "Tools", "Archive"]) {
      expect(entry(menu, name)).toBeInTheDocument();
    }
    expect(menu.queryByRole("menuitem", { name: /Translate/ })).toBeNull();
    // Move to is for wiki pages only.
    expect(menu.queryByRole("menuitem", { name: /Move to/ })).toBeNull();
  });

  it("a commenter may suggest and comment, but editor-only entries are disabled with the reason", async () => {
    const user = userEvent.setup();
    setup(() => makePageState({ role: "comment", canEdit: false }));
    const menu = await openMenu(user);
    for (const name of ["Lock page", "Publish", "Update details", "Archive"]) {
      expect(entry(menu, name)).toHaveAttribute("aria-disabled", "true");
      expect(entry(menu, name)).toHaveTextContent("Only editors can do this");
    }
    expect(entry(menu, "Suggest edits")).not.toHaveAttribute("aria-disabled", "true");
    expect(entry(menu, "Comments")).not.toHaveAttribute("aria-disabled", "true");
  });

  it("a viewer cannot suggest edits", async () => {
    const user = userEvent.setup();
    setup(() => makePageState({ role: "view", canEdit: false }));
    const menu = await openMenu(user);
    expect(entry(menu, "Suggest edits")).toHaveAttribute("aria-disabled", "true");
    expect(entry(menu, "Suggest edits")).toHaveTextContent("Only commenters and editors can do this");
  });

  it("hides the text-only entries on a whiteboard", async () => {
    const user = userEvent.setup();
    const board: PageTarget = { ...DOC, kind: "whiteboard" };
    setup(
      () => makePageState(),
      {
        [`GET /api/page/whiteboard/${WORKSPACE_ID}/${DOC.targetId}/state`]: ok(makePageState()),
        [`POST /api/page/whiteboard/${WORKSPACE_ID}/${DOC.targetId}/view`]: ok({ day: "2026-01-01", views: 1 }),
      },
      { target: board, text: false },
    );
    const menu = await openMenu(user);
    for (const name of ["Publish", "Suggest edits", "Tools", "Move to"]) {
      expect(menu.queryByRole("menuitem", { name: new RegExp(`^${name}`) })).toBeNull();
    }
    expect(entry(menu, "Version history")).toBeInTheDocument();
  });

  it("records one view when the page opens", async () => {
    const { calls } = setup(() => makePageState());
    await screen.findByRole("button", { name: "Page menu" });
    await waitFor(() => expect(calls("POST", `${API}/view`)).toHaveLength(1));
  });

  it("locks and unlocks, showing who locked the page", async () => {
    const user = userEvent.setup();
    const me = makeMe();
    let state = makePageState();
    const { calls } = setup(() => state, {
      [`POST ${API}/lock`]: () => {
        state = makePageState({ locked: { by: { ...ADA, id: me.id }, at: "2026-01-01T00:00:00.000Z" } });
        return ok(state);
      },
      [`DELETE ${API}/lock`]: () => {
        state = makePageState();
        return ok(state);
      },
    });
    await user.click(entry(await openMenu(user), "Lock page"));
    expect(await screen.findByText("You locked this page. Others cannot edit it until you unlock it.")).toBeVisible();
    expect(calls("POST", `${API}/lock`)).toHaveLength(1);
    await user.click(entry(await openMenu(user), "Unlock page"));
    await waitFor(() => expect(calls("DELETE", `${API}/lock`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/You locked this page/)).toBeNull());
  });

  it("only the locker or the workspace owner may unlock", async () => {
    const user = userEvent.setup();
    setup(() => makePageState({ canEdit: false, locked: { by: ADA, at: "2026-01-01T00:00:00.000Z" } }));
    expect(
      await screen.findByText("Locked by Ada Lovelace. Only they or the workspace owner can unlock it."),
    ).toBeVisible();
    const unlock = entry(await openMenu(user), "Unlock page");
    expect(unlock).toHaveAttribute("aria-disabled", "true");
    expect(unlock).toHaveTextContent("Only Ada Lovelace or the workspace owner can unlock this page");
  });

  it("shows the archived banner and unarchives from it", async () => {
    const user = userEvent.setup();
    let state = makePageState({ archivedAt: "2026-01-01T00:00:00.000Z" });
    const { calls } = setup(() => state, {
      [`POST ${API}/unarchive`]: () => {
        state = makePageState();
        return ok(state);
      },
    });
    const banner = await screen.findByText("This page is archived. It is read-only until it is unarchived.");
    await user.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole("button", { name: "Unarchive" }),
    );
    await waitFor(() => expect(calls("POST", `${API}/unarchive`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/This page is archived/)).toBeNull());
  });
});

describe("publish dialog", () => {
  it("publishes with a password and an expiry day, then shows and copies the public link", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    let state = makePageState();
    const { calls } = setup(() => state, {
      [`PUT ${API}/publish`]: () => {
        state = makePageState({
          published: {
            token: "tok-123",
            path: "/p/tok-123",
            hasPassword: true,
            expiresAt: new Date("2030-05-01T23:59:59").toISOString(),
            publishedAt: "2026-01-01T00:00:00.000Z",
          },
        });
        return ok(state);
      },
      [`DELETE ${API}/publish`]: () => {
        state = makePageState();
        return ok(state);
      },
    });
    await user.click(entry(await openMenu(user), "Publish"));
    const dialog = within(await screen.findByRole("dialog", { name: "Publish to the web" }));
    await user.type(dialog.getByLabelText("Password (optional)"), "s3cret");
    await user.type(dialog.getByLabelText("Expires on (optional)"), "2030-05-01");
    await user.click(dialog.getByRole("button", { name: "Publish" }));
    await waitFor(() =>
      expect(calls("PUT", `${API}/publish`)[0]?.body).toEqual({
        password: "s3cret",
        expiresAt: new Date("2030-05-01T23:59:59").toISOString(),
      }),
    );
    const link = `${window.location.origin}/en/p/tok-123`;
    expect(await dialog.findByDisplayValue(link)).toBeInTheDocument();
    expect(dialog.getByText("A password is set. Type a new one to change it.")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText("Link copied")).toBeVisible();

    // Updating without typing keeps the password (not sent); removing it sends null.
    await user.click(dialog.getByRole("checkbox", { name: "Remove the password" }));
    await user.click(dialog.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(calls("PUT", `${API}/publish`)[1]?.body).toMatchObject({ password: null }));
    await user.click(dialog.getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(calls("DELETE", `${API}/publish`)).toHaveLength(1));
  });
});

describe("comments panel", () => {
  it("adds a comment, replies and resolves a thread", async () => {
    const user = userEvent.setup();
    const thread = makeThread();
    const { calls } = setup(() => makePageState({ role: "comment", canEdit: false }), {
      [`GET ${API}/comments`]: ok([thread]),
      [`POST ${API}/comments`]: ok(makeThread({ body: "New" })),
      [`POST ${API}/comments/${thread.id}/replies`]: ok({}),
      [`POST ${API}/comments/${thread.id}/resolve`]: ok({}),
    });
    await user.click(await screen.findByRole("button", { name: "Comments" }));
    const panel = within(await screen.findByRole("complementary", { name: "Comments" }));
    expect(await panel.findByText("Is this right?")).toBeVisible();

    await user.type(panel.getByLabelText("Add a comment"), "  General remark  ");
    await user.click(panel.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(calls("POST", `${API}/comments`)[0]?.body).toEqual({ body: "General remark" }));

    const card = within(panel.getByRole("article", { name: "Ada Lovelace" }));
    expect(card.getByRole("button", { name: "Reply" })).toBeDisabled();
    await user.type(card.getByRole("textbox", { name: "Write a reply" }), "Yes");
    await user.click(card.getByRole("button", { name: "Reply" }));
    await waitFor(() =>
      expect(calls("POST", `${API}/comments/${thread.id}/replies`)[0]?.body).toEqual({ body: "Yes" }),
    );
    await user.click(card.getByRole("button", { name: "Resolve" }));
    await waitFor(() =>
      expect(calls("POST", `${API}/comments/${thread.id}/resolve`)[0]?.body).toEqual({ resolved: true }),
    );
    // The comments were asked for with the open filter.
    expect(calls("GET", `${API}/comments`)[0]?.url).toContain("status=open");
  });

  it("viewers read comments without writing", async () => {
    const user = userEvent.setup();
    setup(() => makePageState({ role: "view", canEdit: false }), {
      [`GET ${API}/comments`]: ok([makeThread()]),
    });
    await user.click(await screen.findByRole("button", { name: "Comments" }));
    const panel = within(await screen.findByRole("complementary", { name: "Comments" }));
    expect(await panel.findByText("Is this right?")).toBeVisible();
    expect(panel.getByText("You can read comments. Ask for commenter access to add your own.")).toBeVisible();
    expect(panel.queryByRole("textbox")).toBeNull();
    expect(panel.queryByRole("button", { name: "Resolve" })).toBeNull();
  });
});

describe("version history", () => {
  const versions = [
    {
      id: "01980000-0000-7000-8000-000000000002",
      title: "Plan",
      reason: "manual",
      label: "Before review",
      author: ADA,
      editors: [ADA],
      createdAt: "2026-01-02T00:00:00.000Z",
    },
    {
      id: "01980000-0000-7000-8000-000000000001",
      title: "Plan",
      reason: "auto",
      label: null,
      author: ADA,
      editors: [ADA],
      createdAt: "2026-01-01T00:00:00.000Z",
    },
  ];

  it("lists versions, shows one sanitized, saves and restores", async () => {
    const user = userEvent.setup();
    const [first] = versions;
    if (!first) throw new Error("no version");
    const { calls } = setup(() => makePageState(), {
      [`GET ${API}/versions`]: {
        status: 200,
        body: {
          success: true,
          statusCode: 200,
          message: "OK",
          data: versions,
          meta: { page: 1, limit: 20, total: 2, hasMore: false },
        },
      },
      [`POST ${API}/versions`]: ok(first),
      [`GET ${API}/versions/${first.id}`]: ok({
        ...first,
        content: '<p>Old <img src=x onerror="alert(1)">text</p><script>alert(2)</script>',
      }),
      [`POST ${API}/versions/${first.id}/restore`]: ok(first),
    });
    await user.click(entry(await openMenu(user), "Version history"));
    const panel = within(await screen.findByRole("complementary", { name: "Version history" }));
    const row = within(await panel.findByRole("article", { name: "Before review" }));
    expect(row.getByText("Saved by hand")).toBeVisible();
    expect(panel.getByText("Saved automatically")).toBeVisible();

    await user.type(panel.getByLabelText("Label (optional)"), "Milestone");
    await user.click(panel.getByRole("button", { name: "Save version" }));
    await waitFor(() => expect(calls("POST", `${API}/versions`)[0]?.body).toEqual({ label: "Milestone" }));

    await user.click(row.getByRole("button", { name: "View" }));
    const dialog = await screen.findByRole("dialog", { name: "Before review" });
    expect(await within(dialog).findByText("Old text")).toBeVisible();
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
    expect(dialog.querySelector("img[src]")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Restore" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Restore this version?" }));
    await user.click(confirm.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(calls("POST", `${API}/versions/${first.id}/restore`)).toHaveLength(1));
    expect(await screen.findByText("Version restored")).toBeVisible();
  });

  it("viewers see versions but cannot save or restore", async () => {
    const user = userEvent.setup();
    setup(() => makePageState({ role: "view", canEdit: false }), {
      [`GET ${API}/versions`]: ok(versions),
    });
    await user.click(entry(await openMenu(user), "Version history"));
    const panel = within(await screen.findByRole("complementary", { name: "Version history" }));
    await panel.findByRole("article", { name: "Before review" });
    expect(panel.queryByRole("button", { name: "Save version" })).toBeNull();
    expect(panel.queryByRole("button", { name: "Restore" })).toBeNull();
  });
});
