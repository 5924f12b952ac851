import type { PageAnchor, PageComment, PageCommentThread, PageSuggestion } from "@bearish/shared/pages/page-comments";
import type { PagePerson } from "@bearish/shared/pages/page-people";
import type { PageState } from "@bearish/shared/pages/page-state";
import { presentPerson } from "../workspaces/workspaces.presenter";
import type { PersonSummary } from "../workspaces/workspaces.repository";
import type { PageRole } from "./page-access";
import type { PageStateRecord } from "./page-access.repository";
import type { CommentRecord, SuggestionRecord } from "./page-comments.repository";

type People = Map<string, PersonSummary>;

export function personOf(people: People, id: string | null): PagePerson | null {
  const found = id ? people.get(id) : undefined;
  return found ? presentPerson(found) : null;
}

/** The public path of a published page in the web app. */
export const publicPagePath = (token: string) => `/p/${token}`;

export function presentPageState(
  view: { role: PageRole; canEdit: boolean; state: PageStateRecord | null },
  people: People,
): PageState {
  const s = view.state;
  return {
    role: view.role,
    canEdit: view.canEdit,
    locked: s?.lockedBy && s.lockedAt ? { by: personOf(people, s.lockedBy), at: s.lockedAt.toISOString() } : null,
    published:
      s?.publishToken && s.publishedAt
        ? {
            token: s.publishToken,
            path: publicPagePath(s.publishToken),
            hasPassword: s.publishPasswordHash !== null,
            expiresAt: s.publishExpiresAt?.toISOString() ?? null,
            publishedAt: s.publishedAt.toISOString(),
          }
        : null,
    archivedAt: s?.archivedAt?.toISOString() ?? null,
    bannerUrl: s?.bannerUrl ?? null,
  };
}

// Anchors are written only through the shared schema, so the cast restates what is stored.
export function presentComment(c: CommentRecord, people: People): PageComment {
  return {
    id: c.id,
    threadId: c.threadId,
    author: personOf(people, c.authorId),
    body: c.body,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function presentThread(root: CommentRecord, replies: CommentRecord[], people: People): PageCommentThread {
  return {
    ...presentComment(root, people),
    anchor: (root.anchor as PageAnchor | null) ?? null,
    resolvedAt: root.resolvedAt?.toISOString() ?? null,
    resolvedBy: personOf(people, root.resolvedBy),
    replies: replies.map((r) => presentComment(r, people)),
  };
}

export function presentSuggestion(s: SuggestionRecord, people: People): PageSuggestion {
  return {
    id: s.id,
    author: personOf(people, s.authorId),
    anchor: s.anchor as PageAnchor,
    quote: s.quote,
    replacement: s.replacement,
    status: s.status as PageSuggestion["status"],
    decidedBy: personOf(people, s.decidedBy),
    decidedAt: s.decidedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}
