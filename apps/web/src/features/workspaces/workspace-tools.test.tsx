import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { EMPTY_ITEMS, makeWorkspace } from "./workspace-fixtures";

function setup(extra: Parameters<typeof mockApi>[0], current = () => makeWorkspace({ tags: ["alpha"] })) {
  const workspace = current();
  mockApi({
    "GET /api/user/auth/me": ok(makeMe()),
    "GET /api/workspace": ok([workspace]),
    [`GET /api/workspace/${workspace.id}`]: () => ok(current()),
    [`GET /api/workspace/${workspace.id}/items`]: ok(EMPTY_ITEMS),
    ...extra,
  });
  renderApp(`/en/workspace/bearish/${workspace.id}`, { token: "tok" });
  return workspace;
}

describe("workspace tools and analytics", () => {
  it("tags: Enter adds trimmed non-empty text, Backspace on an empty input removes the last tag", async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const id = makeWorkspace().id;
    let tags = ["alpha"];
    setup(
      {
        [`POST /api/workspace/${id}/tags`]: ({ init }) => {
          const body = JSON.parse(String(init?.body)) as { tags: string[] };
          saved.push(body);
          tags = body.tags;
          return ok(makeWorkspace({ tags }));
        },
      },
      () => makeWorkspace({ tags }),
    );
    await user.click(await screen.findByRole("button", { name: "More actions for Apollo" }));
    await user.click(await screen.findByRole("menuitem", { name: "Tools" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Workspace tools" }));
    const input = dialog.getByRole("textbox", { name: "Type a tag and press Enter" });
    await user.type(input, "   {Enter}");
    expect(saved).toEqual([]);
    await user.type(input, "  beta  {Enter}");
    await waitFor(() => expect(saved).toEqual([{ tags: ["alpha", "beta"] }]));
    expect(input).toHaveValue("");
    expect(await dialog.findByText("beta")).toBeInTheDocument();
    await user.type(input, "{Backspace}");
    await waitFor(() => expect(saved).toEqual([{ tags: ["alpha", "beta"] }, { tags: ["alpha"] }]));
  });

  it("analytics shows the server's figures", async () => {
    const user = userEvent.setup();
    const id = makeWorkspace().id;
    setup({
      [`GET /api/workspace/${id}/analytics`]: ok({
        members: { total: 3, byRole: { OWNER: 1, EDITOR: 0, COMMENTER: 0, VIEWER: 2 } },
        items: {
          total: 7,
          byType: { Board: 4, List: 0, Checklist: 0, Whiteboard: 1, Document: 1, Wiki: 1 },
          wikiPages: 5,
        },
        activity: { perDay: [{ date: "2026-01-01", count: 2 }], total: 9, recent: [] },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "More actions for Apollo" }));
    await user.click(await screen.findByRole("menuitem", { name: "Analytics" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Workspace analytics" }));
    expect(await dialog.findByText("Members: 3")).toBeInTheDocument();
    expect(dialog.getByText("Items: 7")).toBeInTheDocument();
    expect(dialog.getByText("Changes in the last 30 days: 9")).toBeInTheDocument();
    expect(dialog.getByText("Board").previousSibling).toHaveTextContent("4");
    expect(dialog.getByText("Pages").previousSibling).toHaveTextContent("5");
  });
});
