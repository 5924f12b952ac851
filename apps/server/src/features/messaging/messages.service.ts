import type { PageMeta } from "@bearish/shared/api/envelope";
import type { Conversation, ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import {
  CHANNEL_MESSAGES_PAGE_SIZE,
  CHAT_MESSAGES_PAGE_SIZE,
  MESSAGE_ERRORS,
  type Mention,
  type Message,
} from "@bearish/shared/messaging/message";
import { MESSAGING_EVENTS, type ReadStateEvent } from "@bearish/shared/messaging/messaging-events";
import { userChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, forbidden, invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { discardStoredFiles } from "../uploads/uploads.service";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { type ConversationAccess, refuseIfBlockedFor, requireConversationMember } from "./conversation-access";
import { loadConversationViews } from "./conversation-view";
import { cleanMessageContent } from "./message-content";
import { announceNewMentions, conversationEventsChannel } from "./message-notifications";
import {
  type ComposedMessage,
  createMessage,
  DuplicateClientMessage,
  deliverMessage,
  facts,
  linkAttachments,
  memberMentions,
  routeOf,
} from "./message-send";
import { loadMessageViews, personName } from "./message-view";
import {
  advanceReadPointer,
  deleteAllAttachments,
  deleteLinkAttachments,
  deleteMessageRow,
  findByClientId,
  findMessage,
  findPersonName,
  insertAttachments,
  listDeliveredIds,
  listFileAttachments,
  listMemberFacts,
  listUnsentIds,
  type MessageRecord,
  setReadPointer,
  softDeleteMessage,
  updateMessageContent,
} from "./messages.repository";
import { indexMessage, unindexMessage } from "./messages.search";

export const messageNotFound = () => notFound("Message not found");
export const notSendable = (message: string) => new AppError("messaging.not_sendable", 409, message);

/** One message as `viewerId` sees it. */
export async function viewOf(ctx: AppContext, db: Db, viewerId: string | null, id: string): Promise<Message> {
  const [view] = await loadMessageViews(ctx, db, viewerId, [id]);
  if (!view) throw messageNotFound();
  return view;
}

/**
 * The message and the caller's membership of its conversation. Non-members, anyone but the
 * sender for a draft or scheduled message, and members whose cleared history hides it all get
 * 404 "Message not found". With `lock`, the conversation row then the message row are held (the
 * order sends take) and the message is read again under the lock.
 */
export async function requireMessageAccess(
  db: Db,
  actor: SessionActor,
  messageId: string,
  options: { lock?: boolean; conversationId?: string } = {},
): Promise<{ message: MessageRecord; access: ConversationAccess }> {
  const found = await findMessage(db, messageId);
  if (!found || (options.conversationId !== undefined && found.conversationId !== options.conversationId)) {
    throw messageNotFound();
  }
  const { type, platform } = routeOf(found);
  let access: ConversationAccess;
  try {
    access = await requireConversationMember(db, actor, platform, found.conversationId, type, {
      lock: options.lock ?? false,
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw messageNotFound();
    throw error;
  }
  const message = options.lock ? await findMessage(db, messageId, true) : found;
  if (!message) throw messageNotFound();
  if (message.seq === null ? message.senderId !== actor.userId : message.seq <= access.member.clearedSeq) {
    throw messageNotFound();
  }
  return { message, access };
}

/**
 * `GET .../messages`: delivered messages after the caller's cleared point; page 1 is the newest
 * `pageSize` (1000 in chats, 100 in channels), answered oldest first; `beforeSeq` pages by cursor.
 */
export async function listMessages(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  query: { pageSize?: number | undefined; pageNumber: number; beforeSeq?: number | undefined },
): Promise<{ data: Message[]; meta: PageMeta }> {
  const { conversation, member } = await requireConversationMember(ctx.db, actor, platform, conversationId, type);
  const limit = query.pageSize ?? (type === "chat" ? CHAT_MESSAGES_PAGE_SIZE : CHANNEL_MESSAGES_PAGE_SIZE);
  const rows = await listDeliveredIds(ctx.db, conversationId, {
    afterSeq: member.clearedSeq,
    beforeSeq: query.beforeSeq,
    limit: limit + 1,
    offset: (query.pageNumber - 1) * limit,
  });
  const page = rows.slice(0, limit).reverse();
  const data = await loadMessageViews(
    ctx,
    ctx.db,
    actor.userId,
    page.map((r) => r.id),
  );
  // Numbers are given without gaps (deleted messages stay as tombstones), so the messages after
  // the cleared point are exactly last_seq - cleared_seq: no count query needed.
  const total = Math.max(0, conversation.lastSeq - member.clearedSeq);
  return { data, meta: { page: query.pageNumber, limit, total, hasMore: rows.length > limit } };
}

/**
 * Runs a send-like change (send, schedule, forward) in one transaction. A concurrent retry that
 * stored the same client id first answers that message; multipart files are discarded whenever
 * they were not recorded (failure, or a retried send).
 */
export async function inSendTransaction(
  ctx: AppContext,
  actor: SessionActor,
  composed: ComposedMessage,
  change: (tx: Db, events: WorkspaceEvents) => Promise<{ id: string; created: boolean; view?: Message }>,
  conversationId?: string,
): Promise<{ message: Message; created: boolean }> {
  let result: { id: string; created: boolean; view?: Message };
  try {
    result = await inWorkspaceTransaction(ctx, change);
  } catch (error) {
    await discardStoredFiles(ctx, composed.stored);
    if (!(error instanceof DuplicateClientMessage)) throw error;
    const id = await findByClientId(ctx.db, actor.userId, error.clientMessageId);
    if (!id) throw error;
    // The same client id names one message: a retry answers it only where it was sent, and only
    // while the sender may still see it (never a conversation they have left).
    const { message } = await requireMessageAccess(ctx.db, actor, id);
    if (conversationId !== undefined && message.conversationId !== conversationId) {
      throw new AppError(
        "messaging.client_id_reused",
        409,
        "This clientMessageId was already used for another message",
      );
    }
    result = { id, created: false };
  }
  if (!result.created) await discardStoredFiles(ctx, composed.stored);
  // A message just delivered is answered from the view its delivery built: as the sender sees it,
  // the neutral view differs only in whether it mentions them.
  const message = result.view
    ? { ...result.view, isMentioned: result.view.mentions.some((m) => m.id === actor.userId) }
    : await viewOf(ctx, ctx.db, actor.userId, result.id);
  return { message, created: result.created };
}

/**
 * `POST .../messages` (JSON or multipart): a message delivered at once, or a draft (`isDraft`).
 * A retry with the same `clientMessageId` answers the stored message (`created: false`).
 */
export async function sendMessage(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  composed: ComposedMessage & { isDraft: boolean },
): Promise<{ message: Message; created: boolean }> {
  return inSendTransaction(
    ctx,
    actor,
    composed,
    async (tx, events) => {
      // No lock here: numbering the message takes the conversation's row (and re-checks membership).
      const { conversation } = await requireConversationMember(tx, actor, platform, conversationId, type);
      return createMessage(ctx, tx, events, conversation, actor, composed, {
        kind: composed.isDraft ? "draft" : "send",
      });
    },
    conversationId,
  );
}

/** `GET messages/{msgId}`: members see delivered messages; drafts and scheduled ones only their sender. */
export async function getMessage(ctx: AppContext, actor: SessionActor, messageId: string): Promise<Message> {
  const { message } = await requireMessageAccess(ctx.db, actor, messageId);
  return viewOf(ctx, ctx.db, actor.userId, message.id);
}

/** `GET .../messages/drafts` and `.../messages/scheduled`: the caller's own, in the conversation. */
export async function listUnsent(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  kind: "draft" | "scheduled",
): Promise<Message[]> {
  await requireConversationMember(ctx.db, actor, platform, conversationId, type);
  const ids = await listUnsentIds(ctx.db, actor.userId, conversationId, kind);
  return loadMessageViews(ctx, ctx.db, actor.userId, ids);
}

/** Rewrites a message's text (and mentions), its links following. Answers the mentions stored. */
async function rewriteContent(
  ctx: AppContext,
  tx: Db,
  message: MessageRecord,
  content: string,
  mentions: Mention[] | undefined,
  edited: boolean,
): Promise<{ mentionedUserIds: string[]; plainText: string }> {
  const clean = cleanMessageContent(content);
  const files = await listFileAttachments(tx, message.id);
  if (clean.plainText === "" && files.length === 0 && message.poll === null && message.forwarded === null) {
    throw invalid(MESSAGE_ERRORS.empty);
  }
  const kept = mentions ? memberMentions(mentions, await listMemberFacts(tx, message.conversationId)) : undefined;
  const now = ctx.clock.now();
  await updateMessageContent(tx, message.id, {
    content: clean.html,
    plainText: clean.plainText,
    ...(kept ? { mentions: kept, mentionedUserIds: kept.map((m) => m.id) } : {}),
    ...(edited ? { editedAt: now, category: "edited" } : {}),
    now,
  });
  await deleteLinkAttachments(tx, message.id);
  await insertAttachments(
    tx,
    { id: message.id, conversationId: message.conversationId, senderId: message.senderId ?? "" },
    linkAttachments(clean.links).map((a) => ({ ...a, id: newId() })),
    now,
  );
  return { mentionedUserIds: kept ? kept.map((m) => m.id) : message.mentionedUserIds, plainText: clean.plainText };
}

/**
 * `PUT messages/{msgId}`: only the sender edits (other members 403); a deleted message is gone
 * (404). The message becomes "edited"; members it now mentions for the first time are told;
 * the conversation hears `message-updated`.
 */
export async function editMessage(
  ctx: AppContext,
  actor: SessionActor,
  messageId: string,
  body: { content: string; mentions?: Mention[] | undefined },
): Promise<Message> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message, access } = await requireMessageAccess(tx, actor, messageId, { lock: true });
    if (message.deletedAt) throw messageNotFound();
    if (message.senderId !== actor.userId) throw forbidden(MESSAGE_ERRORS.editOwnOnly);
    const delivered = message.seq !== null;
    if (delivered) await refuseIfBlockedFor(tx, access.conversation, actor.userId);
    const { mentionedUserIds, plainText } = await rewriteContent(
      ctx,
      tx,
      message,
      body.content,
      body.mentions,
      delivered,
    );
    if (!delivered) return viewOf(ctx, tx, actor.userId, messageId);
    const { conversation } = access;
    await indexMessage(
      tx,
      {
        id: messageId,
        conversationId: conversation.id,
        kind: conversation.kind,
        platform: conversation.platform,
        plainText,
        title: conversation.kind === "channel" ? conversation.name : await senderTitle(tx, message),
      },
      ctx.clock.now(),
    );
    const view = await viewOf(ctx, tx, null, messageId);
    const before = new Set(message.mentionedUserIds);
    const members = await listMemberFacts(tx, conversation.id);
    await announceNewMentions(
      ctx,
      tx,
      events,
      {
        conversation: facts(conversation),
        members,
        senderId: actor.userId,
        messageId,
        plainText,
        mentionedUserIds,
        replyAuthorId: null,
        hasFiles: view.files.length > 0,
        hasPoll: view.poll !== null,
        view,
      },
      mentionedUserIds.filter((id) => !before.has(id)),
    );
    events.add(
      conversationEventsChannel(conversation.kind, conversation.platform, conversation.id),
      MESSAGING_EVENTS.messageUpdated,
      { message: view },
    );
    return viewOf(ctx, tx, actor.userId, messageId);
  });
}

