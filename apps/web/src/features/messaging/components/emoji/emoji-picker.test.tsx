import { createTheme, ThemeProvider } from "@mui/material/styles";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderExtras } from "../poll/extras-test-utils";
import { EmojiPickerPopover, QUICK_REACTIONS } from "./emoji-picker";

describe("EmojiPickerPopover", () => {
  it("offers the quick reactions and loads emoji-mart's picker in the MUI palette's mode", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const onClose = vi.fn();
    renderExtras(
      <ThemeProvider theme={createTheme({ palette: { mode: "dark" } })}>
        <EmojiPickerPopover anchorEl={document.body} open onClose={onClose} onPick={onPick} />
      </ThemeProvider>,
    );
    const quick = screen.getByRole("group", { name: "Quick reactions" });
    expect([...quick.querySelectorAll("button")].map((b) => b.textContent)).toEqual([...QUICK_REACTIONS]);

    const host = await screen.findByTestId("emoji-mart-picker");
    // emoji-mart attaches its element once it has set itself up (asynchronously; slower on a busy machine).
    const picker = await waitFor(() => {
      const element = host.querySelector("em-emoji-picker") as
        | (HTMLElement & { props: Record<string, unknown> })
        | null;
      expect(element).not.toBeNull();
      return element;
    });
    expect(picker?.props.theme).toBe("dark");

    await user.click(screen.getByRole("button", { name: "React with 😂" }));
    expect(onPick).toHaveBeenCalledWith("😂");
    expect(onClose).toHaveBeenCalled();
  });
});
