import type { Approval } from "@bearish/shared/tasks/task-approvals";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { makeMember } from "../../workspaces/workspace-fixtures";
import { ApprovalsPanel } from "./approvals-panel";
import { TASK_ID, WORKSPACE_ID } from "./task-fixtures";
import { renderCard } from "./test-utils";

const ME = makeMe();
const ada = {
  id: "0197a000-0000-7000-8000-00000000000a",
  firstName: "Ada",
  lastName: "Lovelace",
  avatar: null,
  avatar_fallBack: "AL",
};
const me = { id: ME.id, firstName: ME.firstName, lastName: ME.lastName, avatar: null, avatar_fallBack: "GH" };

function approval(overrides: Partial<Approval>): Approval {
  return {
    id: "a1",
    taskId: TASK_ID,
    workspaceId: WORKSPACE_ID,
    taskName: "Launch checklist",
    text: "Sign off the budget",
    status: "PENDING",
    requester: ada,
    approver: me,
    note: null,
    decidedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("ApprovalsPanel", () => {
  it("shows the server's counts per tab, and only the approver can approve a pending request", async () => {
    const user = userEvent.setup();
    const decisions: unknown[] = [];
    let list = [
      approval({ id: "a1", text: "Sign off the budget" }),
      approval({ id: "a2", text: "Approve the venue", approver: ada, requester: me }),
      approval({ id: "a3", text: "Old one", status: "APPROVED", decidedAt: "2026-01-01T01:00:00.000Z" }),
    ];
    const counts = () => ({
      APPROVED: list.filter((a) => a.status === "APPROVED").length + 4,
      PENDING: list.filter((a) => a.status === "PENDING").length,
      REJECTED: 7,
    });
    mockApi({
      [`GET /api/members/${WORKSPACE_ID}/members`]: ok({ members: [makeMember()], total: 1 }),
      [`GET /api/task/${TASK_ID}/approvals`]: () => ok({ approvals: list, counts: counts() }),
      [`POST /api/task/${TASK_ID}/approvals/a1/decision`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { decision: "APPROVED" };
        decisions.push(body);
        list = list.map((a) =>
          a.id === "a1" ? { ...a, status: body.decision, decidedAt: "2026-01-02T00:00:00.000Z" } : a,
        );
        return ok(list[0]);
      },
    });
    renderCard(<ApprovalsPanel taskId={TASK_ID} workspaceId={WORKSPACE_ID} canRequest />);
    expect(await screen.findByRole("tab", { name: "Approved (5)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Pending (2)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Rejected (7)" })).toBeInTheDocument();

    // Someone else's request to approve: no buttons for me.
    await user.click(screen.getByText("Approve the venue"));
    expect(screen.getByText("Only the approver can decide this request.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to all" }));

    await user.click(screen.getByText("Sign off the budget"));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(decisions).toEqual([{ decision: "APPROVED" }]));
    await user.click(await screen.findByRole("button", { name: "Back to all" }));
    expect(await screen.findByRole("tab", { name: "Approved (6)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Pending (1)" })).toBeInTheDocument();
  });
});
