import type { WorkspaceMemberRole } from "@bearish/shared/workspaces/workspace-rules";
import { describe, expect, it } from "vitest";
import {
  canArchiveWorkspace,
  canChangeMemberRole,
  canCreateWorkspace,
  canDeleteWorkspace,
  canEditWorkspace,
  canManageMembers,
  canReadWorkspace,
  canRemoveMember,
  listsEveryWorkspace,
  reachedByLinks,
  workspaceAbilities,
  workspaceAccess,
} from "./workspaces.policy";

const restricted = { generalAccess: "restricted", isDeleted: false };
const linked = { generalAccess: "anyone_with_link", isDeleted: false };
const actor = (role: string, userId = "me") => ({ role, userId });
const member = (role: WorkspaceMemberRole) => ({ role });

describe("workspaceAccess", () => {
  it.each([
    ["OWNER", "owner"],
    ["EDITOR", "edit"],
    ["COMMENTER", "comment"],
    ["VIEWER", "view"],
  ] as const)("gives a %s member %s", (role, access) => {
    for (const orgRole of ["USER", "MANAGER", "TEAM LEAD", "GUEST"]) {
      expect(workspaceAccess(actor(orgRole), member(role), restricted)).toBe(access);
    }
  });

  it("makes ADMIN the owner and AUDITOR a viewer everywhere, member or not", () => {
    expect(workspaceAccess(actor("ADMIN"), null, restricted)).toBe("owner");
    expect(workspaceAccess(actor("ADMIN"), member("VIEWER"), restricted)).toBe("owner");
    expect(workspaceAccess(actor("AUDITOR"), null, restricted)).toBe("view");
    expect(workspaceAccess(actor("AUDITOR"), member("EDITOR"), restricted)).toBe("view");
    expect(workspaceAccess(actor("AUDITOR"), member("OWNER"), linked)).toBe("view");
  });

  it("lets non-members in as viewers only through an open link, and never guests", () => {
    for (const orgRole of ["USER", "MANAGER", "TEAM LEAD"]) {
      expect(workspaceAccess(actor(orgRole), null, restricted)).toBeNull();
      expect(workspaceAccess(actor(orgRole), null, linked)).toBe("view");
    }
    expect(workspaceAccess(actor("GUEST"), null, linked)).toBeNull();
    expect(workspaceAccess(actor("GUEST"), null, restricted)).toBeNull();
  });

  it("hides a deleted workspace from everyone", () => {
    const deleted = { generalAccess: "anyone_with_link", isDeleted: true };
    for (const orgRole of ["ADMIN", "AUDITOR", "USER", "GUEST"]) {
      expect(workspaceAccess(actor(orgRole), member("OWNER"), deleted)).toBeNull();
    }
  });
});

describe("what each access allows", () => {
  it.each([
    ["owner", { read: true, edit: true, members: true, archive: true, delete: true }],
    ["edit", { read: true, edit: true, members: true, archive: false, delete: false }],
    ["comment", { read: true, edit: false, members: false, archive: false, delete: false }],
    ["view", { read: true, edit: false, members: false, archive: false, delete: false }],
    [null, { read: false, edit: false, members: false, archive: false, delete: false }],
  ] as const)("%s", (access, allowed) => {
    expect({
      read: canReadWorkspace(access),
      edit: canEditWorkspace(access),
      members: canManageMembers(access),
      archive: canArchiveWorkspace(access),
      delete: canDeleteWorkspace(access),
    }).toEqual(allowed);
    expect(workspaceAbilities(access).edit).toBe(allowed.edit);
    expect(workspaceAbilities(access).comment).toBe(access !== null && access !== "view");
  });

  it("lets everyone but guests and auditors create workspaces", () => {
    expect(["ADMIN", "MANAGER", "TEAM LEAD", "USER"].every(canCreateWorkspace)).toBe(true);
    expect(canCreateWorkspace("GUEST")).toBe(false);
    expect(canCreateWorkspace("AUDITOR")).toBe(false);
    expect(listsEveryWorkspace("ADMIN") && listsEveryWorkspace("AUDITOR")).toBe(true);
    expect(listsEveryWorkspace("MANAGER")).toBe(false);
    expect(reachedByLinks("GUEST")).toBe(false);
    expect(reachedByLinks("USER")).toBe(true);
  });
});

describe("member changes", () => {
  const viewerTarget = { userId: "them", role: "VIEWER" as const };
  const ownerTarget = { userId: "boss", role: "OWNER" as const };

  it("lets the owner, editors and ADMIN change roles, never the owner's", () => {
    expect(canChangeMemberRole("owner", viewerTarget)).toBe("allowed");
    expect(canChangeMemberRole("edit", viewerTarget)).toBe("allowed");
    expect(canChangeMemberRole("comment", viewerTarget)).toBe("forbidden");
    expect(canChangeMemberRole("view", viewerTarget)).toBe("forbidden");
    expect(canChangeMemberRole("owner", ownerTarget)).toBe("owner_protected");
    expect(canChangeMemberRole("view", ownerTarget)).toBe("forbidden");
  });

  it("lets members leave, managers remove others, nobody remove the owner", () => {
    expect(canRemoveMember(actor("USER", "them"), "view", viewerTarget)).toBe("allowed");
    expect(canRemoveMember(actor("USER", "me"), "view", viewerTarget)).toBe("forbidden");
    expect(canRemoveMember(actor("USER", "me"), "edit", viewerTarget)).toBe("allowed");
    expect(canRemoveMember(actor("ADMIN", "me"), "owner", ownerTarget)).toBe("owner_protected");
    expect(canRemoveMember(actor("USER", "boss"), "owner", ownerTarget)).toBe("owner_protected");
    expect(canRemoveMember(actor("AUDITOR", "them"), "view", viewerTarget)).toBe("forbidden");
  });
});
