import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent, settle } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { IframeView } from "./iframe-view";

const iframe = (attrs: Record<string, unknown>) => ({ type: "doc", content: [{ type: "iframe", attrs }] });

describe("IframeView", () => {
  it("embeds the page sandboxed, without the site's origin or referrer", async () => {
    await renderBlockEditor({
      content: iframe({ src: "https://example.com/embed", title: "Demo", height: 300, allowfullscreen: true }),
      views: { iframe: IframeView },
      editable: false,
    });
    const frame = screen.getByTitle("Demo");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://example.com/embed");
    expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-popups allow-forms");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-same-origin");
    expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("height", "300");
    expect(frame).toHaveAttribute("allowfullscreen");
    expect(screen.queryByRole("button", { name: "Set embed source" })).not.toBeInTheDocument();
  });

  it("says no source is provided when the address is empty or not http(s)", async () => {
    await renderBlockEditor({ content: iframe({ src: "javascript:alert(1)" }), views: { iframe: IframeView } });
    expect(screen.getByText("No iframe source provided.")).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("lets editors set an http(s) address and refuses anything else with Invalid_url", async () => {
    const { editor } = await renderBlockEditor({ content: iframe({}), views: { iframe: IframeView } });
    fireEvent.click(screen.getByRole("button", { name: "Set embed source" }));
    const dialog = screen.getByRole("dialog", { name: "Embed a web page" });
    const url = within(dialog).getByLabelText("URL");
    fireEvent.change(url, { target: { value: "ftp://example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Invalid_url")).toBeInTheDocument();
    expect(firstNodeAttrs(editor, "iframe")?.src).toBe("");

    fireEvent.change(url, { target: { value: "https://example.org/map" } });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Map" } });
    fireEvent.change(within(dialog).getByLabelText("Height (px)"), { target: { value: "5000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await settle();
    expect(firstNodeAttrs(editor, "iframe")).toMatchObject({
      src: "https://example.org/map",
      title: "Map",
      height: 2000,
    });
    expect(screen.getByTitle("Map")).toHaveAttribute("src", "https://example.org/map");
  });
});
