import { mentionsIn, newlyMentionedUserIds, withMentionText } from "@bearish/shared/editor/editor-mentions";
import type { PageKind } from "@bearish/shared/pages/page-targets";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import type { SessionActor } from "../../platform/session.repository";
import { type NewNotification, notify } from "../notifications/notifications.service";
import type { WorkspaceEvents } from "../workspaces/workspace-events";
import { workspaceAccess } from "../workspaces/workspaces.policy";
import { findPeople } from "../workspaces/workspaces.repository";
import { findCandidateMemberships, findPageCreator, findThreadAuthors } from "./page-notifications.repository";
import { htmlToPlainText } from "./page-text";
import { pageUrl } from "./pages.search";

/**
 * Notifications about pages (documents, wiki pages, whiteboards): `page.commented` for a new
 * comment or reply, `page.mentioned` when an edit of the content mentions someone for the first
 * time. Both run in the caller's write transaction (the notifications go out after its commit) and
 * only ever reach people who can read the page: active members of its workspace.
 */

/** The page a notification is about, as the page and collaboration features know it. */
export interface NotifiedPage {
  kind: PageKind;
  workspaceId: string;
  targetId: string;
  title: string;
  /** The wiki of a wiki page; null for documents and whiteboards. */
  wikiId: string | null;
}

/** Longest notification body (the card shows three lines of it). */
export const PAGE_NOTIFICATION_BODY_MAX = 200;

/** The text trimmed and cut at `PAGE_NOTIFICATION_BODY_MAX` characters (never inside a character). */
export function clampBody(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > PAGE_NOTIFICATION_BODY_MAX
    ? `${chars
        .slice(0, PAGE_NOTIFICATION_BODY_MAX - 1)
        .join("")
        .trimEnd()}…`
    : chars.join("");
}

const pageLabel = (page: NotifiedPage) => page.title.trim() || "an untitled page";
const linkOf = (page: NotifiedPage) => pageUrl(page.kind, page.workspaceId, page.targetId, page.wikiId);

/**
 * Those among `candidates` who can read the page now (one query): members of its workspace with a
 * role and an active account, as the workspace policy grants them. Non-members are never told,
 * even where a link or an organisation role would let them open the page.
 */
async function readersAmong(tx: Db, workspaceId: string, candidates: string[]): Promise<string[]> {
  const memberships = await findCandidateMemberships(tx, workspaceId, candidates);
  const readers = new Set(
    memberships
      .filter(
        (m) =>
          workspaceAccess(
            { userId: m.userId, role: m.orgRole },
            { role: m.memberRole },
            { generalAccess: m.generalAccess, isDeleted: false },
          ) !== null,
      )
      .map((m) => m.userId),
  );
  // In the candidates' order, so the notifications are written in a stable order.
  return [...new Set(candidates)].filter((id) => readers.has(id));
}

async function nameOf(tx: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const person = (await findPeople(tx, [userId])).get(userId);
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : "";
  return name || null;
}

/**
 * After a new comment or reply: tells the thread's other participants (its root's author and the
 * repliers) and the page's creator, if they can still read the page; never the commenter.
 */
export async function notifyPageComment(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  page: NotifiedPage,
  comment: { id: string; threadId: string | null; body: string },
): Promise<void> {
  const creator = await findPageCreator(tx, page.kind, page.targetId);
  const participants = comment.threadId ? await findThreadAuthors(tx, comment.threadId) : [];
  const candidates = [...participants, ...(creator ? [creator] : [])].filter((id) => id !== actor.userId);
  if (candidates.length === 0) return;
  const recipients = await readersAmong(tx, page.workspaceId, candidates);
  if (recipients.length === 0) return;
  const who = (await nameOf(tx, actor.userId)) ?? "Someone";
  const title = comment.threadId
    ? `${who} replied to a comment on ${pageLabel(page)}`
    : `${who} commented on ${pageLabel(page)}`;
  const details = {
    workspaceId: page.workspaceId,
    kind: page.kind,
    targetId: page.targetId,
    commentId: comment.id,
    threadId: comment.threadId ?? comment.id,
  };
  await notify(
    tx,
    events,
    recipients.map(
      (userId): NewNotification => ({
        userId,
        actorId: actor.userId,
        kind: "page.commented",
        title,
        body: clampBody(comment.body),
        link: linkOf(page),
        details,
      }),
    ),
    ctx.clock.now(),
  );
}

/** The line of the page's text where a person is mentioned (names written as `@Label`), or "". */
function mentionLine(lines: string[], label: string): string {
  if (!label) return "";
  return lines.find((line) => line.includes(`@${label}`)) ?? "";
}

/**
 * After the content of a document or wiki page changed from `before` to `after` (HTML): tells the
 * people `after` mentions and `before` did not, if they can read the page, once each. `actorId` is
 * whoever made the edit when one person is known (never told of their own mention), else null.
 * Whiteboards have no mentions.
 */
export async function notifyPageMentions(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actorId: string | null,
  page: NotifiedPage,
  before: string,
  after: string,
): Promise<void> {
  if (page.kind === "whiteboard") return;
  const mentioned = newlyMentionedUserIds(before, after).filter((id) => id !== actorId);
  if (mentioned.length === 0) return;
  const recipients = await readersAmong(tx, page.workspaceId, mentioned);
  if (recipients.length === 0) return;
  const who = await nameOf(tx, actorId);
  const title = who ? `${who} mentioned you in ${pageLabel(page)}` : `You were mentioned in ${pageLabel(page)}`;
  const labels = new Map(mentionsIn(after).map((m) => [m.userId, m.label]));
  const lines = htmlToPlainText(withMentionText(after)).split("\n");
  await notify(
    tx,
    events,
    recipients.map(
      (userId): NewNotification => ({
        userId,
        actorId,
        kind: "page.mentioned",
        title,
        body: clampBody(mentionLine(lines, labels.get(userId) ?? "")),
        link: linkOf(page),
        details: { workspaceId: page.workspaceId, kind: page.kind, targetId: page.targetId },
      }),
    ),
    ctx.clock.now(),
  );
}
