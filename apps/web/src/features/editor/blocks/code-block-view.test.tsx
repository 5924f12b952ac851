import { screen, within } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, settle } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { CodeBlockView } from "./code-block-view";

const code = (text: string, language = "javascript") => ({
  type: "doc",
  content: [{ type: "codeBlock", attrs: { language }, content: [{ type: "text", text }] }],
});

describe("CodeBlockView", () => {
  it("shows the code inside pre > code with its language", async () => {
    await renderBlockEditor({ content: code("const a = 1;", "python"), views: { codeBlock: CodeBlockView } });
    const codeElement = document.querySelector("pre code.language-python");
    expect(codeElement?.textContent).toBe("const a = 1;");
    expect(screen.getByRole("group", { name: "Code block (Python)" })).toBeInTheDocument();
  });

  it("lets editors choose the language", async () => {
    const { editor } = await renderBlockEditor({ content: code("x"), views: { codeBlock: CodeBlockView } });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Language" }));
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Rust" }));
    expect(firstNodeAttrs(editor, "codeBlock")?.language).toBe("rust");
  });

  it("copies the code to the clipboard, also for readers", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    await renderBlockEditor({ content: code("echo hi", "bash"), views: { codeBlock: CodeBlockView }, editable: false });
    expect(screen.queryByRole("combobox", { name: "Language" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await settle();
    expect(writeText).toHaveBeenCalledWith("echo hi");
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
  });
});