/** The sender's name (a chat message's search title; "forwarded from"). */
async function senderTitle(tx: Db, message: MessageRecord): Promise<string> {
  return personName(message.senderId ? await findPersonName(tx, message.senderId) : null);
}

/**
 * `PATCH messages/{msgId}`: the sender's draft or scheduled message: new text, and with
 * `isDraft: false` it is sent now (a scheduled one's job is dropped). Sent messages answer 409.
 */
export async function patchMessage(
  ctx: AppContext,
  actor: SessionActor,
  messageId: string,
  body: { content?: string | undefined; isDraft?: boolean | undefined },
): Promise<Message> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message, access } = await requireMessageAccess(tx, actor, messageId, { lock: true });
    if (message.deletedAt) throw messageNotFound();
    if (message.seq !== null) throw notSendable("This message was already sent; edit it instead");
    if (body.content !== undefined) await rewriteContent(ctx, tx, message, body.content, undefined, false);
    if (body.isDraft === false) {
      if (message.scheduledAt) await ctx.jobs.cancel(tx, scheduleJobKey(message.id));
      await deliverMessage(ctx, tx, events, access.conversation, message.id);
    }
    return viewOf(ctx, tx, actor.userId, messageId);
  });
}

/** The dedupe key of a scheduled message's delivery job. */
export const scheduleJobKey = (messageId: string) => `message-schedule:${messageId}`;

