import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../../app/i18n/i18n";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { EMPTY_PANEL_FILTERS, type TaskPanelFilters } from "./filter-params";
import { GlobalFilterButton, GlobalFilterPanel } from "./global-filter-panel";

function person(n: number, firstName: string): UserWithExpansions {
  const me = makeMe();
  return {
    ...me,
    id: `0197a000-0000-7000-8000-0000000001${String(n).padStart(2, "0")}`,
    firstName,
    lastName: "Tester",
    email: `${firstName.toLowerCase()}@bearish.test`,
    avatar_fallBack: `${firstName[0]}T`,
  } as UserWithExpansions;
}

const PEOPLE = ["Ada", "Alan", "Barbara", "Claude", "Edsger", "Frances"].map((name, i) => person(i, name));

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function mockPeople() {
  return mockApi({
    "GET /api/user/auth/all-users": ({ url }) => {
      const search = new URL(url, "http://x").searchParams.get("search")?.toLowerCase() ?? "";
      const found = PEOPLE.filter((p) => `${p.firstName} ${p.lastName} ${p.email}`.toLowerCase().includes(search));
      return ok(found);
    },
  });
}

function renderPanel(value: TaskPanelFilters = EMPTY_PANEL_FILTERS) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(<GlobalFilterPanel open value={value} onApply={onApply} onClose={onClose} tagOptions={["backend"]} />, {
    wrapper,
  });
  return { onApply, onClose, panel: screen.getByRole("dialog", { name: "Filters" }) };
}

describe("GlobalFilterPanel", () => {
  it("applies the chosen chips, people, sub-issues and switches", async () => {
    mockPeople();
    const user = userEvent.setup();
    const { onApply, onClose, panel } = renderPanel();

    const status = within(panel).getByRole("region", { name: "Status" });
    await user.click(within(status).getByRole("button", { name: "To do" }));
    await user.click(within(status).getByRole("button", { name: "In progress" }));
    expect(within(status).getByRole("button", { name: "To do" })).toHaveAttribute("aria-pressed", "true");
    const priority = within(panel).getByRole("region", { name: "Priority" });
    await user.click(within(priority).getByRole("button", { name: "Urgent" }));
    const tags = within(panel).getByRole("region", { name: "Tag" });
    // The workspaces' own tags are offered beside the default ones.
    await user.click(within(tags).getByRole("button", { name: "backend" }));

    const assignee = within(panel).getByRole("group", { name: "Assignee" });
    await user.click(within(assignee).getByRole("button", { name: "Me" }));
    await user.click(await within(assignee).findByRole("button", { name: /Ada Tester/ }));

    await user.click(within(panel).getByRole("combobox", { name: "Sub-issues" }));
    await user.click(await screen.findByRole("option", { name: "Hide sub-issues" }));
    await user.click(within(panel).getByRole("switch", { name: /At risk/ }));

    await user.click(within(panel).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_PANEL_FILTERS,
      status: ["todo", "inProgress"],
      priority: ["urgent"],
      tag: ["backend"],
      assignee: ["me", PEOPLE[0]?.id],
      subIssues: "hide",
      atRisk: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("applies date presets and custom ranges", async () => {
    mockPeople();
    const user = userEvent.setup();
    const { onApply, panel } = renderPanel();
    await user.click(within(panel).getByRole("combobox", { name: "Due date" }));
    const presets = await screen.findAllByRole("option");
    expect(presets.map((option) => option.textContent)).toEqual([
      "Any time",
      "Today",
      "This week",
      "Last 7 days",
      "This month",
      "Overdue",
      "No due date",
      "Custom range",
    ]);
    await user.click(screen.getByRole("option", { name: "This week" }));
    await user.click(within(panel).getByRole("combobox", { name: "Created on" }));
    await user.click(await screen.findByRole("option", { name: "Custom range" }));
    // A date input takes its whole value at once in a browser's date picker.
    fireEvent.change(within(panel).getByLabelText("Created on: From"), { target: { value: "2025-03-01" } });
    await user.click(within(panel).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_PANEL_FILTERS,
      dueDate: { preset: "thisWeek", from: null, to: null },
      createdOn: { preset: "custom", from: "2025-03-01", to: null },
    });
  });

  it("Clear all empties every filter at once", async () => {
    mockPeople();
    const user = userEvent.setup();
    const { onApply, panel } = renderPanel({ ...EMPTY_PANEL_FILTERS, status: ["done"], delayed: true });
    expect(within(panel).getByRole("button", { name: "Done" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(panel).getByRole("button", { name: "Clear all" }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_PANEL_FILTERS);
    expect(within(panel).getByRole("button", { name: "Done" })).toHaveAttribute("aria-pressed", "false");
    expect(within(panel).getByRole("switch", { name: /Delayed/ })).not.toBeChecked();
  });

  it("pages people 4 at a time with wraparound, and says No User Found", async () => {
    mockPeople();
    const user = userEvent.setup();
    const { panel } = renderPanel();
    const creator = within(panel).getByRole("group", { name: "Creator" });
    expect(await within(creator).findByRole("button", { name: /Ada Tester/ })).toBeInTheDocument();
    expect(within(creator).queryByRole("button", { name: /Edsger/ })).not.toBeInTheDocument();
    expect(within(creator).getByText("1 of 2")).toBeInTheDocument();
    await user.click(within(creator).getByRole("button", { name: "Next people" }));
    expect(within(creator).getByRole("button", { name: /Edsger Tester/ })).toBeInTheDocument();
    await user.click(within(creator).getByRole("button", { name: "Next people" }));
    // Past the last page it wraps to the first.
    expect(within(creator).getByRole("button", { name: /Ada Tester/ })).toBeInTheDocument();
    await user.click(within(creator).getByRole("button", { name: "Previous people" }));
    expect(within(creator).getByText("2 of 2")).toBeInTheDocument();

    await user.type(within(creator).getByRole("textbox", { name: "Search people" }), "nobody");
    await waitFor(() => expect(within(creator).getByText("No User Found")).toBeInTheDocument());
  });
});

describe("GlobalFilterButton", () => {
  it("shows the number of active filters", () => {
    const { rerender } = render(<GlobalFilterButton count={3} onClick={() => {}} />, { wrapper });
    const button = screen.getByRole("button", { name: "Filter, 3 active" });
    expect(within(button).getByText("3")).toBeInTheDocument();
    rerender(<GlobalFilterButton count={0} onClick={() => {}} />);
    expect(screen.getByRole("button", { name: "Filter" })).toBeInTheDocument();
  });
});
