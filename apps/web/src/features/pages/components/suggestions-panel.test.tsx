import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { anchorFromSelection } from "../editor/anchors";
import { createCollabEditor, selectText } from "../editor/test-editor";
import { API, DOC, makePageState, makeSuggestion, renderPage } from "../test-utils";
import { SelectionButtons, SelectionComposeDialog } from "./selection-actions";
import { SuggestionsContent } from "./suggestions-panel";

let destroy: (() => void) | null = null;
afterEach(() => {
  destroy?.();
  destroy = null;
});

function editorWith(html: string) {
  const made = createCollabEditor(html);
  destroy = made.destroy;
  return made.editor;
}

describe("suggested edits", () => {
  it("accepting applies the replacement to the live editor, then records the decision", async () => {
    const user = userEvent.setup();
    const editor = editorWith("<p>Hello wrold, again</p>");
    selectText(editor, "wrold");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    editor.commands.setTextSelection(1);
    const suggestion = makeSuggestion({ anchor, replacement: "world" });
    const accepted: string[] = [];
    mockApi({
      [`GET ${API}/suggestions`]: ok([suggestion]),
      [`POST ${API}/suggestions/${suggestion.id}/accept`]: () => {
        accepted.push(suggestion.id);
        return ok({ ...suggestion, status: "accepted" });
      },
    });
    renderPage(<SuggestionsContent target={DOC} editor={editor} state={makePageState()} />);
    const card = within(await screen.findByRole("article", { name: "Ada Lovelace" }));
    expect(card.getByText("wrold")).toBeVisible();
    expect(card.getByText("world")).toBeVisible();
    // The suggested range is highlighted in the page.
    expect(editor.view.dom.querySelector(".bearish-suggestion-range")?.textContent).toBe("wrold");
    await user.click(card.getByRole("button", { name: "Accept" }));
    expect(editor.getHTML()).toBe("<p>Hello world, again</p>");
    await waitFor(() => expect(accepted).toEqual([suggestion.id]));
  });

  it("does not accept a suggestion whose text was deleted, and commenters cannot decide", async () => {
    const user = userEvent.setup();
    const editor = editorWith("<p>Hello wrold</p>");
    selectText(editor, "wrold");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    editor.commands.deleteRange({ from: 7, to: 12 });
    const suggestion = makeSuggestion({ anchor });
    const fetchMock = mockApi({ [`GET ${API}/suggestions`]: ok([suggestion]) });
    const { unmount } = renderPage(<SuggestionsContent target={DOC} editor={editor} state={makePageState()} />);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("The text this points to no longer exists")).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/accept"))).toBe(false);
    unmount();

    renderPage(
      <SuggestionsContent target={DOC} editor={editor} state={makePageState({ role: "comment", canEdit: false })} />,
    );
    await screen.findByRole("article", { name: "Ada Lovelace" });
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("a commenter suggests a replacement for the selected text", async () => {
    const user = userEvent.setup();
    const editor = editorWith("<p>The quick brwn fox</p>");
    selectText(editor, "brwn");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    const sent: unknown[] = [];
    mockApi({
      [`POST ${API}/suggestions`]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok(makeSuggestion({ anchor }));
      },
    });
    renderPage(
      <SelectionComposeDialog target={DOC} mode="suggest" anchor={anchor} onClose={() => {}} onSent={() => {}} />,
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Suggest an edit" }));
    const field = dialog.getByLabelText("Replace with");
    expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "brown");
    await user.click(dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toEqual([{ anchor, quote: "brwn", replacement: "brown" }]));
  });

  it("a comment on the selection carries its anchor", async () => {
    const user = userEvent.setup();
    const editor = editorWith("<p>Ship it on Friday</p>");
    selectText(editor, "Friday");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    const sent: unknown[] = [];
    mockApi({
      [`POST ${API}/comments`]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok({});
      },
    });
    renderPage(
      <SelectionComposeDialog target={DOC} mode="comment" anchor={anchor} onClose={() => {}} onSent={() => {}} />,
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Comment on the selection" }));
    expect(dialog.getByText("Friday")).toBeVisible();
    await user.type(dialog.getByLabelText("Add a comment"), "Thursday?");
    await user.click(dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toEqual([{ body: "Thursday?", anchor }]));
  });

  it("the selection bubble offers Suggest edit only in suggest mode", async () => {
    const starts: string[] = [];
    renderPage(<SelectionButtons suggesting={false} onStart={(m) => starts.push(m)} />);
    const toolbar = within(await screen.findByRole("toolbar", { name: "Selection actions" }));
    expect(toolbar.queryByRole("button", { name: "Suggest edit" })).toBeNull();
    await userEvent.click(toolbar.getByRole("button", { name: "Comment" }));
    expect(starts).toEqual(["comment"]);
  });
});
