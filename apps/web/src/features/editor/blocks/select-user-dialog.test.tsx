import { screen, waitFor } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/fetch-mock";
import { fireEvent as fire, settle } from "../test-render";
import { renderWithProviders } from "./blocks-test-editor";
import { ada, alan, listReply } from "./people-test-data";
import { SelectUserDialog } from "./select-user-dialog";

describe("SelectUserDialog", () => {
  it("searches people and picks one with the keyboard", async () => {
    mockApi({ "GET /api/user/auth/all-users": listReply });
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<SelectUserDialog open onClose={onClose} onSelect={onSelect} />);
    expect(screen.getByRole("dialog", { name: "Select User" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));

    const search = screen.getByRole("combobox", { name: "Search people" });
    fire.change(search, { target: { value: "al" } });
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    expect(screen.getByRole("option", { name: /Alan Turing/ })).toHaveAttribute("aria-selected", "true");
    fire.keyDown(search, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: alan.id }));
    expect(onClose).toHaveBeenCalled();
  });

  it("moves through the list with the arrow keys", async () => {
    mockApi({ "GET /api/user/auth/all-users": listReply });
    const onSelect = vi.fn();
    renderWithProviders(<SelectUserDialog open onClose={() => {}} onSelect={onSelect} />);
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));
    const search = screen.getByRole("combobox", { name: "Search people" });
    fire.keyDown(search, { key: "ArrowDown" });
    fire.keyDown(search, { key: "ArrowDown" });
    fire.keyDown(search, { key: "ArrowDown" });
    fire.keyDown(search, { key: "ArrowUp" });
    await settle();
    expect(screen.getAllByRole("option")[2]).toHaveAttribute("aria-selected", "true");
    fire.click(screen.getByRole("option", { name: /Ada Lovelace/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: ada.id }));
  });

  it("says No User Found when nobody matches", async () => {
    mockApi({ "GET /api/user/auth/all-users": listReply });
    renderWithProviders(<SelectUserDialog open onClose={() => {}} onSelect={() => {}} />);
    fire.change(screen.getByRole("combobox", { name: "Search people" }), { target: { value: "zzz" } });
    expect(await screen.findByText("No User Found")).toBeInTheDocument();
  });
});
