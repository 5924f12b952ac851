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

  it("lists the seven areas in the app switcher: Projects and Workspace open workspaces, Message the inbox, the rest disabled", async () => {
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
    expect(within(popover).getByText("Message").closest("a")).toHaveAttribute("href", "/en/message/your-message/inbox");
    for (const name of names.slice(2).filter((n) => n !== "Message")) {
      const button = within(popover).getByText(name).closest("button");
      expect(button).toBeDisabled();
    }
  });

  it("shows the inbox's unread messages on the Message area", async () => {
    const user = userEvent.setup();
    const unread = { id: "0197d000-0000-7000-8000-000000000001", unreadCount: 4, isMuted: false, isHide: false };
    mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      "GET /api/chats/bearish": ok([unread]),
      "GET /api/channels/bearish": ok([]),
    });
    renderApp("/en", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "Apps" }));
    const popover = await screen.findByRole("presentation");
    const message = within(popover).getByText("Message").closest("a") as HTMLElement;
    expect(await within(message).findByLabelText("Unread messages: 4")).toHaveTextContent("4");
  });
});
