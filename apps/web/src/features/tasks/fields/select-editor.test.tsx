import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeWorkspace } from "../../workspaces/workspace-fixtures";
import { makeField, WORKSPACE_ID } from "../card/task-fixtures";
import { renderCard } from "../card/test-utils";
import { inlineOptionKey, SelectFieldEditor } from "./select-editor";

const FIELD_ID = "0197e000-0000-7000-8000-000000000009";
const field = makeField(
  "SINGLE_SELECT",
  "Stage",
  {
    options: [
      { id: "o1", value: "Draft" },
      { id: "o2", value: "Final" },
    ],
  },
  FIELD_ID,
);

describe("inline option rules (spec §5)", () => {
  it("Enter saves trimmed non-blank text; blank Enter closes, or removes when renaming; Escape cancels", () => {
    expect(inlineOptionKey("Enter", "  New  ", false)).toEqual({ kind: "save", value: "New" });
    expect(inlineOptionKey("Enter", "   ", false)).toEqual({ kind: "close" });
    expect(inlineOptionKey("Enter", "", true)).toEqual({ kind: "remove" });
    expect(inlineOptionKey("Escape", "typed", false)).toEqual({ kind: "close" });
    expect(inlineOptionKey("a", "typed", false)).toEqual({ kind: "none" });
  });
});

describe("SelectFieldEditor", () => {
  it("selects an option and edits options inline through the field definition", async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockApi({
      [`GET /api/workspace/${WORKSPACE_ID}`]: ok(makeWorkspace()),
      [`PUT /api/workspace/${WORKSPACE_ID}/custom-fields/${FIELD_ID}`]: ({ init }) => {
        saved.push(JSON.parse(String(init?.body)));
        return ok(field);
      },
    });
    const onSave = vi.fn();
    renderCard(
      <SelectFieldEditor
        field={field as never}
        value={undefined}
        onSave={onSave}
        disabled={false}
        workspaceId={WORKSPACE_ID}
        task={null}
        canEditDefinition
      />,
    );
    await user.click(screen.getByRole("button", { name: "Final" }));
    expect(onSave).toHaveBeenCalledWith({ selectedOption: "o2" });

    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.keyboard("   {Enter}");
    expect(saved).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.keyboard("  Review {Enter}");
    await waitFor(() =>
      expect(saved).toEqual([
        {
          type: "SINGLE_SELECT",
          name: "Stage",
          options: { options: [{ id: "o1", value: "Draft" }, { id: "o2", value: "Final" }, { value: "Review" }] },
        },
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Rename Draft" }));
    await user.keyboard("{Escape}");
    expect(saved).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Rename Draft" }));
    await user.clear(screen.getByRole("textbox", { name: "Rename Draft" }));
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(saved[1]).toEqual({
        type: "SINGLE_SELECT",
        name: "Stage",
        options: { options: [{ id: "o2", value: "Final" }] },
      }),
    );
  });
});
