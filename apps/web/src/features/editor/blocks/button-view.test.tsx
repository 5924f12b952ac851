import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent as fire, settle } from "../test-render";
import { docWith, nodeAttrs, renderBlockEditor as renderBlocksEditor } from "./blocks-test-editor";
import { ButtonView, withOpacity } from "./button-view";

const buttonDoc = (attrs: Record<string, unknown>) => docWith({ type: "button", attrs });

describe("ButtonView", () => {
  it("links readers to its href in a new tab without an opener", async () => {
    await renderBlocksEditor({
      content: buttonDoc({ label: "Open docs", href: "https://example.com/docs" }),
      views: { button: ButtonView },
      editable: false,
    });
    const link = screen.getByRole("link", { name: "Open docs" });
    expect(link).toHaveAttribute("href", "https://example.com/docs");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.queryByRole("button", { name: "Button settings" })).not.toBeInTheDocument();
  });

  it("lets editors change label, colours (hex checked) and link (http/https only)", async () => {
    const { editor } = await renderBlocksEditor({ content: buttonDoc({ label: "Go" }), views: { button: ButtonView } });
    fire.click(screen.getByRole("button", { name: "Button settings" }));
    const dialog = within(screen.getByRole("dialog", { name: "Button settings" }));
    fire.change(dialog.getByRole("textbox", { name: "Label" }), { target: { value: "Sign up" } });
    await settle();
    fire.change(dialog.getByRole("textbox", { name: "Background colour (hex)" }), { target: { value: "#zzz" } });
    expect(dialog.getByText("Invalid Hex value")).toBeInTheDocument();
    fire.change(dialog.getByRole("textbox", { name: "Text colour (hex)" }), { target: { value: "000" } });
    await settle();
    fire.change(dialog.getByRole("textbox", { name: "Link (optional)" }), { target: { value: "javascript:alert(1)" } });
    expect(dialog.getByText("Invalid_url")).toBeInTheDocument();
    fire.change(dialog.getByRole("textbox", { name: "Link (optional)" }), {
      target: { value: "https://bearish.test" },
    });
    await settle();
    expect(nodeAttrs(editor, "button")[0]).toMatchObject({
      label: "Sign up",
      bgColor: "#1E88E5",
      textColor: "#000",
      href: "https://bearish.test",
    });
  });

  it("offers radius 0–50 and opacity 0–1 in steps of 0.05", async () => {
    await renderBlocksEditor({ content: buttonDoc({}), views: { button: ButtonView } });
    fire.click(screen.getByRole("button", { name: "Button settings" }));
    const sliders = within(screen.getByRole("dialog", { name: "Button settings" })).getAllByRole("slider");
    const [radius, opacity] = sliders;
    expect(radius).toHaveAttribute("min", "0");
    expect(radius).toHaveAttribute("max", "50");
    expect(opacity).toHaveAttribute("max", "1");
    expect(opacity).toHaveAttribute("step", "0.05");
  });

  it("applies the background opacity to the colour", () => {
    expect(withOpacity("#1E88E5", 0.5)).toBe("rgba(30, 136, 229, 0.5)");
    expect(withOpacity("#fff", 1)).toBe("rgba(255, 255, 255, 1)");
  });
});
