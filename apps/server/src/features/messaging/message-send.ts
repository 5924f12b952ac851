import type { ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import { MESSAGE_ERRORS, type Mention, type Message } from "@bearish/shared/messaging/message";
import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { userChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, invalid } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { findCloudUploadsVisibleTo } from "../cloud-storage/cloud-attachments.repository";
import { recordStoredFiles, type StoredFile } from "../uploads/uploads.service";
import type { WorkspaceEvents } from "../workspaces/workspace-events";
import { conversationNotFound } from "./conversation-access";
import type { ConversationRef } from "./conversation-access.repository";
import { loadConversationViewsForMembers } from "./conversation-view";
import { type CleanContent, cleanMessageContent } from "./message-content";
import { announceDelivery, type ConversationFacts } from "./message-notifications";
import { loadMessageViews, personName, presentFreshMessage } from "./message-view";
import {
  type FileRow,
  type MessageRow,
  type PersonRow,
  type ReplyRow,
  selectPeople,
  selectReplyRows,
} from "./message-view.repository";
import {
  advanceReadPointer,
  findMessage,
  findOwnUploads,
  insertAttachments,
  insertUnsentMessage,
  listMemberFacts,
  type MemberFacts,
  type MessageRecord,
  type NewAttachment,
  numberMessage,
  restoreDeletedMembers,
  takeNextSeqAsSender,
} from "./messages.repository";
import { indexMessage } from "./messages.search";

/** What a sender composed (JSON or multipart); `stored` are multipart files not yet recorded. */
export interface ComposedMessage {
  content: string;
  clientMessageId?: string | undefined;
  replyTo?: string | undefined;
  mentions: Mention[];
  fileIds: string[];
  stored: StoredFile[];
  isAttachment?: boolean | undefined;
  poll?: { question: string; options: { value: string }[] } | undefined;
}

/** A forwarded copy: where it came from and the files it carries over. */
export interface ForwardOrigin {
  forwarded: { messageId: string; fromName: string; fromConversationName: string };
  files: NewAttachment[];
}

export type SendMode = { kind: "send" } | { kind: "draft" } | { kind: "schedule"; at: Date };

/**
 * Thrown when a concurrent retry stored the same client id first (the unique index decided): the
 * transaction rolls back, and the caller answers the stored message instead.
 */
export class DuplicateClientMessage extends Error {
  constructor(readonly clientMessageId: string) {
    super("duplicate client message id");
  }
}

export const blockedConversation = () => new AppError("messaging.blocked", 403, MESSAGE_ERRORS.blocked);

export const facts = (c: ConversationRef): ConversationFacts => ({
  id: c.id,
  kind: c.kind,
  platform: c.platform,
  name: c.name,
});

/** A direct chat that another member has blocked takes no messages from the other side. */
export function refuseIfBlocked(conversation: ConversationRef, members: MemberFacts[], senderId: string): void {
  if (conversation.kind !== "chat" || members.length !== 2) return;
  if (members.some((m) => m.userId !== senderId && m.isBlocked)) throw blockedConversation();
}

/** The mentions that name members, with their names as the username. */
export function memberMentions(mentions: Mention[], members: MemberFacts[]): Mention[] {
  const byId = new Map(members.map((m) => [m.userId, m]));
  const kept: Mention[] = [];
  for (const mention of mentions) {
    const member = byId.get(mention.id);
    if (!member || kept.some((k) => k.id === mention.id)) continue;
    kept.push({ id: member.userId, username: personName(member) });
  }
  return kept;
}

/** The kind of a file in messages, from its recognised content type. */
export function fileKindOf(contentType: string): "image" | "video" | "audio" | "files" {
  if (contentType.startsWith("image/")) return "image";
  if (contentType.startsWith("video/")) return "video";
  if (contentType.startsWith("audio/")) return "audio";
  return "files";
}

export function linkAttachments(links: string[]): NewAttachment[] {
  return links.map((url) => ({ uploadId: null, kind: "link", fileName: url, fileType: "link", fileSize: 0, url }));
}

async function fileAttachments(
  ctx: AppContext,
  tx: Db,
  actor: SessionActor,
  composed: ComposedMessage,
): Promise<NewAttachment[]> {
  const fileIds = [...new Set(composed.fileIds)];
  const mine = await findOwnUploads(tx, actor.userId, fileIds);
  // Files picked from the cloud: the current bytes of any cloud file the sender may open.
  const others = fileIds.filter((id) => !mine.some((u) => u.id === id));
  const fromCloud = await findCloudUploadsVisibleTo(tx, actor.userId, others, ctx.clock.now());
  const own = [...mine, ...fromCloud];
  if (own.length !== fileIds.length) {
    throw invalid("A file to attach was not found", [
      { path: "body.fileIds", message: "Attach files you uploaded or cloud files you can open" },
    ]);
  }
  const byId = new Map(own.map((u) => [u.id, u]));
  const recorded = await recordStoredFiles(tx, actor, composed.stored, ctx.clock.now());
  return [...fileIds.flatMap((id) => byId.get(id) ?? []), ...recorded].map((u) => ({
    uploadId: u.id,
    kind: fileKindOf(u.contentType),
    fileName: u.originalName,
    fileType: u.contentType,
    fileSize: u.size,
    url: null,
  }));
}

async function requireReplyTarget(
  tx: Db,
  conversationId: string,
  replyTo: string | undefined,
): Promise<{ id: string; senderId: string | null } | null> {
  if (!replyTo) return null;
  const target = await findMessage(tx, replyTo);
  if (!target || target.conversationId !== conversationId || target.seq === null || target.deletedAt) {
    throw invalid("The message replied to is not in this conversation", [
      { path: "body.replyTo", message: "Reply to a message of this conversation" },
    ]);
  }
  return { id: target.id, senderId: target.senderId };
}

/** What delivery needs of a message it has just stored (so it does not read it back). */
export type DeliverableMessage = Pick<
  MessageRecord,
  "senderId" | "plainText" | "replyToId" | "mentionedUserIds" | "poll"
> & {
  seq?: number;
  replyAuthorId?: string | null;
  /** Presented (and indexed for search) by the send that stored it. */
  view?: Message;
};

/**
 * Stores a new message in a conversation whose row the caller has locked (in `tx`): a draft, a
 * scheduled message, or (mode send) a message delivered at once. A retried client id answers
 * the stored message's id with `created: false` and writes nothing.
 */
export async function createMessage(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  conversation: ConversationRef,
  actor: SessionActor,
  composed: ComposedMessage,
  mode: SendMode,
  origin?: ForwardOrigin,
): Promise<{ id: string; created: boolean; view?: Message }> {
  // A retried client id is caught by the unique index at the insert below (the whole transaction
  // then rolls back and the caller answers the stored message), so no lookup first.
  const clean: CleanContent = cleanMessageContent(composed.content);
  const replyTarget = await requireReplyTarget(tx, conversation.id, composed.replyTo);
  const replyToId = replyTarget?.id ?? null;
  const files = origin ? origin.files : await fileAttachments(ctx, tx, actor, composed);
  const poll =
    composed.poll && (composed.poll.question !== "" || composed.poll.options.length > 0)
      ? {
          state: "open" as const,
          question: composed.poll.question,
          options: composed.poll.options.map((o) => ({ id: newId(), value: o.value })),
        }
      : null;
  if (clean.plainText === "" && files.length === 0 && !poll && !origin) throw invalid(MESSAGE_ERRORS.empty);
  // A chat's members are few and all concern a message; of a channel's, only the sender and the
  // people it mentions or replies to (none to read when it does neither).
  const others = [...composed.mentions.map((m) => m.id), ...(replyTarget?.senderId ? [replyTarget.senderId] : [])];
  const members =
    conversation.kind === "chat"
      ? await listMemberFacts(tx, conversation.id)
      : others.length > 0
        ? await listMemberFacts(tx, conversation.id, [actor.userId, ...others])
        : [];
  if (mode.kind !== "draft") refuseIfBlocked(conversation, members, actor.userId);
  const mentions = memberMentions(composed.mentions, members);
  const id = newId();
  const now = ctx.clock.now();
  // A message sent now is presented from what is written here (never read back), and its search
  // entry is written before the conversation's row is taken: the row's lock (taken by numbering,
  // held to the commit) then covers only numbering and the insert, so sends queue briefly.
  let fresh: { sender: PersonRow | null; reply: ReplyRow | null } | null = null;
  if (mode.kind === "send") {
    const [[sender], [reply]] = await Promise.all([
      selectPeople(tx, [actor.userId]),
      replyToId ? selectReplyRows(tx, [replyToId]) : Promise.resolve([]),
    ]);
    fresh = { sender: sender ?? null, reply: reply ?? null };
    if (clean.plainText !== "") {
      const title = conversation.kind === "channel" ? conversation.name : personName(sender ?? null);
      await indexMessage(
        tx,
        {
          id,
          conversationId: conversation.id,
          kind: conversation.kind,
          platform: conversation.platform,
          plainText: clean.plainText,
          title,
        },
        now,
      );
    }
  }
  const seq = mode.kind === "send" ? await takeNextSeqAsSender(tx, conversation.id, id, actor.userId, now) : null;
  // Numbering also re-checks, under the lock, that the sender still belongs to a live conversation.
  if (seq === 0) throw conversationNotFound(conversation.kind);
  const stored = {
    id,
    conversationId: conversation.id,
    senderId: actor.userId,
    clientMessageId: composed.clientMessageId ?? null,
    content: clean.html,
    plainText: clean.plainText,
    replyToId,
    forwarded: origin?.forwarded ?? null,
    mentions,
    mentionedUserIds: mentions.map((m) => m.id),
    isAttachment: files.length > 0 || composed.isAttachment === true,
    isDraft: mode.kind === "draft",
    scheduledAt: mode.kind === "schedule" ? mode.at : null,
    poll,
    now,
  };
  const inserted = await insertUnsentMessage(tx, stored, seq);
  if (!inserted) throw new DuplicateClientMessage(composed.clientMessageId ?? "");
  const attachments = [...files, ...linkAttachments(clean.links)].map((a) => ({ ...a, id: newId() }));
  await insertAttachments(tx, { id, conversationId: conversation.id, senderId: actor.userId }, attachments, now);
  if (mode.kind !== "send" || seq === null || !fresh) return { id, created: true };
  const { now: _now, ...values } = stored;
  const row: MessageRow = {
    ...values,
    conversationKind: conversation.kind,
    platform: conversation.platform,
    seq,
    category: "default",
    pinnedAt: null,
    editedAt: null,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    sender: fresh.sender,
  };
  const fileRows: FileRow[] = attachments.flatMap((a) =>
    a.uploadId && a.kind !== "link"
      ? [
          {
            messageId: id,
            uploadId: a.uploadId,
            kind: a.kind,
            fileName: a.fileName,
            fileType: a.fileType,
            fileSize: a.fileSize,
            createdAt: now,
          },
        ]
      : [],
  );
  const view = await deliverMessage(ctx, tx, events, conversation, id, members, {
    senderId: actor.userId,
    plainText: clean.plainText,
    replyToId,
    replyAuthorId: replyTarget?.senderId ?? null,
    mentionedUserIds: mentions.map((m) => m.id),
    poll,
    seq,
    view: presentFreshMessage(ctx, row, fileRows, fresh.reply),
  });
  return { id, created: true, view };
}

/**
 * Delivers a stored message (new, draft or scheduled) in a conversation whose row the caller has
 * locked: it takes the next `seq`, becomes the conversation's latest, the sender's read pointer
 * moves to it, members who had deleted the chat get it back (and hear `new-chat`/`new-channel`),
 * it enters the search, and the conversation and the people it concerns are told after commit.
 */
export async function deliverMessage(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  conversation: ConversationRef,
  messageId: string,
  knownMembers?: MemberFacts[],
  known?: DeliverableMessage,
): Promise<Message> {
  const message = known ?? (await findMessage(tx, messageId));
  if (!message?.senderId) throw new Error(`message ${messageId} cannot be delivered`);
  const senderId = message.senderId;
  const members = knownMembers ?? (await listMemberFacts(tx, conversation.id));
  refuseIfBlocked(conversation, members, senderId);
  const now = ctx.clock.now();
  // A fresh send was numbered (and the sender's pointer moved) as it was stored.
  const seq = known?.seq ?? (await numberMessage(tx, conversation.id, messageId, now));
  if (known?.seq === undefined) await advanceReadPointer(tx, conversation.id, senderId, seq, now);
  // Only a chat can be deleted from someone's list (a channel is left or deleted for everyone).
  if (conversation.kind === "chat") {
    await announceRestored(tx, events, conversation, await restoreDeletedMembers(tx, conversation.id));
  }
  const sender = members.find((m) => m.userId === senderId);
  if (!known?.view) {
    await indexMessage(
      tx,
      {
        id: messageId,
        conversationId: conversation.id,
        kind: conversation.kind,
        platform: conversation.platform,
        plainText: message.plainText,
        title: conversation.kind === "channel" ? conversation.name : personName(sender ?? null),
      },
      now,
    );
  }
  const [view] = known?.view ? [known.view] : await loadMessageViews(ctx, tx, null, [messageId], { fresh: true });
  if (!view) throw new Error(`message ${messageId} vanished during delivery`);
  const replyAuthorId =
    known?.replyAuthorId !== undefined
      ? known.replyAuthorId
      : message.replyToId
        ? ((await findMessage(tx, message.replyToId))?.senderId ?? null)
        : null;
  await announceDelivery(ctx, tx, events, {
    conversation: facts(conversation),
    members,
    senderId,
    messageId,
    plainText: message.plainText,
    mentionedUserIds: message.mentionedUserIds,
    replyAuthorId,
    hasFiles: view.files.length > 0,
    hasPoll: message.poll !== null,
    view,
  });
  return view;
}

/** Members who had deleted the conversation see it again: each hears `new-chat` or `new-channel` with it as they see it. */
async function announceRestored(
  tx: Db,
  events: WorkspaceEvents,
  conversation: ConversationRef,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const name = conversation.kind === "chat" ? MESSAGING_EVENTS.newChat : MESSAGING_EVENTS.newChannel;
  const views = await loadConversationViewsForMembers(tx, conversation.id, userIds);
  for (const [userId, view] of views) events.add(userChannel(userId), name, { conversation: view });
}

/** A message's facts as the access check needs them: its conversation type and platform. */
export function routeOf(message: Pick<MessageRecord, "conversationKind" | "platform">): {
  type: ConversationType;
  platform: MessagingPlatform;
} {
  return { type: message.conversationKind, platform: message.platform as MessagingPlatform };
}
