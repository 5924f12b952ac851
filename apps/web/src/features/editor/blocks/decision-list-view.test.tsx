import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent as fire, settle } from "../test-render";
import { docWith, nodeAttrs, renderBlockEditor as renderBlocksEditor } from "./blocks-test-editor";
import { DecisionListView } from "./decision-list-view";

type Decision = { id: string; content: string; state: string };
const list = (decisions: Decision[]) => docWith({ type: "decisionList", attrs: { id: "dl1", decisions } });
const decisionsOf = (editor: Parameters<typeof nodeAttrs>[0]) =>
  nodeAttrs(editor, "decisionList")[0]?.decisions as Decision[];

describe("DecisionListView", () => {
  it("toggles a decision between UNDECIDED and DECIDED", async () => {
    const { editor } = await renderBlocksEditor({
      content: list([{ id: "a", content: "Ship it", state: "UNDECIDED" }]),
      views: { decisionList: DecisionListView },
    });
    const toggle = screen.getByRole("button", { name: /Decision 1: Undecided/ });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    fire.click(toggle);
    expect(decisionsOf(editor)[0]?.state).toBe("DECIDED");
    await settle();
    fire.click(screen.getByRole("button", { name: /Decision 1: Decided/ }));
    expect(decisionsOf(editor)[0]?.state).toBe("UNDECIDED");
  });

  it("offers removal only when more than one decision exists", async () => {
    const { editor } = await renderBlocksEditor({
      content: list([
        { id: "a", content: "One", state: "DECIDED" },
        { id: "b", content: "Two", state: "UNDECIDED" },
      ]),
      views: { decisionList: DecisionListView },
    });
    fire.click(screen.getByRole("button", { name: "Remove decision 2" }));
    expect(decisionsOf(editor)).toEqual([{ id: "a", content: "One", state: "DECIDED" }]);
    await settle();
    expect(screen.queryByRole("button", { name: /Remove decision/ })).not.toBeInTheDocument();
  });

  it("adds a new UNDECIDED decision after the current one on Enter and focuses it", async () => {
    const { editor } = await renderBlocksEditor({
      content: list([
        { id: "a", content: "One", state: "DECIDED" },
        { id: "b", content: "Two", state: "DECIDED" },
      ]),
      views: { decisionList: DecisionListView },
    });
    fire.keyDown(screen.getByRole("textbox", { name: "Decision 1" }), { key: "Enter" });
    await settle();
    const decisions = decisionsOf(editor);
    expect(decisions.map((d) => d.content)).toEqual(["One", "", "Two"]);
    expect(decisions[1]?.state).toBe("UNDECIDED");
    expect(screen.getByRole("textbox", { name: "Decision 2" })).toHaveFocus();
  });

  it("edits a decision's text", async () => {
    const { editor } = await renderBlocksEditor({
      content: list([{ id: "a", content: "", state: "UNDECIDED" }]),
      views: { decisionList: DecisionListView },
    });
    fire.change(screen.getByRole("textbox", { name: "Decision 1" }), { target: { value: "Use Postgres" } });
    expect(decisionsOf(editor)[0]?.content).toBe("Use Postgres");
  });

  it("is read-only for readers: no inputs, no removal, toggles disabled", async () => {
    await renderBlocksEditor({
      content: list([
        { id: "a", content: "One", state: "DECIDED" },
        { id: "b", content: "Two", state: "UNDECIDED" },
      ]),
      views: { decisionList: DecisionListView },
      editable: false,
    });
    const block = within(screen.getByTestId("decision-list-block"));
    expect(block.getByText("One")).toBeInTheDocument();
    expect(block.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove decision/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Decision 1: Decided/ })).toBeDisabled();
  });
});
