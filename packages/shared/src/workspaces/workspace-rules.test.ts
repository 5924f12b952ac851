import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { workspaceCreateBodySchema, workspaceUpdateBodySchema } from "./workspace";
import { addMemberBodySchema, updateMemberBodySchema } from "./workspace-members";
import {
  accessAtLeast,
  accessOfRole,
  isHttpUrl,
  isWorkspaceKey,
  matchesWorkspaceSearch,
  normalizeTags,
  permissionsOfRole,
  WORKSPACE_ACCESS_LEVELS,
} from "./workspace-rules";

describe("share roles", () => {
  it("map viewer/editor/commenter to view/edit/comment (spec §4); the owner edits", () => {
    expect(permissionsOfRole("VIEWER")).toBe("view");
    expect(permissionsOfRole("EDITOR")).toBe("edit");
    expect(permissionsOfRole("COMMENTER")).toBe("comment");
    expect(permissionsOfRole("OWNER")).toBe("edit");
    expect(accessOfRole("OWNER")).toBe("owner");
  });

  it("orders access owner > edit > comment > view", () => {
    expect(accessAtLeast("owner", "edit")).toBe(true);
    expect(accessAtLeast("edit", "owner")).toBe(false);
    expect(accessAtLeast("comment", "view")).toBe(true);
    expect(accessAtLeast("view", "comment")).toBe(false);
    expect(accessAtLeast(null, "view")).toBe(false);
    for (const level of WORKSPACE_ACCESS_LEVELS) expect(accessAtLeast(level, level)).toBe(true);
  });

  it("adds members as VIEWER by default and refuses REVOKE_ACCESS as a new member's role", () => {
    const userId = "0190a0b2-7c1d-7e3f-8a4b-5c6d7e8f9a0b";
    expect(addMemberBodySchema.parse({ userId })).toEqual({ userId, role: "VIEWER" });
    expect(addMemberBodySchema.safeParse({ userId, role: "REVOKE_ACCESS" }).success).toBe(false);
    expect(addMemberBodySchema.safeParse({ userId, role: "OWNER" }).success).toBe(false);
    expect(updateMemberBodySchema.parse({ role: "REVOKE_ACCESS" })).toEqual({ role: "REVOKE_ACCESS" });
  });
});

describe("tags", () => {
  it("trims, drops blanks and case-insensitive duplicates, keeping the first spelling", () => {
    expect(normalizeTags([" Work ", "work", "", "  ", "Urgent", "URGENT", "personal"])).toEqual([
      "Work",
      "Urgent",
      "personal",
    ]);
  });

  it("never keeps two tags equal ignoring case, nor blank ones (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 })), (tags) => {
        const result = normalizeTags(tags);
        const folded = result.map((t) => t.toLocaleLowerCase());
        expect(new Set(folded).size).toBe(result.length);
        for (const tag of result) expect(tag).toBe(tag.trim());
        expect(result.every((t) => t.length > 0)).toBe(true);
        expect(normalizeTags(result)).toEqual(result);
      }),
    );
  });
});

describe("workspace fields", () => {
  it("fills the spec's defaults: SCRUM, PUBLIC, 1 column, restricted", () => {
    expect(workspaceCreateBodySchema.parse({ name: "  Apollo  " })).toEqual({
      name: "Apollo",
      description: null,
      website: null,
      key: null,
      visibility: "PUBLIC",
      project_type: "SCRUM",
      columns: 1,
      generalAccess: "restricted",
      tags: [],
    });
  });

  it.each([
    [{ name: "" }, "Workspace name is required"],
    [{ name: "x".repeat(101) }, "Workspace name must be at most 100 characters"],
    [{ name: "A", website: "javascript:alert(1)" }, "Website must be an http or https URL"],
    [{ name: "A", website: "ftp://files.example" }, "Website must be an http or https URL"],
    [{ name: "A", key: "TOO-LONG-KEY" }, "Key must be 1 to 10 upper-case letters or digits"],
    [{ name: "A", columns: 7 }, "Columns must be between 1 and 6"],
    [{ name: "A", columns: 0 }, "Columns must be between 1 and 6"],
    [{ name: "A", tags: ["x".repeat(51)] }, "A tag must be at most 50 characters"],
    [{ name: "A", tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }, "A workspace has at most 100 tags"],
  ])("refuses %j with %s", (body, message) => {
    const result = workspaceCreateBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("upper-cases keys and treats empty optional texts as none", () => {
    const parsed = workspaceUpdateBodySchema.parse({ key: "ab12", website: "", description: "  " });
    expect(parsed).toEqual({ key: "AB12", website: null, description: null });
  });

  it("checks URLs and keys", () => {
    expect(isHttpUrl("https://bearish.example/x")).toBe(true);
    expect(isHttpUrl("http://localhost:3000")).toBe(true);
    expect(isHttpUrl("mailto:a@b.c")).toBe(false);
    expect(isHttpUrl("not a url")).toBe(false);
    expect(isWorkspaceKey("APOLLO1")).toBe(true);
    expect(isWorkspaceKey("apollo")).toBe(false);
    expect(isWorkspaceKey("")).toBe(false);
  });

  it("searches names case-insensitively by substring (spec §5)", () => {
    expect(matchesWorkspaceSearch({ name: "Apollo Launch" }, "LAUNCH")).toBe(true);
    expect(matchesWorkspaceSearch({ name: "Apollo Launch" }, "pollo la")).toBe(true);
    expect(matchesWorkspaceSearch({ name: "Apollo" }, "gemini")).toBe(false);
    expect(matchesWorkspaceSearch({ name: "Apollo" }, "  ")).toBe(true);
  });
});
