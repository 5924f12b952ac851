import { avatarFallback } from "@bearish/shared/users/avatar-rules";
import type { CustomField } from "@bearish/shared/workspaces/custom-fields";
import type {
  GeneralAccess,
  ProjectType,
  Visibility,
  Workspace,
  WorkspaceContent,
} from "@bearish/shared/workspaces/workspace";
import type { Activity } from "@bearish/shared/workspaces/workspace-activity";
import type { WorkspaceMember } from "@bearish/shared/workspaces/workspace-members";
import {
  permissionsOfRole,
  type WorkspaceAccessLevel,
  type WorkspaceMemberRole,
} from "@bearish/shared/workspaces/workspace-rules";
import type { AppContext } from "../../platform/context";
import type { ActivityRecord } from "./activity.repository";
import type { MemberRecord } from "./members.repository";
import type { ContentRecord, CustomFieldRecord } from "./workspace-settings.repository";
import { workspaceAbilities } from "./workspaces.policy";
import type { PersonSummary, WorkspaceRecord } from "./workspaces.repository";

// Stored enum values are written only through the shared schemas, so these casts restate what the
// database already holds.

export function presentMember(m: MemberRecord): WorkspaceMember {
  return {
    memberId: m.memberId,
    userId: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    avatar: m.avatar,
    avatar_fallBack: avatarFallback(m.firstName, m.lastName),
    role: m.role,
    permissions: permissionsOfRole(m.role),
    createdAt: m.createdAt.toISOString(),
  };
}

export function presentPerson(p: PersonSummary) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    avatar: p.avatar,
    avatar_fallBack: avatarFallback(p.firstName, p.lastName),
  };
}

export function presentActivity(a: ActivityRecord, actor: PersonSummary | undefined): Activity {
  return {
    id: a.id,
    workspaceId: a.workspaceId,
    actor: actor ? presentPerson(actor) : null,
    action: a.action as Activity["action"],
    targetType: a.targetType as Activity["targetType"],
    targetId: a.targetId,
    summary: a.summary,
    details: a.details,
    createdAt: a.createdAt.toISOString(),
  };
}

export function presentCustomField(f: CustomFieldRecord): CustomField {
  return {
    id: f.id,
    name: f.name,
    type: f.type,
    options: f.options,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  } as CustomField;
}

export function presentContent(c: ContentRecord): WorkspaceContent {
  return {
    id: c.id,
    type: c.type,
    data: c.data,
    position: c.position,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Everything a workspace answer is built from, loaded by the service in a few batched queries. */
export interface WorkspaceView {
  workspace: WorkspaceRecord;
  owner: PersonSummary | undefined;
  members: MemberRecord[];
  memberCount: number;
  customFields: CustomFieldRecord[];
  isPinned: boolean;
  myRole: WorkspaceMemberRole | null;
  access: WorkspaceAccessLevel;
  /** Only for a single workspace: */
  detail?: {
    activity: Activity[];
    content: ContentRecord[];
    wikis: { id: string; name: string; pages: { id: string; title: string }[] }[];
  };
}

export function presentWorkspace(ctx: AppContext, view: WorkspaceView): Workspace {
  const w = view.workspace;
  const owner = view.owner ?? { id: w.ownerId, firstName: "Unknown", lastName: "", avatar: null };
  return {
    id: w.id,
    name: w.name,
    key: w.key,
    description: w.description,
    website: w.website,
    source: "BEARISH",
    project_type: w.projectType as ProjectType,
    ownerId: w.ownerId,
    owner: presentPerson(owner),
    visibility: w.visibility as Visibility,
    generalAccess: w.generalAccess as GeneralAccess,
    appearance: {
      coverImage: w.coverUploadId ? ctx.fileUrls.sign(w.coverUploadId).path : null,
      coverImageId: w.coverUploadId,
    },
    members: view.members.map(presentMember),
    memberCount: view.memberCount,
    ...(view.detail ? { content: view.detail.content.map(presentContent) } : {}),
    customFields: view.customFields.map(presentCustomField),
    tags: w.tags,
    templates: [],
    appliedTemplate: null,
    integrations: [],
    ...(view.detail ? { activity: view.detail.activity } : {}),
    columns: w.columns,
    connectedItems: [],
    ...(view.detail ? { wikis: view.detail.wikis } : {}),
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
    isArchived: w.isArchived,
    isDeleted: w.deletedAt !== null,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    isPinned: view.isPinned,
    myRole: view.myRole,
    permissions: view.access,
    can: workspaceAbilities(view.access),
  };
}
