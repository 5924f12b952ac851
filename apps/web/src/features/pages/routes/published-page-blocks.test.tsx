import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";

const attrs = (value: Record<string, unknown>) => JSON.stringify(value).replace(/"/g, "&quot;");
const ADA_ID = "0197a000-0000-7000-8000-00000000000a";

const PAGE = {
  kind: "document",
  title: "Launch plan",
  content: [
    `<p>State: <bearish-status data-attrs="${attrs({ title: "In review", color: "#2196F3" })}"></bearish-status>`,
    ` by <bearish-mention data-attrs="${attrs({ accountId: ADA_ID, label: "Ada Lovelace" })}"></bearish-mention></p>`,
    `<bearish-equation data-attrs="${attrs({ latex: "E = mc^2", displayMode: true })}"></bearish-equation>`,
    `<bearish-board data-attrs="${attrs({ boardId: "0197c000-0000-7000-8000-000000000001", tasks: [] })}"></bearish-board>`,
  ].join(""),
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("published page blocks", () => {
  it("draws atom blocks (status, equation, mention, board) for a visitor without signing in", async () => {
    const fetchMock = mockApi({ "GET /api/public/page/tok-blocks": ok(PAGE) });
    renderApp("/en/p/tok-blocks");
    expect(await screen.findByRole("heading", { name: "Launch plan" })).toBeVisible();
    // The status lozenge shows its title (an empty custom element would show nothing).
    await waitFor(() => expect(screen.getByTestId("status-block")).toHaveTextContent("In review"));
    // The equation is typeset by KaTeX.
    const equation = document.querySelector('[data-type="equation"] .katex');
    expect(equation).not.toBeNull();
    expect(equation?.textContent).toContain("mc");
    // A mention keeps its stored name; people are not looked up (a visitor has no session).
    expect(screen.getByTestId("mention-block")).toHaveTextContent("@Ada Lovelace");
    // Read-only and outside a workspace: nothing to edit, and only the public route was asked.
    expect(document.querySelector(".ProseMirror")).toHaveAttribute("contenteditable", "false");
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith("/api/public/page/"))).toBe(true);
  });
});
