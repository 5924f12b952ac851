import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { makeMe } from "../../../test/fixtures";
import { meQueryKey } from "../../auth/hooks/use-me";
import { fireEvent as fire, settle } from "../test-render";
import { docWith, nodeAttrs, renderBlockEditor as renderBlocksEditor, testQueryClient } from "./blocks-test-editor";
import { PollView } from "./poll-view";

const me = makeMe();
const other = "0197a000-0000-7000-8000-0000000000ff";

function signedIn() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return queryClient;
}

const poll = (attrs: Record<string, unknown>) => docWith({ type: "poll", attrs });
const pollAttrsOf = (editor: Parameters<typeof nodeAttrs>[0]) =>
  nodeAttrs(editor, "poll")[0] as Record<string, unknown>;

describe("PollView", () => {
  it("is open at first: editors add, edit and remove options; locking needs more than one option", async () => {
    const { editor } = await renderBlocksEditor({
      content: poll({ question: "Lunch?", options: [{ id: "o1", value: "" }], locked: false, votes: {} }),
      views: { poll: PollView },
      queryClient: signedIn(),
    });
    const block = within(screen.getByTestId("poll-block"));
    expect(screen.getByTestId("poll-block")).toHaveAttribute("data-state", "open");
    const lock = block.getByRole("button", { name: "Lock options and allow voting" });
    expect(lock).toBeDisabled();

    fire.change(block.getByRole("textbox", { name: "Option 1" }), { target: { value: "Pizza" } });
    await settle();
    fire.click(block.getByRole("button", { name: "Add option" }));
    await settle();
    fire.change(block.getByRole("textbox", { name: "Option 2" }), { target: { value: "Soup" } });
    await settle();
    fire.click(block.getByRole("button", { name: "Add option" }));
    await settle();
    fire.click(block.getByRole("button", { name: "Remove option 3" }));
    await settle();
    expect((pollAttrsOf(editor).options as { value: string }[]).map((o) => o.value)).toEqual(["Pizza", "Soup"]);

    expect(block.getByRole("button", { name: "Lock options and allow voting" })).toBeEnabled();
    fire.click(block.getByRole("button", { name: "Lock options and allow voting" }));
    await settle();
    expect(pollAttrsOf(editor).locked).toBe(true);
    expect(screen.getByTestId("poll-block")).toHaveAttribute("data-state", "locked");
  });

  it("lets a person vote once; afterwards it shows results and the header is not clickable", async () => {
    const { editor } = await renderBlocksEditor({
      content: poll({
        question: "Lunch?",
        options: [
          { id: "o1", value: "Pizza" },
          { id: "o2", value: "Soup" },
        ],
        locked: true,
        votes: { o2: [other] },
      }),
      views: { poll: PollView },
      queryClient: signedIn(),
    });
    const block = within(screen.getByTestId("poll-block"));
    fire.click(block.getByRole("button", { name: "Pizza" }));
    await settle();
    expect(pollAttrsOf(editor).votes).toEqual({ o1: [me.id], o2: [other] });
    expect(screen.getByTestId("poll-block")).toHaveAttribute("data-state", "voted");
    expect(block.queryByRole("button", { name: "Soup" })).not.toBeInTheDocument();
    expect(block.getByRole("heading", { name: "Lunch?" })).toBeInTheDocument();
    expect(block.queryByRole("textbox")).not.toBeInTheDocument();
    expect(block.getAllByText(/1 vote · 50%/)).toHaveLength(2);
  });

  it("shows viewers the results without voting or editing", async () => {
    await renderBlocksEditor({
      content: poll({
        question: "Lunch?",
        options: [
          { id: "o1", value: "Pizza" },
          { id: "o2", value: "Soup" },
        ],
        locked: true,
        votes: { o1: [other] },
      }),
      views: { poll: PollView },
      editable: false,
      queryClient: signedIn(),
    });
    const block = within(screen.getByTestId("poll-block"));
    expect(block.queryByRole("button")).not.toBeInTheDocument();
    expect(block.getByText("1 vote · 100%")).toBeInTheDocument();
    expect(block.getByText("0 votes · 0%")).toBeInTheDocument();
  });
});
