import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createTestRealtime } from "../../test/fake-websocket";
import { mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

describe("realtime in the shell", () => {
  it("connects once signed in, subscribes to the user's own channel, and disconnects on logout", async () => {
    const user = userEvent.setup();
    const me = makeMe();
    mockApi({
      "GET /api/user/auth/me": ok(me),
      "POST /api/user/auth/logout": ok({}, "Logged out successfully"),
    });
    const realtime = createTestRealtime();
    renderApp("/en", { token: "tok", realtime: realtime.client });
    await waitFor(() => expect(realtime.sockets.length).toBeGreaterThan(0));
    const socket = realtime.latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: "subscribe", channel: `user:${me.id}` }]);
    expect(await screen.findByRole("status")).toHaveTextContent("Live updates connected");

    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(socket.closedByClient).toBe(1000);
    expect(realtime.client.getState().status).toBe("idle");
    expect(realtime.sockets).toHaveLength(1);
  });

  it("does not connect while signed out", async () => {
    const realtime = createTestRealtime();
    renderApp("/en/login", { realtime: realtime.client });
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(realtime.fetchTicket).not.toHaveBeenCalled();
  });
});
