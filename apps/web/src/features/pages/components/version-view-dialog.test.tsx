import type { PageVersion } from "@bearish/shared/pages/page-versions";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { API, DOC, renderPage } from "../test-utils";
import { VersionViewDialog } from "./version-view-dialog";

const VERSION_ID = "0197e100-0000-7000-8000-000000000001";
const attrs = (value: Record<string, unknown>) => JSON.stringify(value).replace(/"/g, "&quot;");

function version(content: string): PageVersion {
  return {
    id: VERSION_ID,
    title: "Launch plan",
    reason: "manual",
    label: "Before review",
    author: null,
    editors: [],
    createdAt: "2026-01-01T10:00:00.000Z",
    content,
  };
}

describe("version preview", () => {
  it("draws a callout block with its content, read-only", async () => {
    const content = `<p>Intro</p><bearish-callout data-attrs="${attrs({ type: "warning", bgColor: "#FFF8E1" })}"><p>Mind the gap</p></bearish-callout>`;
    mockApi({ [`GET ${API}/versions/${VERSION_ID}`]: ok(version(content)) });
    renderPage(
      <VersionViewDialog target={DOC} versionId={VERSION_ID} canEdit={false} onClose={() => {}} onRestore={() => {}} />,
    );
    const callout = await screen.findByRole("note", { name: /warning/i });
    expect(within(callout).getByText("Mind the gap")).toBeVisible();
    expect(screen.getByText("Intro")).toBeVisible();
    // Nothing in the preview can be edited, and the callout's own menu is not offered.
    const prose = document.querySelector(".ProseMirror");
    expect(prose).toHaveAttribute("contenteditable", "false");
    expect(document.querySelector("bearish-callout")).toBeNull();
  });
});
