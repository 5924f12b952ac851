import type { PageState } from "@bearish/shared/pages/page-state";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { flushPromises } from "../../../test/fake-websocket";
import { mockApi, ok } from "../../../test/fetch-mock";
import { shellExtensions } from "../../editor/shell-extensions";
import { SlashMenu } from "../../editor/slash/slash-menu";
import { makeWorkspace } from "../../workspaces/workspace-fixtures";
import { resolveAnchor } from "../editor/anchors";
import { createCollabEditor } from "../editor/test-editor";
import { ADA, API, DOC, DOC_ID, makePageState, makeThread, renderPage, WORKSPACE_ID } from "../test-utils";
import { PageToolsBar } from "./page-tools-bar";

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function setup(state: () => PageState, html = "<p>Hello world</p>") {
  const fetchMock = mockApi({
    [`GET ${API}/state`]: () => ok(state()),
    [`POST ${API}/view`]: ok({ day: "2026-01-01", views: 1 }),
    [`GET /api/workspace/${WORKSPACE_ID}`]: ok(makeWorkspace({ myRole: "EDITOR" })),
    [`GET ${API}/comments`]: ok([]),
    [`POST ${API}/comments`]: ok(makeThread({ body: "Check" })),
  });
  // The page's live editor with the editor shell's slash command, as the page view builds it.
  const made = createCollabEditor(html, { extensions: shellExtensions() });
  const editor = made.editor;
  const view = renderPage(
    <>
      <PageToolsBar target={DOC} editor={editor} title="Plan" />
      <SlashMenu editor={editor} />
    </>,
  );
  // The page goes before its editor, as in the app.
  cleanup = () => {
    view.unmount();
    made.destroy();
  };
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url).split("?")[0] === path && (init?.method ?? "GET") === method)
      .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
  return { ...view, editor, calls };
}

describe("live page state", () => {
  it("refetches the page state when page-state-changed names this page, and only then", async () => {
    let state = makePageState();
    const { realtime, calls } = setup(() => state);
    await waitFor(() => expect(screen.getByRole("button", { name: "Page menu" })).toBeEnabled());
    await act(async () => {
      realtime.client.connect();
      await flushPromises();
      realtime.latest().open();
      await flushPromises();
    });
    await waitFor(() =>
      expect(
        realtime
          .latest()
          .sentOfType("subscribe")
          .map((f) => f.channel),
      ).toContain(`workspace:${WORKSPACE_ID}`),
    );
    expect(calls("GET", `${API}/state`)).toHaveLength(1);

    // Another page of the workspace changed: nothing to refetch here.
    act(() =>
      realtime.latest().receive({
        type: "event",
        channel: `workspace:${WORKSPACE_ID}`,
        id: "1700000000000-1",
        name: "page-state-changed",
        data: { workspaceId: WORKSPACE_ID, kind: "document", targetId: "0197d000-0000-7000-8000-0000000000ff" },
      }),
    );
    // Ada locked this page elsewhere: it becomes read-only here.
    state = makePageState({ canEdit: false, locked: { by: ADA, at: "2026-01-01T00:00:00.000Z" } });
    act(() =>
      realtime.latest().receive({
        type: "event",
        channel: `workspace:${WORKSPACE_ID}`,
        id: "1700000000000-2",
        name: "page-state-changed",
        data: { workspaceId: WORKSPACE_ID, kind: "document", targetId: DOC_ID },
      }),
    );
    expect(
      await screen.findByText("Locked by Ada Lovelace. Only they or the workspace owner can unlock it."),
    ).toBeVisible();
    expect(calls("GET", `${API}/state`)).toHaveLength(2);
  });
});

