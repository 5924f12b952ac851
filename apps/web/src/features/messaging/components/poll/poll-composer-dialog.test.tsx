import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderExtras } from "./extras-test-utils";
import { PollComposerDialog } from "./poll-composer-dialog";

describe("PollComposerDialog", () => {
  it("sends the question and only the non-empty options", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderExtras(<PollComposerDialog open onClose={vi.fn()} onSubmit={onSubmit} />);

    const create = screen.getByRole("button", { name: "Create poll" });
    expect(create).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Question" }), "  Lunch?  ");
    await user.type(screen.getByRole("textbox", { name: "Option 1" }), "Pizza");
    // Option 2 stays empty; option 3 holds only spaces; option 4 has text.
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.type(screen.getByRole("textbox", { name: "Option 3" }), "   ");
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.type(screen.getByRole("textbox", { name: "Option 4" }), " Sushi ");
    expect(screen.getByText("4 of 20 options")).toBeInTheDocument();
    await user.click(create);

    expect(onSubmit).toHaveBeenCalledWith({ question: "Lunch?", options: [{ value: "Pizza" }, { value: "Sushi" }] });
  });

  it("removes an option row and stops adding at the limit", async () => {
    const user = userEvent.setup();
    renderExtras(<PollComposerDialog open onClose={vi.fn()} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Remove option 2" }));
    expect(screen.queryByRole("textbox", { name: "Option 2" })).not.toBeInTheDocument();
    for (let i = 0; i < 19; i++) fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    expect(screen.getByText("20 of 20 options")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add option" })).toBeDisabled();
  });
});
