import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../test/fetch-mock";
import { makeMe } from "../test/fixtures";
import { renderApp } from "../test/render-app";

describe("routes and locales", () => {
  it.each([
    ["/xx/login", "/en/login"],
    ["/login", "/en/login"],
  ])("sends %s to %s", async (from, to) => {
    const { router } = renderApp(from);
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(document.documentElement).toHaveAttribute("lang", "en");
  });

  it("sends / to the English home, and a signed-out visitor on to login", async () => {
    const { router } = renderApp("/");
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/en/login");
  });

  it("lays Arabic out right to left, in Arabic", async () => {
    renderApp("/ar/login");
    expect(await screen.findByRole("button", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
  });

  it("shows the 404 page with a link home for an unknown page", async () => {
    renderApp("/en/definitely-not-a-page");
    expect(await screen.findByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/en");
  });

  it("remembers the wanted page when a signed-out visitor is sent to login", async () => {
    const { router } = renderApp("/en/settings/basics");
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/en/login");
    expect(router.state.location.state).toEqual({ from: "/en/settings/basics" });
  });

  it("shows a signed-in user the home page with their name and the areas, the unbuilt ones not yet available", async () => {
    mockApi({ "GET /api/user/auth/me": ok(makeMe({ firstName: "Ada" })) });
    renderApp("/en", { token: "tok" });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeInTheDocument();
    for (const area of ["Projects", "Workspace", "Calls", "Email", "Message", "Calendar", "Trax"]) {
      expect(screen.getByRole("heading", { level: 3, name: area })).toBeInTheDocument();
    }
    // Projects and Workspace open the workspace area and Message the messaging center; the other four are not built yet.
    expect(screen.getAllByText("Not available yet")).toHaveLength(4);
  });

  it("goes back to login when the stored token is no longer accepted", async () => {
    mockApi({
      "GET /api/user/auth/me": {
        status: 401,
        body: {
          success: false,
          statusCode: 401,
          error: "Unauthorized",
          code: "auth.unauthenticated",
          message: "Sign in to continue",
        },
      },
    });
    const { router } = renderApp("/en/settings/basics", { token: "revoked" });
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/login"));
    expect(window.localStorage.getItem("token")).toBeNull();
  });
});
