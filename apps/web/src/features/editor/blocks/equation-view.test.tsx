import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { EquationView } from "./equation-view";

const equation = (latex: string) => ({
  type: "doc",
  content: [{ type: "equation", attrs: { latex, displayMode: true } }],
});

describe("EquationView", () => {
  it("renders the LaTeX with KaTeX", async () => {
    await renderBlockEditor({ content: equation("\\frac{a}{b}"), views: { equation: EquationView } });
    const math = document.querySelector(".equation-render") as HTMLElement;
    expect(math.querySelector(".katex")).not.toBeNull();
    expect(math.querySelector(".mfrac")).not.toBeNull();
  });

  it("shows invalid stored LaTeX without crashing", async () => {
    await renderBlockEditor({ content: equation("\\frac{a"), views: { equation: EquationView }, editable: false });
    const math = document.querySelector(".equation-render") as HTMLElement;
    expect(math.getAttribute("title")).toMatch(/KaTeX parse error/);
    expect(screen.queryByRole("button", { name: "Edit equation" })).not.toBeInTheDocument();
  });

  it("edits the LaTeX with a live preview, shows KaTeX's error and saves only valid input", async () => {
    const { editor } = await renderBlockEditor({ content: equation("x"), views: { equation: EquationView } });
    fireEvent.click(screen.getByRole("button", { name: "Edit equation" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Equation" });
    const field = within(dialog).getByLabelText("LaTeX");

    fireEvent.change(field, { target: { value: "\\sqrt{" } });
    expect(within(dialog).getByRole("alert").textContent).toMatch(/KaTeX parse error/);
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();

    fireEvent.change(field, { target: { value: "\\sqrt{2}" } });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("region", { name: "Preview" }).querySelector(".sqrt")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(firstNodeAttrs(editor, "equation")?.latex).toBe("\\sqrt{2}");
  });

  it("keeps the equation when the dialog is cancelled", async () => {
    const { editor } = await renderBlockEditor({ content: equation("x^2"), views: { equation: EquationView } });
    fireEvent.click(screen.getByRole("button", { name: "Edit equation" }));
    fireEvent.change(screen.getByLabelText("LaTeX"), { target: { value: "y" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(firstNodeAttrs(editor, "equation")?.latex).toBe("x^2");
  });
});
