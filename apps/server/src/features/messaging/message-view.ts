import type { ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import {
  MESSAGE_CATEGORIES,
  type Message,
  type MessageCategory,
  type MessageFile,
  type Poll,
} from "@bearish/shared/messaging/message";
import { avatarFallback } from "@bearish/shared/users/avatar-rules";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import {
  type FileRow,
  type MessageRow,
  type PersonRow,
  type ReplyRow,
  selectMessageFiles,
  selectMessageRows,
  selectOthersReadSeq,
  selectPollVotes,
  selectReactions,
  selectReplyRows,
  selectUserStates,
} from "./message-view.repository";

/** A person's display name ("First Last"), or "Deleted user" when they are gone. */
export function personName(person: { firstName: string; lastName: string } | null): string {
  if (!person) return "Deleted user";
  return `${person.firstName} ${person.lastName}`.trim();
}

function presentSender(person: PersonRow | null): Message["sender"] {
  if (!person) return null;
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    avatar: person.avatar,
    avatar_fallBack: avatarFallback(person.firstName, person.lastName),
  };
}

const FILE_KINDS = new Set<MessageFile["kind"]>(["image", "video", "audio", "files"]);

function presentFile(ctx: AppContext, file: FileRow, platform: MessagingPlatform): MessageFile {
  const kind = FILE_KINDS.has(file.kind as MessageFile["kind"]) ? (file.kind as MessageFile["kind"]) : "files";
  const url = ctx.fileUrls.sign(file.uploadId).path;
  return {
    fileId: file.uploadId,
    fileName: file.fileName,
    fileType: file.fileType,
    fileSize: file.fileSize,
    fileUrl: url,
    // Images are their own thumbnail (the browser scales them); other kinds have none.
    thumbnailUrl: kind === "image" ? url : null,
    kind,
    timestamp: file.createdAt.toISOString(),
    content: "",
    platform,
  };
}

function presentPoll(
  stored: NonNullable<MessageRow["poll"]>,
  votes: { userId: string; optionId: string }[],
  viewerId: string | null,
): Poll {
  return {
    state: stored.state,
    question: stored.question,
    options: stored.options.map((option) => {
      const voterIds = votes.filter((v) => v.optionId === option.id).map((v) => v.userId);
      return { id: option.id, value: option.value, votes: voterIds.length, voterIds };
    }),
    myVote: viewerId === null ? null : (votes.find((v) => v.userId === viewerId)?.optionId ?? null),
  };
}

