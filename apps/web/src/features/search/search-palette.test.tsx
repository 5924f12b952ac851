import type { SearchResult } from "@bearish/shared/search/search";
import type { UserDetails } from "@bearish/shared/users/users-api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

const GRACE_ID = "0197a000-0000-7000-8000-0000000000a1";
const GRETA_ID = "0197a000-0000-7000-8000-0000000000a2";
const WORKSPACE_ID = "0197a000-0000-7000-8000-0000000000b1";

const RESULT: SearchResult = {
  query: "gr",
  groups: [
    {
      kind: "person",
      hits: [
        {
          kind: "person",
          id: GRACE_ID,
          title: "Grace Hopper",
          snippet: "grace@bearish.demo grace bearish demo",
          url: `/people/${GRACE_ID}`,
        },
        {
          kind: "person",
          id: GRETA_ID,
          title: "Greta Garbo",
          snippet: "greta@bearish.demo greta bearish demo",
          url: `/people/${GRETA_ID}`,
        },
      ],
    },
    {
      kind: "workspace",
      hits: [
        {
          kind: "workspace",
          id: WORKSPACE_ID,
          title: "Growth",
          snippet: "Marketing experiments",
          url: `/workspace/${WORKSPACE_ID}`,
        },
      ],
    },
  ],
};

function details(id: string, firstName: string, lastName: string): UserDetails {
  return {
    ...makeMe({ id, firstName, lastName, fullName: `${firstName} ${lastName}` }),
    employmentStatus: null,
    jobTitle: null,
    departmentId: null,
    department: null,
    startDate: null,
  };
}

function setup(search: Parameters<typeof mockApi>[0][string]) {
  const fetchMock = mockApi({
    "GET /api/user/auth/me": ok(makeMe({ firstName: "Ada", lastName: "Lovelace" })),
    "GET /api/search": search,
    [`GET /api/user/auth/get-user-details/${GRACE_ID}`]: ok(details(GRACE_ID, "Grace", "Hopper")),
    [`GET /api/user/auth/get-user-details/${GRETA_ID}`]: ok(details(GRETA_ID, "Greta", "Garbo")),
  });
  const searches = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/search"));
  return { fetchMock, searches };
}

describe("search palette", () => {
  it("opens with Ctrl+K, groups the hits by kind, and Enter opens the first at /en/people/<id>", async () => {
    const user = userEvent.setup();
    const { searches } = setup(ok(RESULT));
    const { router } = renderApp("/en", { token: "tok" });
    await screen.findByRole("heading", { level: 1, name: "Welcome, Ada" });

    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Search everything" });
    const field = within(dialog).getByRole("combobox", { name: "Search everything" });
    await waitFor(() => expect(field).toHaveFocus());
    expect(
      within(dialog).getByText("Type to search people and, as they arrive, workspaces, tasks, messages and files"),
    ).toBeInTheDocument();

    await user.type(field, "gr");
    const people = await within(dialog).findByRole("group", { name: "People" });
    const workspaces = within(dialog).getByRole("group", { name: "Workspaces" });
    expect(
      within(people)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Grace Hoppergrace@bearish.demo", "Greta Garbogreta@bearish.demo"]);
    expect(within(workspaces).getByRole("option")).toHaveTextContent("GrowthMarketing experiments");
    // Debounced: one request for what was typed once typing paused, not one per key.
    expect(searches()).toEqual(["/api/search?q=gr"]);

    const first = within(people).getAllByRole("option")[0];
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(field).toHaveAttribute("aria-activedescendant", first?.id);

    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/people/${GRACE_ID}`));
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("moves with the arrow keys (wrapping), opens a hit on click, and closes on Escape", async () => {
    const user = userEvent.setup();
    setup(ok(RESULT));
    const { router } = renderApp("/en", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "Search" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("combobox"), "gr");
    await within(dialog).findByRole("group", { name: "People" });
    const selected = () => within(dialog).getByRole("option", { selected: true }).textContent;

    await user.keyboard("{ArrowDown}");
    expect(selected()).toMatch(/^Greta Garbo/);
    await user.keyboard("{ArrowDown}");
    expect(selected()).toMatch(/^Growth/);
    await user.keyboard("{ArrowDown}");
    expect(selected()).toMatch(/^Grace Hopper/);
    await user.keyboard("{ArrowUp}");
    expect(selected()).toMatch(/^Growth/);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/en");

    await user.keyboard("/");
    const again = await screen.findByRole("dialog");
    // Reopened empty; "/" typed in the field is text, not a shortcut.
    const field = within(again).getByRole("combobox");
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue("");
    await user.type(field, "/");
    expect(field).toHaveValue("/");
    await user.clear(field);
    await user.type(field, "gr");
    await user.click(await within(again).findByRole("option", { name: /Greta Garbo/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/people/${GRETA_ID}`));
  });

  it("says so when nothing matches, and shows a failed search", async () => {
    const user = userEvent.setup();
    let answer = ok({ query: "zzz", groups: [] });
    setup(() => answer);
    renderApp("/en", { token: "tok" });
    await screen.findByRole("heading", { level: 1, name: "Welcome, Ada" });
    await user.keyboard("{Meta>}k{/Meta}");
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("combobox"), "zzz");
    expect(await within(dialog).findByText("No results for “zzz”")).toBeInTheDocument();
    expect(within(dialog).queryByRole("listbox")).toBeNull();

    answer = fail(500, "server.error", "The index is rebuilding");
    await user.type(within(dialog).getByRole("combobox"), "y");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Search failed: The index is rebuilding");
  });

  it("opens from the top menu in Arabic with translated group titles", async () => {
    const user = userEvent.setup();
    setup(ok(RESULT));
    const { router } = renderApp("/ar", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "البحث" }));
    const dialog = await screen.findByRole("dialog", { name: "ابحث في كل شيء" });
    await user.type(within(dialog).getByRole("combobox"), "gr");
    expect(await within(dialog).findByRole("group", { name: "الأشخاص" })).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "مساحات العمل" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ar/people/${GRACE_ID}`));
  });
});
