import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

describe("login page", () => {
  it("shows Login failed with the server's reason and stays on the page", async () => {
    const user = userEvent.setup();
    mockApi({ "POST /api/user/auth/login": fail(401, "auth.invalid_credentials", "Invalid email or password") });
    const { router } = renderApp("/en/login");
    await user.type(await screen.findByLabelText("Email"), "nobody@example.com");
    await user.type(screen.getByLabelText("Password"), "Wrong-password1!");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Login failed");
    expect(toast).toHaveTextContent("Invalid email or password");
    expect(router.state.location.pathname).toBe("/en/login");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("signs in, applies the user's theme and language, and returns to the wanted page", async () => {
    const user = userEvent.setup();
    const me = makeMe({ preferences: { theme: "dark", language: "ar" } });
    mockApi({
      "POST /api/user/auth/login": ok({ token: "new-token", user: me }, "Logged in successfully"),
      "GET /api/user/auth/me": ok(me),
      "GET /api/user/auth/get-user-details/0197a000-0000-7000-8000-000000000001": ok({ ...me, personalEmail: null }),
    });
    const { router } = renderApp("/en/settings/basics");
    await user.type(await screen.findByLabelText("Email"), "grace@example.com");
    await user.type(screen.getByLabelText("Password"), "Correct-horse1!");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/ar/settings/basics"));
    expect(await screen.findByRole("heading", { level: 1, name: "الأساسيات" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(window.localStorage.getItem("token")).toBe("new-token");
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });

  it("links to signup and to the forgotten password page", async () => {
    renderApp("/en/login");
    expect(await screen.findByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/en/signup");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/en/forgot-password");
  });
});