function presentReply(reply: ReplyRow | undefined): Message["replyTo"] {
  if (!reply) return null;
  const isDeleted = reply.deletedAt !== null;
  return {
    id: reply.id,
    preview: isDeleted ? "" : reply.plainText.slice(0, 200),
    senderId: reply.sender?.id ?? null,
    senderName: personName(reply.sender),
    isDeleted,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function categoryOf(value: string): MessageCategory {
  return (MESSAGE_CATEGORIES as readonly string[]).includes(value) ? (value as MessageCategory) : "default";
}

/**
 * Messages as `viewerId` sees them (messageSchema), in the order given (missing ids left out);
 * viewerId null = the neutral broadcast view (isMentioned/isStarred/isArchived false, status
 * "sent", poll.myVote null). Batched: a fixed number of queries whatever the count (senders,
 * attachments with signed URLs, reactions, poll votes with counts and voterIds, reply previews, the
 * viewer's stars/archives, seen status). A deleted message is a tombstone: no content, files,
 * reactions, mentions or poll. `fresh`: messages delivered in the caller's transaction, which have
 * no reactions, votes, marks or readers yet (files only when `isAttachment`), so those are not asked.
 */
export async function loadMessageViews(
  ctx: AppContext,
  db: Db,
  viewerId: string | null,
  messageIds: string[],
  options: { fresh?: boolean } = {},
): Promise<Message[]> {
  const rows = await selectMessageRows(db, [...new Set(messageIds)]);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // A message delivered in this very transaction has no reactions, votes or marks yet.
  const fresh = options.fresh === true;
  const replyIds = [...new Set(rows.flatMap((r) => (r.replyToId ? [r.replyToId] : [])))];
  const ownConversations = viewerId
    ? [...new Set(rows.filter((r) => r.sender?.id === viewerId && r.seq !== null).map((r) => r.conversationId))]
    : [];
  const [files, reactions, votes, replies, states, othersRead] = await Promise.all([
    selectMessageFiles(
      db,
      rows.filter((r) => r.isAttachment || !fresh).map((r) => r.id),
    ),
    fresh ? Promise.resolve([]) : selectReactions(db, ids),
    selectPollVotes(
      db,
      rows.filter((r) => r.poll !== null && !fresh).map((r) => r.id),
    ),
    selectReplyRows(db, replyIds),
    viewerId && !fresh ? selectUserStates(db, viewerId, ids) : Promise.resolve([]),
    viewerId && !fresh
      ? selectOthersReadSeq(db, viewerId, ownConversations)
      : Promise.resolve(new Map<string, number>()),
  ]);
  const presented = presentRows(ctx, rows, viewerId, { files, reactions, votes, replies, states, othersRead });
  const byId = new Map(presented.map((m) => [m.id, m]));
  return messageIds.flatMap((id) => byId.get(id) ?? []);
}

/** What `presentRows` needs beside the rows (each batch may be empty). */
interface RowExtras {
  files: FileRow[];
  reactions: { id: string; messageId: string; userId: string; emoji: string }[];
  votes: { messageId: string; userId: string; optionId: string }[];
  replies: ReplyRow[];
  states: { messageId: string; starred: boolean; archived: boolean }[];
  othersRead: Map<string, number>;
}

/**
 * A message delivered in the caller's transaction, presented from what its send already holds (the
 * stored row's values, its sender, its files and the message it replies to) without reading it
 * back: the neutral broadcast view, as `loadMessageViews(..., null, [id], { fresh: true })` gives.
 */
export function presentFreshMessage(
  ctx: AppContext,
  row: MessageRow,
  files: FileRow[],
  reply: ReplyRow | null,
): Message {
  const [message] = presentRows(ctx, [row], null, {
    files,
    reactions: [],
    votes: [],
    replies: reply ? [reply] : [],
    states: [],
    othersRead: new Map(),
  });
  if (!message) throw new Error(`message ${row.id} could not be presented`);
  return message;
}

function presentRows(ctx: AppContext, rows: MessageRow[], viewerId: string | null, extras: RowExtras): Message[] {
  const filesBy = groupBy(extras.files, (f) => f.messageId);
  const reactionsBy = groupBy(extras.reactions, (r) => r.messageId);
  const votesBy = groupBy(extras.votes, (v) => v.messageId);
  const replyById = new Map(extras.replies.map((r) => [r.id, r]));
  const stateBy = new Map(extras.states.map((s) => [s.messageId, s]));
  const othersRead = extras.othersRead;

  const presented: Message[] = [];
  for (const row of rows) {
    const platform = row.platform as MessagingPlatform;
    const deleted = row.deletedAt !== null;
    const senderId = row.sender?.id ?? null;
    const own = viewerId !== null && senderId === viewerId;
    const seen = row.seq !== null && (othersRead.get(row.conversationId) ?? 0) >= row.seq;
    const state = stateBy.get(row.id);
    presented.push({
      id: row.id,
      conversationId: row.conversationId,
      conversationType: row.conversationKind as ConversationType,
      platform,
      seq: row.seq,
      clientMessageId: row.clientMessageId,
      content: deleted ? "" : row.content,
      senderId,
      userId: senderId,
      sender: presentSender(row.sender),
      timestamp: row.createdAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      files: deleted ? [] : (filesBy.get(row.id) ?? []).map((f) => presentFile(ctx, f, platform)),
      reactions: deleted
        ? []
        : (reactionsBy.get(row.id) ?? []).map((r) => ({ id: r.id, userId: r.userId, emoji: r.emoji })),
      replyTo: row.replyToId ? presentReply(replyById.get(row.replyToId)) : null,
      teamId: null,
      isMentioned: !deleted && viewerId !== null && row.mentionedUserIds.includes(viewerId),
      mentions: deleted ? [] : row.mentions,
      isAttachment: row.isAttachment,
      isDraft: row.isDraft,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      pinned: row.pinnedAt !== null,
      pinnedAt: row.pinnedAt?.toISOString() ?? null,
      isStarred: state?.starred ?? false,
      isArchived: state?.archived ?? false,
      forwarded: deleted ? null : row.forwarded,
      category: categoryOf(row.category),
      // The reader sees others' messages as received; the sender sees "seen" once someone read it.
      status: viewerId === null ? "sent" : !own ? "received" : seen ? "received" : "sent",
      isDeleted: deleted,
      poll: deleted || !row.poll ? null : presentPoll(row.poll, votesBy.get(row.id) ?? [], viewerId),
    });
  }
  return presented;
}