async function conversationViewOf(ctx: AppContext, tx: Db, actor: SessionActor, conversationId: string) {
  const [view] = await loadConversationViews(ctx, tx, actor.userId, [conversationId]);
  if (!view) throw messageNotFound();
  return view;
}

/**
 * `POST messages/{msgId}/read`: the caller's read pointer moves up to the message (never back);
 * the conversation hears `read-state` (others' "seen"), the caller's tabs `conversation-state`.
 */
export async function markRead(ctx: AppContext, actor: SessionActor, messageId: string): Promise<Conversation> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message, access } = await requireMessageAccess(tx, actor, messageId);
    if (message.seq === null) throw messageNotFound();
    await advanceReadPointer(tx, message.conversationId, actor.userId, message.seq, ctx.clock.now());
    const view = await conversationViewOf(ctx, tx, actor, message.conversationId);
    const { conversation } = access;
    const readState: ReadStateEvent = {
      conversationId: conversation.id,
      userId: actor.userId,
      lastReadSeq: view.lastReadSeq,
      lastReadAt: view.lastReadAt ?? ctx.clock.now().toISOString(),
    };
    events.add(
      conversationEventsChannel(conversation.kind, conversation.platform, conversation.id),
      MESSAGING_EVENTS.readState,
      readState,
    );
    events.add(userChannel(actor.userId), MESSAGING_EVENTS.conversationState, { conversation: view });
    return view;
  });
}

