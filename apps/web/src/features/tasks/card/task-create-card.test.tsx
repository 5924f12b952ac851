import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeMember, makeWorkspace } from "../../workspaces/workspace-fixtures";
import { TaskCreateCard } from "./task-create-card";
import { makeField, makeTaskDetail, WORKSPACE_ID } from "./task-fixtures";
import { renderCard } from "./test-utils";

const MONEY = makeField("MONEY", "Budget", { currency: "EUR" }, "0197e000-0000-7000-8000-000000000001");
const RATING = makeField("RATING", "Score", { max: 5 }, "0197e000-0000-7000-8000-000000000002");

function setup({
  defaults,
  onClose = vi.fn(),
}: {
  defaults?: Parameters<typeof TaskCreateCard>[0]["defaults"];
  onClose?: () => void;
} = {}) {
  const created: Record<string, unknown>[] = [];
  const elements: unknown[] = [];
  const fetchMock = mockApi({
    [`GET /api/workspace/${WORKSPACE_ID}`]: ok(makeWorkspace({ customFields: [MONEY, RATING], tags: ["release"] })),
    [`GET /api/members/${WORKSPACE_ID}/members`]: ok({ members: [makeMember()], total: 1 }),
    "POST /api/task": ({ init }) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      created.push(body);
      return ok(makeTaskDetail({ name: String(body.name) }));
    },
    [`PUT /api/task/${makeTaskDetail().id}/custom-element`]: ({ init }) => {
      elements.push(JSON.parse(String(init?.body)));
      return ok(makeTaskDetail());
    },
  });
  renderCard(<TaskCreateCard workspaceId={WORKSPACE_ID} defaults={defaults} onClose={onClose} />);
  return { created, elements, onClose, fetchMock };
}

const titleInput = () => screen.getByRole("textbox", { name: "Title" });

describe("TaskCreateCard", () => {
  it("starts with the spec's defaults: status To do, priority Medium, type Task, no due date", async () => {
    setup();
    expect(screen.getByRole("combobox", { name: /Status/ })).toHaveTextContent("To do");
    expect(screen.getByRole("combobox", { name: /Priority/ })).toHaveTextContent("Medium");
    expect(screen.getByRole("combobox", { name: /Task type/ })).toHaveTextContent("Task");
    expect(screen.getByLabelText("Due date")).toHaveValue("");
  });

  it("a board column's defaults preset the status and a due date of today (YYYY-MM-DD)", () => {
    setup({ defaults: { status: "inProgress", fromBoardColumn: true } });
    expect(screen.getByRole("combobox", { name: /Status/ })).toHaveTextContent("In progress");
    expect(screen.getByLabelText("Due date")).toHaveValue(dayjs().format("YYYY-MM-DD"));
  });

  it("with Create more on, the form resets and stays open; with it off, the card closes", async () => {
    const user = userEvent.setup();
    const { created, onClose } = setup();
    await user.click(screen.getByLabelText("Create more"));
    await user.type(titleInput(), "First");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name: "First", status: "todo", priority: "medium", taskType: "TASK" });
    await waitFor(() => expect(titleInput()).toHaveValue(""));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Create more"));
    await user.type(titleInput(), "Second");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(created[1]).toMatchObject({ name: "Second" });
  }, 30_000);

  it("a link with a non-http url shows Invalid_url on Apply and blocks Create", async () => {
    const user = userEvent.setup();
    const { created } = setup();
    await user.click(screen.getByRole("button", { name: "Add link" }));
    await user.click(screen.getByRole("textbox", { name: "URL" }));
    await user.paste("ftp://example.com");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid_url");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Invalid_url")).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.clear(screen.getByRole("textbox", { name: "URL" }));
    await user.click(screen.getByRole("textbox", { name: "URL" }));
    await user.paste("https://example.com/spec");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.links).toEqual([{ text: "https://example.com/spec", url: "https://example.com/spec" }]);
  }, 30_000);

  it("the money field keeps only digits and one decimal point, and is saved after create", async () => {
    const user = userEvent.setup();
    const { elements } = setup();
    const money = await screen.findByRole("textbox", { name: "Budget" });
    await user.type(money, "12a.3.4x");
    expect(money).toHaveValue("12.34");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(elements).toEqual([{ customElements: { [MONEY.id]: { money: "12.34" } } }]));
  });

  it("the rating field takes half steps up to the field's max", async () => {
    setup();
    await screen.findByTestId(`rating-value-${RATING.id}`);
    expect(
      screen.getAllByRole("radio", { name: /Star/ }).filter((r) => r.getAttribute("name") === `rating-${RATING.id}`),
    ).toHaveLength(10);
    // A click without pointer movement (jsdom has no layout for the hover position).
    fireEvent.click(screen.getByRole("radio", { name: "3.5 Stars" }));
    expect(screen.getByTestId(`rating-value-${RATING.id}`)).toHaveTextContent("3.5 / 5");
  });

  it("tags: Enter adds trimmed text, Backspace on empty removes the last, a search matching none says No Tag Found", async () => {
    const user = userEvent.setup();
    const { created } = setup();
    const input = screen.getByRole("textbox", { name: "Type a tag and press Enter" });
    const list = () => within(screen.getByRole("list", { name: "Tags" }));
    await user.type(input, "   {Enter}");
    expect(list().queryAllByRole("listitem")).toHaveLength(0);
    await user.type(input, "  launch  {Enter}");
    expect(list().getByText("launch")).toBeInTheDocument();
    expect(input).toHaveValue("");
    await user.type(input, "rel");
    expect(screen.queryByText("No Tag Found")).not.toBeInTheDocument();
    expect(screen.getByText("release")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "zzz");
    expect(screen.getByText("No Tag Found")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "work{Enter}");
    expect(
      list()
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["launch", "work"]);
    await user.type(input, "{Backspace}");
    expect(
      list()
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["launch"]);
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(created[0]?.tags).toEqual(["launch"]));
  });
});
