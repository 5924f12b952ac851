import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent as fire, settle } from "../test-render";
import { docWith, nodeAttrs, paragraphWith, renderBlockEditor as renderBlocksEditor } from "./blocks-test-editor";
import { DateView, formatBlockDate } from "./date-view";
import { EmojiView } from "./emoji-view";
import { SmartButtonView } from "./smart-button-view";

describe("DateView", () => {
  it("shows the date in the viewer's language and lets editors pick another day", async () => {
    const { editor } = await renderBlocksEditor({
      content: docWith(paragraphWith({ type: "date", attrs: { value: "2025-03-09" } })),
      views: { date: DateView },
    });
    const label = formatBlockDate("2025-03-09", "en");
    expect(label).toBe("Mar 9, 2025");
    fire.click(screen.getByRole("button", { name: `${label}, change the date` }));
    fire.change(screen.getByLabelText("Date"), { target: { value: "2025-04-01" } });
    expect(nodeAttrs(editor, "date")[0]?.value).toBe("2025-04-01");
  });

  it("is a plain chip for readers", async () => {
    await renderBlocksEditor({
      content: docWith(paragraphWith({ type: "date", attrs: { value: "2025-03-09" } })),
      views: { date: DateView },
      editable: false,
    });
    const block = within(screen.getByTestId("date-block"));
    expect(block.getByText("Mar 9, 2025")).toBeInTheDocument();
    expect(block.queryByRole("button")).not.toBeInTheDocument();
  });

  it("formats in Arabic for Arabic readers", () => {
    expect(formatBlockDate("2025-03-09", "ar")).not.toBe(formatBlockDate("2025-03-09", "en"));
  });
});

describe("EmojiView", () => {
  it("shows the emoji from its code points with its name", async () => {
    await renderBlocksEditor({
      content: docWith(
        paragraphWith({
          type: "emoji",
          attrs: { name: "thumbs up", shortname: ":+1:", emojiId: "1f44d", fallback: "" },
        }),
      ),
      views: { emoji: EmojiView },
      editable: false,
    });
    expect(screen.getByRole("img", { name: "thumbs up" })).toHaveTextContent("👍");
  });

  it("gives editors a button that opens the picker", async () => {
    await renderBlocksEditor({
      content: docWith(
        paragraphWith({
          type: "emoji",
          attrs: { name: "thumbs up", shortname: ":+1:", emojiId: "1f44d", fallback: "👍" },
        }),
      ),
      views: { emoji: EmojiView },
    });
    fire.click(screen.getByRole("button", { name: "thumbs up, choose another emoji" }));
    expect(screen.getByRole("dialog", { name: "Choose an emoji" })).toBeInTheDocument();
  });
});

describe("SmartButtonView", () => {
  it("shows its name and lets editors rename it (empty falls back to Smart Button)", async () => {
    const { editor } = await renderBlocksEditor({
      content: docWith({ type: "smartButton", attrs: { localId: "s1", data: { name: "Deploy" } } }),
      views: { smartButton: SmartButtonView },
    });
    expect(screen.getByRole("button", { name: "Deploy" })).toBeInTheDocument();
    fire.click(screen.getByRole("button", { name: "Rename the button" }));
    const field = screen.getByRole("textbox", { name: "Button name" });
    fire.change(field, { target: { value: "Release" } });
    fire.keyDown(field, { key: "Enter" });
    expect(nodeAttrs(editor, "smartButton")[0]?.data).toEqual({ name: "Release" });
    await settle();
    fire.click(screen.getByRole("button", { name: "Rename the button" }));
    const again = screen.getByRole("textbox", { name: "Button name" });
    fire.change(again, { target: { value: "  " } });
    fire.keyDown(again, { key: "Enter" });
    expect(nodeAttrs(editor, "smartButton")[0]?.data).toEqual({ name: "Smart Button" });
  });
});