/** `POST messages/{msgId}/unread`: the caller's pointer goes to just before the message. */
export async function markUnread(ctx: AppContext, actor: SessionActor, messageId: string): Promise<Conversation> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message } = await requireMessageAccess(tx, actor, messageId);
    if (message.seq === null) throw messageNotFound();
    await setReadPointer(tx, message.conversationId, actor.userId, message.seq - 1);
    const view = await conversationViewOf(ctx, tx, actor, message.conversationId);
    events.add(userChannel(actor.userId), MESSAGING_EVENTS.conversationState, { conversation: view });
    return view;
  });
}

/**
 * `DELETE messages/{msgId}`: the sender, or the owner of the channel. Soft delete: the message
 * stays in the history as a tombstone (no text, files or search entry); the conversation hears
 * `message-deleted`. A draft or scheduled message (its sender's) is removed outright.
 */
export async function deleteMessage(ctx: AppContext, actor: SessionActor, messageId: string): Promise<{ id: string }> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message, access } = await requireMessageAccess(tx, actor, messageId, { lock: true });
    if (message.deletedAt) throw messageNotFound();
    if (message.seq === null) {
      if (message.scheduledAt) await ctx.jobs.cancel(tx, scheduleJobKey(message.id));
      await deleteMessageRow(tx, message.id);
      return { id: message.id };
    }
    const { conversation, member } = access;
    const channelOwner = conversation.kind === "channel" && member.role === "owner";
    if (message.senderId !== actor.userId && !channelOwner) throw forbidden(MESSAGE_ERRORS.deleteOwnOnly);
    await softDeleteMessage(tx, message.id, ctx.clock.now());
    await deleteAllAttachments(tx, message.id);
    await unindexMessage(tx, message.id);
    events.add(
      conversationEventsChannel(conversation.kind, conversation.platform, conversation.id),
      MESSAGING_EVENTS.messageDeleted,
      { conversationId: conversation.id, id: message.id },
    );
    return { id: message.id };
  });
}

/**
 * `POST .../messages/{msgId}/forward`: the caller sees the message (a member of its conversation)
 * and belongs to the target (any type; else 404). The copy carries the text and files (the same
 * uploads) and where it came from; a non-empty `content` follows as a message of its own.
 */
export async function forwardMessage(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  fromConversationId: string,
  messageId: string,
  body: { chatId: string; content: string },
): Promise<Message> {
  const noFiles = { mentions: [], fileIds: [], stored: [] };
  const { message } = await inSendTransaction(ctx, actor, { content: "", ...noFiles }, async (tx, events) => {
    await requireConversationMember(tx, actor, platform, fromConversationId, type);
    const { message: original } = await requireMessageAccess(tx, actor, messageId, {
      conversationId: fromConversationId,
    });
    if (original.seq === null || original.deletedAt) throw messageNotFound();
    const target = await requireConversationMember(tx, actor, platform, body.chatId, null, { lock: true });
    const [source] = await loadConversationViews(ctx, tx, actor.userId, [fromConversationId]);
    const origin = {
      forwarded: {
        messageId: original.id,
        fromName: await senderTitle(tx, original),
        fromConversationName: source?.name ?? "",
      },
      files: await listFileAttachments(tx, original.id),
    };
    const forwarded = await createMessage(
      ctx,
      tx,
      events,
      target.conversation,
      actor,
      { content: original.content, ...noFiles },
      { kind: "send" },
      origin,
    );
    if (body.content.trim() !== "") {
      const note = cleanMessageContent(body.content);
      if (note.plainText !== "") {
        await createMessage(
          ctx,
          tx,
          events,
          target.conversation,
          actor,
          { content: body.content, ...noFiles },
          {
            kind: "send",
          },
        );
      }
    }
    return forwarded;
  });
  return message;
}
