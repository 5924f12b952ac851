import type { ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import { MESSAGE_ERRORS, type Message } from "@bearish/shared/messaging/message";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, invalid } from "../../platform/errors";
import type { JobRunner } from "../../platform/jobs/job-runner";
import type { SessionActor } from "../../platform/session.repository";
import { findUserById } from "../users/users.repository";
import { inWorkspaceTransaction } from "../workspaces/workspace-events";
import { requireConversationMember } from "./conversation-access";
import { findConversationMembership } from "./conversation-access.repository";
import { cleanMessageContent } from "./message-content";
import { type ComposedMessage, createMessage, deliverMessage } from "./message-send";
import { deleteMessageRow, findMessage, type MessageRecord, updateMessageContent } from "./messages.repository";
import {
  inSendTransaction,
  messageNotFound,
  notSendable,
  requireMessageAccess,
  scheduleJobKey,
  viewOf,
} from "./messages.service";

/** The job that delivers a scheduled message at its time. */
export const SCHEDULED_MESSAGE_JOB = "message.send-scheduled";

const inPast = () =>
  invalid(MESSAGE_ERRORS.scheduledInPast, [{ path: "body.scheduledAt", message: MESSAGE_ERRORS.scheduledInPast }]);

function requireFuture(ctx: AppContext, at: Date): void {
  if (at.getTime() <= ctx.clock.now().getTime()) throw inPast();
}

async function enqueueDelivery(ctx: AppContext, tx: Db, messageId: string, at: Date): Promise<void> {
  await ctx.jobs.enqueue(tx, SCHEDULED_MESSAGE_JOB, { messageId }, { runAt: at, dedupeKey: scheduleJobKey(messageId) });
}

/**
 * `POST .../messages/schedule`: stored unsent with its time; a job (enqueued in the same
 * transaction, so it survives restarts) delivers it then, exactly like a send.
 */
export async function scheduleMessage(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  composed: ComposedMessage & { scheduledAt: Date },
): Promise<{ message: Message; created: boolean }> {
  requireFuture(ctx, composed.scheduledAt);
  const result = await inSendTransaction(
    ctx,
    actor,
    composed,
    async (tx, events) => {
      const { conversation } = await requireConversationMember(tx, actor, platform, conversationId, type, {
        lock: true,
      });
      const created = await createMessage(ctx, tx, events, conversation, actor, composed, {
        kind: "schedule",
        at: composed.scheduledAt,
      });
      if (created.created) await enqueueDelivery(ctx, tx, created.id, composed.scheduledAt);
      return created;
    },
    conversationId,
  );
  ctx.jobs.kick();
  return result;
}

/** The caller's scheduled (still unsent) message of this conversation, locked. */
async function requireOwnScheduled(
  tx: Db,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  messageId: string,
): Promise<MessageRecord> {
  await requireConversationMember(tx, actor, platform, conversationId, type, { lock: true });
  const { message } = await requireMessageAccess(tx, actor, messageId, { conversationId, lock: true });
  if (message.senderId !== actor.userId || message.deletedAt) throw messageNotFound();
  if (message.seq !== null) throw notSendable("This message was already sent");
  if (!message.scheduledAt) throw messageNotFound();
  return message;
}

/** `PATCH .../messages/schedule/{msgId}`: a new time (and optionally text); the job moves with it. */
export async function rescheduleMessage(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  messageId: string,
  body: { scheduledAt: Date; content?: string | undefined },
): Promise<Message> {
  requireFuture(ctx, body.scheduledAt);
  const message = await inWorkspaceTransaction(ctx, async (tx) => {
    const message = await requireOwnScheduled(tx, actor, type, platform, conversationId, messageId);
    const clean = body.content === undefined ? null : cleanMessageContent(body.content);
    await updateMessageContent(tx, message.id, {
      content: clean ? clean.html : message.content,
      plainText: clean ? clean.plainText : message.plainText,
      scheduledAt: body.scheduledAt,
      now: ctx.clock.now(),
    });
    await enqueueDelivery(ctx, tx, message.id, body.scheduledAt);
    return viewOf(ctx, tx, actor.userId, message.id);
  });
  ctx.jobs.kick();
  return message;
}

/** `DELETE .../messages/schedule/{msgId}`: the message and its job are gone. */
export async function cancelScheduledMessage(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  messageId: string,
): Promise<{ id: string }> {
  return inWorkspaceTransaction(ctx, async (tx) => {
    const message = await requireOwnScheduled(tx, actor, type, platform, conversationId, messageId);
    await ctx.jobs.cancel(tx, scheduleJobKey(message.id));
    await deleteMessageRow(tx, message.id);
    return { id: message.id };
  });
}

/**
 * The job: delivers the message as a send would (seq, events, notifications). A message that was
 * sent, cancelled or moved later meanwhile is left alone; one whose sender left the conversation
 * or was deactivated (or whose conversation is gone, or blocked) is dropped, and the log says why.
 */
export async function deliverScheduledMessage(ctx: AppContext, messageId: string): Promise<void> {
  await inWorkspaceTransaction(ctx, async (tx, events) => {
    const found = await findMessage(tx, messageId);
    if (!found || found.seq !== null || !found.scheduledAt || found.deletedAt || !found.senderId) return;
    const membership = await findConversationMembership(tx, found.senderId, found.conversationId, true);
    if (!membership) {
      ctx.log.info({ messageId }, "scheduled message dropped: its sender left the conversation, or it is gone");
      await deleteMessageRow(tx, messageId);
      return;
    }
    // Someone whose account was deactivated (offboarded) leaves nothing behind on a timer.
    if ((await findUserById(tx, found.senderId))?.accountState !== "active") {
      ctx.log.info({ messageId }, "scheduled message dropped: its sender's account is no longer active");
      await deleteMessageRow(tx, messageId);
      return;
    }
    const message = await findMessage(tx, messageId, true);
    if (!message || message.seq !== null || !message.scheduledAt) return;
    if (message.scheduledAt.getTime() > ctx.clock.now().getTime()) return;
    try {
      await deliverMessage(ctx, tx, events, membership.conversation, messageId);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "messaging.blocked") throw error;
      ctx.log.info({ messageId }, "scheduled message dropped: the conversation is blocked");
      await deleteMessageRow(tx, messageId);
    }
  });
}

const defined = new WeakSet<JobRunner>();

/** Teaches a job runner (the process's, or a new one after a restart) to deliver scheduled messages. */
export function defineScheduledMessageJob(ctx: AppContext, jobs: JobRunner = ctx.jobs): void {
  if (defined.has(jobs)) return;
  defined.add(jobs);
  jobs.define<{ messageId: string }>({
    kind: SCHEDULED_MESSAGE_JOB,
    handle: ({ messageId }) => deliverScheduledMessage(ctx, messageId),
  });
}
