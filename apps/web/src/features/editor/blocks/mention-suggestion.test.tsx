import { screen, waitFor } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/fetch-mock";
import { fireEvent as fire, settle } from "../test-render";
import { docWith, nodeAttrs, renderBlockEditor as renderBlocksEditor } from "./blocks-test-editor";
import { MentionSuggestion, mentionMatches } from "./mention-suggestion";
import { ada, alan, grace, listReply } from "./people-test-data";

describe("mentionMatches", () => {
  it("matches first, last or full names that start with the query, case-insensitively", () => {
    expect(mentionMatches(ada, "ad")).toBe(true);
    expect(mentionMatches(ada, "LOVE")).toBe(true);
    expect(mentionMatches(ada, "ada lo")).toBe(true);
    expect(mentionMatches(ada, "ove")).toBe(false);
    expect(mentionMatches(grace, "ada")).toBe(true);
    expect(mentionMatches(alan, "")).toBe(true);
  });
});

describe("MentionSuggestion", () => {
  async function typeInEditor(text: string) {
    mockApi({ "GET /api/user/auth/all-users": listReply });
    const view = await renderBlocksEditor({
      content: docWith({ type: "paragraph" }),
      views: {},
      extensions: [MentionSuggestion],
    });
    view.editor.commands.focus("end");
    view.editor.commands.insertContent(text);
    await settle();
    return view;
  }

  it("suggests people whose names start with the query and inserts a mention with Enter", async () => {
    const { editor } = await typeInEditor("Hi @lo");
    const listbox = await screen.findByRole("listbox", { name: "People to mention" });
    await waitFor(() => expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(1));
    expect(screen.getByRole("option", { name: /Ada Lovelace/ })).toHaveAttribute("aria-selected", "true");

    fire.keyDown(editor.view.dom, { key: "Enter" });
    await settle();
    expect(nodeAttrs(editor, "mention")).toEqual([
      expect.objectContaining({ accountId: ada.id, label: "Ada Lovelace" }),
    ]);
    expect(editor.getText()).toBe("Hi @Ada Lovelace ");
    expect(screen.queryByRole("listbox", { name: "People to mention" })).not.toBeInTheDocument();
  });

  it("does not offer names that only contain the query", async () => {
    await typeInEditor("@ove");
    expect(await screen.findByText("No User Found")).toBeInTheDocument();
  });
});
