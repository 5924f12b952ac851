import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { PickerPerson } from "./people";
import { renderCard } from "./test-utils";
import { UserPicker } from "./user-picker";

const NAMES = ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Claude Shannon", "Donald Knuth", "Edsger Dijkstra"];
const people: PickerPerson[] = NAMES.map((name, i) => {
  const [firstName = "", lastName = ""] = name.split(" ");
  return {
    id: `u${i}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    avatar: null,
    avatar_fallBack: "X",
  };
});

function Harness() {
  const [ids, setIds] = useState<string[]>([]);
  return <UserPicker people={people} selectedIds={ids} onChange={setIds} label="Assignees" />;
}

const shownNames = () =>
  within(screen.getByRole("list", { name: "Choose people" }))
    .getAllByRole("button")
    .map((b) => NAMES.find((n) => b.textContent?.includes(n)));

describe("UserPicker", () => {
  it("pages 4 people at a time with wraparound, searches names and emails, says No User Found", async () => {
    const user = userEvent.setup();
    renderCard(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Assignees" }));
    expect(shownNames()).toEqual(NAMES.slice(0, 4));
    expect(screen.getByText("1 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next people" }));
    expect(shownNames()).toEqual(NAMES.slice(4));
    await user.click(screen.getByRole("button", { name: "Next people" }));
    expect(shownNames()).toEqual(NAMES.slice(0, 4));
    await user.click(screen.getByRole("button", { name: "Previous people" }));
    expect(shownNames()).toEqual(NAMES.slice(4));

    const search = screen.getByRole("textbox", { name: "Search people" });
    await user.type(search, "KNUTH");
    expect(shownNames()).toEqual(["Donald Knuth"]);
    await user.clear(search);
    await user.type(search, "claude@");
    expect(shownNames()).toEqual(["Claude Shannon"]);
    await user.clear(search);
    await user.type(search, "nobody");
    expect(screen.getByText("No User Found")).toBeInTheDocument();
  });

  it("shows up to 3 avatars of the chosen people, then +n", async () => {
    const user = userEvent.setup();
    renderCard(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Assignees" }));
    for (const name of NAMES.slice(0, 4)) await user.click(screen.getByRole("button", { name: new RegExp(name) }));
    await user.keyboard("{Escape}");
    const trigger = screen.getByRole("button", { name: "Assignees" });
    expect(within(trigger).getAllByRole("img")).toHaveLength(3);
    expect(trigger).toHaveTextContent("+1");
  });
});
