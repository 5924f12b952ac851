import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

describe("account menu", () => {
  it("shows the user, the menu entries and logs out: token gone, info toast, login page", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      "POST /api/user/auth/logout": ok({}, "Logged out successfully"),
    });
    window.localStorage.setItem("accessToken", "legacy");
    const { router } = renderApp("/en", { token: "tok" });

    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(menu).getByText("grace@example.com")).toBeInTheDocument();
    expect(within(menu).getByText("Self-hosted")).toBeInTheDocument();
    for (const entry of ["Legal", "Support", "Settings"]) {
      expect(within(menu).getByRole("menuitem", { name: entry })).toBeInTheDocument();
    }
    expect(within(menu).getByRole("menuitemradio", { name: "Online" })).toHaveAttribute("aria-checked", "true");

    await user.click(within(menu).getByRole("menuitem", { name: "Log out" }));

    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Logged out successfully");
    expect(toast.className).toMatch(/Info/);
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/login"));
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/user/auth/logout" && init?.method === "POST")).toBe(
      true,
    );
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
  });

  it("logs out locally even when the server cannot be reached", async () => {
    const user = userEvent.setup();
    mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      "POST /api/user/auth/logout": fail(503, "server.unavailable", "Down for maintenance"),
    });
    const { router } = renderApp("/en", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/login"));
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("changes presence through PUT status", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      "PUT /api/user/auth/status": ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { status: "doNotDisturb" };
        return ok(makeMe({ status: body.status }));
      },
    });
    renderApp("/en", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Do not disturb" }));
    await waitFor(() =>
      expect(screen.getByRole("menuitemradio", { name: "Do not disturb" })).toHaveAttribute("aria-checked", "true"),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/user/auth/status");
    expect(call?.[1]?.body).toBe('{"status":"doNotDisturb"}');
  });
});
