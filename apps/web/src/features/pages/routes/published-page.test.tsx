import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";

const PAGE = {
  kind: "document",
  title: "Launch plan",
  content: '<h2>Goals</h2><p>Ship <strong>it</strong><img src=x onerror="alert(1)"></p><script>alert(2)</script>',
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("published page", () => {
  it("asks for the password, says when it is wrong, then shows the sanitized page without signing in", async () => {
    const user = userEvent.setup();
    const headers: (string | null)[] = [];
    const fetchMock = mockApi({
      "GET /api/public/page/tok-1": ({ init }) => {
        const sent = new Headers(init?.headers);
        headers.push(sent.get("authorization"));
        const password = sent.get("x-page-password");
        if (!password) return fail(401, "page.password_required", "This page needs a password");
        if (password !== "right") return fail(401, "page.password_incorrect", "Incorrect password");
        return ok(PAGE);
      },
    });
    renderApp("/en/p/tok-1");
    expect(await screen.findByRole("heading", { name: "Password required" })).toBeVisible();
    expect(screen.getByText("This page is password protected. Please enter a password.")).toBeVisible();
    const field = screen.getByLabelText("Password");
    await user.type(field, "wrong");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Incorrect password")).toBeVisible();
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "right");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("heading", { name: "Launch plan" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Goals" })).toBeVisible();
    const article = screen.getByRole("article");
    expect(article.innerHTML).not.toMatch(/onerror|<script/);
    // Read without a session: no bearer token, and a 401 here did not end a session.
    expect(headers.every((h) => h === null)).toBe(true);
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith("/api/public/page/"))).toBe(true);
  });

  it("says the page is not available when it is unpublished, expired or unknown", async () => {
    mockApi({ "GET /api/public/page/gone": fail(404, "page.not_found", "Not found") });
    renderApp("/en/p/gone");
    expect(await screen.findByRole("heading", { name: "This page is not available" })).toBeVisible();
  });

  it("reads in Arabic, right to left", async () => {
    mockApi({ "GET /api/public/page/tok-2": ok({ ...PAGE, title: "خطة الإطلاق" }) });
    renderApp("/ar/p/tok-2");
    expect(await screen.findByRole("heading", { name: "خطة الإطلاق" })).toBeVisible();
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
  });
});
