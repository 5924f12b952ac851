import { MESSAGE_ERRORS, type Message, POLL_OPTIONS_MAX } from "@bearish/shared/messaging/message";
import { MESSAGING_EVENTS, type PollUpdateEvent } from "@bearish/shared/messaging/messaging-events";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, forbidden, invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { inWorkspaceTransaction } from "../workspaces/workspace-events";
import type { MessageRef } from "./message-extras.repository";
import { channelOf, messageView, requireMessageMember } from "./message-extras.service";
import { type StoredPoll, updateStoredPoll, upsertPollVote } from "./message-polls.repository";

const pollNotFound = () => notFound("Poll not found");
const pollState = (message: string) => new AppError("messaging.poll_state", 409, message);
const AUTHOR_ONLY = "Only the poll's author can change its options";

/**
 * The poll's new options: an option sent with the `id` of a current one keeps that id (its votes
 * follow it once voting starts); any other gets a new server id, so a client can never pick ids
 * that collide or point at another option.
 */
export function mergePollOptions(
  current: StoredPoll["options"],
  input: { id?: string | undefined; value: string }[],
  makeId: () => string = newId,
): StoredPoll["options"] {
  const known = new Set(current.map((o) => o.id));
  const used = new Set<string>();
  return input.map(({ id, value }) => {
    const keep = id !== undefined && known.has(id) && !used.has(id);
    const optionId = keep ? id : makeId();
    used.add(optionId);
    return { id: optionId, value };
  });
}

interface PollChange {
  ctx: AppContext;
  tx: Db;
  actor: SessionActor;
  message: MessageRef;
  poll: StoredPoll;
}

/**
 * Runs one change of a message's poll under the conversation's lock: members only (404 otherwise),
 * a message without a poll is 404 "Poll not found". `change` answers whether it changed anything;
 * only then do members hear `poll-update`. Answers the message as the caller sees it (with myVote).
 */
async function changePoll(
  ctx: AppContext,
  actor: SessionActor,
  messageId: string,
  change: (c: PollChange) => Promise<boolean>,
): Promise<Message> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message } = await requireMessageMember(tx, actor, messageId, { lock: true, seenByOthers: true });
    if (!message.poll) throw pollNotFound();
    const changed = await change({ ctx, tx, actor, message, poll: message.poll });
    const view = await messageView(ctx, tx, actor.userId, messageId);
    if (changed && view.poll) {
      // The broadcast is the same for everyone: the caller's view without their own vote.
      const event: PollUpdateEvent = {
        conversationId: message.conversationId,
        messageId,
        poll: { ...view.poll, myVote: null },
      };
      events.add(channelOf(message), MESSAGING_EVENTS.pollUpdate, event);
    }
    return view;
  });
}

function requireAuthor({ actor, message }: PollChange): void {
  if (message.senderId !== actor.userId) throw forbidden(AUTHOR_ONLY);
}

/** `PUT messages/{id}/poll/options`: the author changes the question and options while the poll is open. */
export function editPollOptions(
  ctx: AppContext,
  actor: SessionActor,
  messageId: string,
  body: { question?: string | undefined; options: { id?: string | undefined; value: string }[] },
): Promise<Message> {
  return changePoll(ctx, actor, messageId, async (c) => {
    requireAuthor(c);
    if (c.poll.state !== "open") throw pollState(MESSAGE_ERRORS.pollLocked);
    if (body.options.length > POLL_OPTIONS_MAX) throw invalid(`A poll has at most ${POLL_OPTIONS_MAX} options`);
    const next: StoredPoll = {
      state: "open",
      question: body.question ?? c.poll.question,
      options: mergePollOptions(c.poll.options, body.options),
    };
    await updateStoredPoll(c.tx, messageId, next);
    return true;
  });
}

/**
 * `POST messages/{id}/poll/lock` ("Lock options and allow voting"): the author only, and only with
 * more than one option. Locking a locked poll changes nothing (a second click is not an error).
 */
export function lockPoll(ctx: AppContext, actor: SessionActor, messageId: string): Promise<Message> {
  return changePoll(ctx, actor, messageId, async (c) => {
    requireAuthor(c);
    if (c.poll.state === "locked") return false;
    if (c.poll.options.length < 2) {
      throw invalid(MESSAGE_ERRORS.pollNeedsOptions, [
        { path: "poll.options", message: MESSAGE_ERRORS.pollNeedsOptions },
      ]);
    }
    await updateStoredPoll(c.tx, messageId, { ...c.poll, state: "locked" });
    return true;
  });
}

/** `POST messages/{id}/poll/vote` (any member, once the options are locked): one vote per person; voting again moves it. */
export function votePoll(ctx: AppContext, actor: SessionActor, messageId: string, optionId: string): Promise<Message> {
  return changePoll(ctx, actor, messageId, async (c) => {
    if (c.poll.state !== "locked") throw pollState(MESSAGE_ERRORS.pollNotLocked);
    if (!c.poll.options.some((o) => o.id === optionId)) {
      throw invalid("Unknown poll option", [{ path: "body.optionId", message: "Unknown poll option" }]);
    }
    return upsertPollVote(c.tx, { messageId, userId: actor.userId, optionId, now: c.ctx.clock.now() });
  });
}
