import type { PageKind } from "@bearish/shared/pages/page-targets";
import type { WorkspaceMemberRole } from "@bearish/shared/workspaces/workspace-rules";
import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { pageComments } from "../../db/schema/pages";
import { users } from "../../db/schema/users";
import { documents, whiteboards, wikiPages } from "../../db/schema/workspace-items";
import { workspaceMembers, workspaces } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";

/** Who created the page (null when unknown or their account is gone). */
export async function findPageCreator(db: Db, kind: PageKind, targetId: string): Promise<string | null> {
  const table = kind === "document" ? documents : kind === "wiki_page" ? wikiPages : whiteboards;
  const [row] = await db.select({ createdBy: table.createdBy }).from(table).where(eq(table.id, targetId)).limit(1);
  return row?.createdBy ?? null;
}

/** The authors of a thread's live comments (its root and replies), each once. */
export async function findThreadAuthors(db: Db, rootId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ authorId: pageComments.authorId })
    .from(pageComments)
    .where(
      and(
        or(eq(pageComments.id, rootId), eq(pageComments.threadId, rootId)),
        isNull(pageComments.deletedAt),
        isNotNull(pageComments.authorId),
      ),
    );
  return rows.flatMap((r) => (r.authorId ? [r.authorId] : []));
}

/** A candidate's standing in a workspace: their organisation role and their member role. */
export interface CandidateMembership {
  userId: string;
  orgRole: string;
  memberRole: WorkspaceMemberRole;
  generalAccess: string;
}

/** Which of `userIds` (UUIDs) are active members of the live workspace, with their roles, in one query. */
export async function findCandidateMemberships(
  db: Db,
  workspaceId: string,
  userIds: string[],
): Promise<CandidateMembership[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      orgRole: users.role,
      memberRole: workspaceMembers.role,
      generalAccess: workspaces.generalAccess,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.userId, ids),
        eq(users.accountState, "active"),
        isNull(workspaces.deletedAt),
      ),
    );
  return rows.map((r) => ({ ...r, memberRole: r.memberRole as WorkspaceMemberRole }));
}