describe("/comment in the slash menu", () => {
  const typeInEditor = (editor: ReturnType<typeof setup>["editor"], text: string) =>
    act(() => {
      editor.commands.insertContent(text);
    });

  it("opens the comments panel with a composer anchored at the word before the cursor", async () => {
    const user = userEvent.setup();
    const { editor, calls } = setup(() => makePageState());
    await waitFor(() => expect(screen.getByRole("button", { name: "Page menu" })).toBeEnabled());
    act(() => {
      editor.commands.focus("end");
    });
    typeInEditor(editor, "/comm");
    const menu = within(await screen.findByTestId("slash-menu"));
    await user.click(await menu.findByRole("option", { name: "Comment" }));

    const panel = within(await screen.findByRole("complementary", { name: "Comments" }));
    expect(editor.getText()).toBe("Hello world");
    expect(panel.getByText("Commenting on")).toBeVisible();
    expect(panel.getByText("world")).toBeVisible();
    const box = panel.getByLabelText("Add a comment");
    await waitFor(() => expect(box).toHaveFocus());

    await user.type(box, "Check");
    await user.click(panel.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(calls("POST", `${API}/comments`)).toHaveLength(1));
    const sent = calls("POST", `${API}/comments`)[0]?.body;
    expect(sent).toMatchObject({ body: "Check", anchor: { quote: "world" } });
    // The anchor points at the word in the live document.
    const range = resolveAnchor(editor, sent.anchor);
    expect(range && editor.state.doc.textBetween(range.from, range.to)).toBe("world");
    // Posted: the composer is a plain page comment again.
    await waitFor(() => expect(panel.queryByText("Commenting on")).toBeNull());
  });

  it("comments on the page when the cursor is on an empty line, and the quote can be removed", async () => {
    const user = userEvent.setup();
    const { editor, calls } = setup(() => makePageState(), "<p>Hello world</p><p></p>");
    await waitFor(() => expect(screen.getByRole("button", { name: "Page menu" })).toBeEnabled());
    act(() => {
      editor.commands.focus("end");
    });
    typeInEditor(editor, "/comment");
    await user.click(await within(await screen.findByTestId("slash-menu")).findByRole("option", { name: "Comment" }));
    const panel = within(await screen.findByRole("complementary", { name: "Comments" }));
    expect(panel.queryByText("Commenting on")).toBeNull();
    await user.type(panel.getByLabelText("Add a comment"), "General");
    await user.click(panel.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(calls("POST", `${API}/comments`)[0]?.body).toEqual({ body: "General" }));

    // Inside a word ("He|llo"): the word; then "comment on the whole page instead".
    act(() => {
      editor.commands.setTextSelection(3);
    });
    typeInEditor(editor, "/comment");
    await user.click(await within(await screen.findByTestId("slash-menu")).findByRole("option", { name: "Comment" }));
    expect(await panel.findByText("Commenting on")).toBeVisible();
    expect(panel.getByText("Hello")).toBeVisible();
    await user.click(panel.getByRole("button", { name: "Comment on the whole page instead" }));
    expect(panel.queryByText("Commenting on")).toBeNull();
    expect(editor.getText()).toBe("Hello world\n\n");
  });

  it("is not offered to a viewer", async () => {
    const { editor } = setup(() => makePageState({ role: "view", canEdit: false }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Page menu" })).toBeEnabled());
    act(() => {
      editor.commands.focus("end");
    });
    typeInEditor(editor, "/comm");
    const menu = within(await screen.findByTestId("slash-menu"));
    // The slash menu is open (the editor itself is editable in this test), without the entry.
    expect(menu.getByText("No matching blocks")).toBeVisible();
    expect(menu.queryByRole("option", { name: "Comment" })).toBeNull();
  });

  it("is offered to an editor", async () => {
    const { editor } = setup(() => makePageState());
    await waitFor(() => expect(screen.getByRole("button", { name: "Page menu" })).toBeEnabled());
    act(() => {
      editor.commands.focus("end");
    });
    typeInEditor(editor, "/");
    const menu = within(await screen.findByTestId("slash-menu"));
    expect(within(menu.getByRole("group", { name: "Items" })).getByRole("option", { name: "Comment" })).toBeVisible();
  });
});
