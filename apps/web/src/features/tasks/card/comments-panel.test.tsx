import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeMember } from "../../workspaces/workspace-fixtures";
import { CommentsPanel } from "./comments-panel";
import { TASK_ID, WORKSPACE_ID } from "./task-fixtures";
import { renderCard } from "./test-utils";

const members = [
  makeMember({
    memberId: "m1",
    userId: "0197a000-0000-7000-8000-00000000000a",
    firstName: "Ada",
    lastName: "Lovelace",
  }),
  makeMember({
    memberId: "m2",
    userId: "0197a000-0000-7000-8000-00000000000b",
    firstName: "Alan",
    lastName: "Turing",
    email: "alan@example.com",
  }),
  makeMember({
    memberId: "m3",
    userId: "0197a000-0000-7000-8000-00000000000c",
    firstName: "Barbara",
    lastName: "Liskov",
    email: "bl@example.com",
  }),
  // Contains "al" but does not start with it: must not be suggested for "@al".
  makeMember({
    memberId: "m4",
    userId: "0197a000-0000-7000-8000-00000000000d",
    firstName: "Donald",
    lastName: "Knuth",
    email: "dk@example.com",
  }),
];

function setup() {
  const posted: unknown[] = [];
  mockApi({
    [`GET /api/members/${WORKSPACE_ID}/members`]: ok({ members, total: members.length }),
    [`GET /api/task/${TASK_ID}/comments`]: ok([]),
    [`POST /api/task/${TASK_ID}/comments`]: ({ init }) => {
      const { body } = JSON.parse(String(init?.body)) as { body: string };
      posted.push(body);
      return ok({
        id: `c${posted.length}`,
        taskId: TASK_ID,
        body,
        author: null,
        mentions: [],
        createdAt: "2026-01-02T00:00:00.000Z",
        updatedAt: "2026-01-02T00:00:00.000Z",
        edited: false,
      });
    },
  });
  renderCard(<CommentsPanel taskId={TASK_ID} workspaceId={WORKSPACE_ID} canComment />);
  return { posted };
}

describe("CommentsPanel mentions", () => {
  it("suggests members whose names start with the query, picks with the keyboard, Enter posts", async () => {
    const user = userEvent.setup();
    const { posted } = setup();
    await screen.findByText("No comments yet");
    const box = screen.getByRole("combobox", { name: "Comment" });
    await user.type(box, "Thanks @al");
    const list = await screen.findByRole("listbox", { name: "People to mention" });
    const found = within(list).getAllByRole("option");
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveTextContent("Alan Turing");

    await user.clear(box);
    await user.type(box, "@l");
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    // Last names count too: Lovelace and Liskov start with "l"; Donald (contains l) does not.
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent("Ada Lovelace");
    expect(options[1]).toHaveTextContent("Barbara Liskov");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(within(screen.getByRole("listbox")).getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("@Barbara Liskov ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.type(box, "please look{Shift>}{Enter}{/Shift}thanks");
    expect(box).toHaveValue("@Barbara Liskov please look\nthanks");
    expect(posted).toEqual([]);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(posted).toEqual(["@Barbara Liskov please look\nthanks"]));
    await waitFor(() => expect(box).toHaveValue(""));
    expect(await screen.findByText(/please look/)).toBeInTheDocument();
  });
});
