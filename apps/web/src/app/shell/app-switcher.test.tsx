import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { APP_AREAS } from "./app-areas";

describe("shell", () => {
  it("offers search, tasks and workspace in the top menu, and calendar disabled until its area exists", async () => {
    mockApi({ "GET /api/user/auth/me": ok(makeMe()) });
    renderApp("/en", { token: "tok" });
    const nav = await screen.findByRole("navigation", { name: "Top menu" });
    expect(within(nav).getByRole("button", { name: "Search" })).toBeEnabled();
    expect(within(nav).getByRole("button", { name: "Calendar" })).toBeDisabled();
    expect(within(nav).getByRole("link", { name: "Tasks" })).toHaveAttribute("href", "/en/tasks");
    expect(within(nav).getByRole("link", { name: "Workspace" })).toHaveAttribute("href", "/en/workspace");
  });

  it("lists the seven areas in the app switcher: Projects and Workspace open workspaces, the rest disabled", async () => {
    const user = userEvent.setup();
    mockApi({ "GET /api/user/auth/me": ok(makeMe()) });
    renderApp("/en", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "Apps" }));
    const popover = await screen.findByRole("presentation");
    const names = ["Projects", "Workspace", "Calls", "Email", "Message", "Calendar", "Trax"];
    expect(APP_AREAS.map((area) => area.id)).toHaveLength(names.length);
    for (const name of ["Projects", "Workspace"]) {
      expect(within(popover).getByText(name).closest("a")).toHaveAttribute("href", "/en/workspace");
    }
    for (const name of names.slice(2)) {
      const button = within(popover).getByText(name).closest("button");
      expect(button).toBeDisabled();
    }
  });
});
