import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

function setup() {
  const me = makeMe();
  const profileBodies: unknown[] = [];
  const fetchMock = mockApi({
    "GET /api/user/auth/me": ok(me),
    "GET /api/user/auth/get-user-details/0197a000-0000-7000-8000-000000000001": ok({ ...me, personalEmail: null }),
    "PUT /api/user/auth/profile": ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { preferences?: Partial<typeof me.preferences> };
      profileBodies.push(body);
      return ok({ ...me, preferences: { ...me.preferences, ...body.preferences } });
    },
  });
  return { fetchMock, profileBodies };
}

describe("settings basics", () => {
  it("switches to the dark theme, remembers it locally and saves it to the account", async () => {
    const user = userEvent.setup();
    const { profileBodies } = setup();
    renderApp("/en/settings/basics", { token: "tok" });
    const dark = await screen.findByRole("radio", { name: "Dark" });
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();

    await user.click(dark);

    expect(dark).toBeChecked();
    expect(window.localStorage.getItem("theme")).toBe("dark");
    await waitFor(() => expect(profileBodies).toContainEqual({ preferences: { theme: "dark" } }));
  });

  it("switches language to Arabic: same page under /ar, right to left, saved to the account", async () => {
    const user = userEvent.setup();
    const { profileBodies } = setup();
    const { router } = renderApp("/en/settings/basics", { token: "tok" });
    await user.click(await screen.findByRole("combobox", { name: /Language/ }));
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "العربية" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/ar/settings/basics"));
    expect(await screen.findByRole("heading", { level: 1, name: "الأساسيات" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    await waitFor(() => expect(profileBodies).toContainEqual({ preferences: { language: "ar" } }));
  });
});
