import type { Workspace } from "@bearish/shared/workspaces/workspace";
import type { WorkspaceMember } from "@bearish/shared/workspaces/workspace-members";
import { makeMe } from "../../test/fixtures";

const ME = makeMe();

/** Test data: a workspace as the server answers it, owned by the test user, with every ability. */
export function makeWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  const id = overrides.id ?? "0197b000-0000-7000-8000-000000000001";
  return {
    id,
    name: "Apollo",
    key: null,
    description: "Moon landing plans",
    website: null,
    source: "BEARISH",
    project_type: "SCRUM",
    ownerId: ME.id,
    owner: { id: ME.id, firstName: ME.firstName, lastName: ME.lastName, avatar: null, avatar_fallBack: "GH" },
    visibility: "PUBLIC",
    generalAccess: "restricted",
    appearance: { coverImage: null, coverImageId: null },
    members: [
      makeMember({ memberId: "m-owner", userId: ME.id, firstName: "Grace", lastName: "Hopper", role: "OWNER" }),
    ],
    memberCount: 1,
    customFields: [],
    tags: [],
    templates: [],
    appliedTemplate: null,
    integrations: [],
    columns: 1,
    connectedItems: [],
    reminders: [],
    videoReports: [],
    codeBlocks: [],
    files: [],
    mediaElements: [],
    internetBookmarks: [],
    tableOfContents: { items: [] },
    equations: [],
    buttons: [],
    syncElements: [],
    headingToggles: [],
    isArchived: false,
    isDeleted: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    isPinned: false,
    myRole: "OWNER",
    permissions: "owner",
    can: { edit: true, comment: true, manageMembers: true, changeGeneralAccess: true, archive: true, delete: true },
    ...overrides,
  };
}

export function makeMember(overrides: Partial<WorkspaceMember> = {}): WorkspaceMember {
  return {
    memberId: "m-1",
    userId: "0197a000-0000-7000-8000-00000000000a",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    avatar: null,
    avatar_fallBack: "AL",
    role: "VIEWER",
    permissions: "view",
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A workspace as a viewer sees it. */
export function viewerWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return makeWorkspace({
    ownerId: "someone-else",
    owner: { id: "someone-else", firstName: "Alan", lastName: "Turing", avatar: null, avatar_fallBack: "AT" },
    myRole: "VIEWER",
    permissions: "view",
    can: {
      edit: false,
      comment: false,
      manageMembers: false,
      changeGeneralAccess: false,
      archive: false,
      delete: false,
    },
    ...overrides,
  });
}

export const EMPTY_ITEMS = { components: [], whiteboard: [], document: [], wiki: [] };
