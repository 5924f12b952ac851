import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { workspaceIdSchema } from "./workspace-ids";
import {
  DEFAULT_MEMBER_ROLE,
  GRANTABLE_ROLES,
  MEMBER_PERMISSIONS,
  SHARE_ROLES,
  WORKSPACE_MEMBER_ROLES,
} from "./workspace-rules";

/** Members list default page size (spec §9: default 20). */
export const MEMBERS_DEFAULT_LIMIT = 20;

export const workspaceMemberRoleSchema = z.enum(WORKSPACE_MEMBER_ROLES);
export const memberPermissionSchema = z.enum(MEMBER_PERMISSIONS);

/** A member as lists and the workspace answer show them (spec §3: memberId, userId, names, role...). */
export const workspaceMemberSchema = z.object({
  memberId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
  role: workspaceMemberRoleSchema,
  permissions: memberPermissionSchema,
  createdAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** `data` of `GET members/{id}/members` (spec §3: the list response has members and total). */
export const workspaceMembersPageSchema = z.object({
  members: z.array(workspaceMemberSchema),
  total: z.number().int(),
});
export type WorkspaceMembersPage = z.infer<typeof workspaceMembersPageSchema>;

export const membersQuerySchema = pageQuerySchema(MEMBERS_DEFAULT_LIMIT);

/** `POST members/{id}/members`: a new member, a VIEWER unless another share role is given. */
export const addMemberBodySchema = z.object({
  userId: z.uuid({ error: "userId must be a user's id" }),
  role: z
    .enum(GRANTABLE_ROLES, { error: `Role must be one of ${GRANTABLE_ROLES.join(", ")}` })
    .default(DEFAULT_MEMBER_ROLE),
});
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;

/** `PUT members/{id}/member/{memberId}`: a new share role; REVOKE_ACCESS removes the member. */
export const updateMemberBodySchema = z.object({
  role: z.enum(SHARE_ROLES, { error: `Role must be one of ${SHARE_ROLES.join(", ")}` }),
});
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const memberParamsSchema = z.object({ id: workspaceIdSchema, memberId: z.uuid("Invalid member id") });

/** `data` of a member update: the member, or `removed` when the role was REVOKE_ACCESS. */
export const memberChangeSchema = z.object({
  removed: z.boolean(),
  member: workspaceMemberSchema,
});
export type MemberChange = z.infer<typeof memberChangeSchema>;
