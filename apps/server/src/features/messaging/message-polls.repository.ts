import { eq, ne } from "drizzle-orm";
import { messages, pollVotes } from "../../db/tables";
import type { Db } from "../../platform/db/database";
import type { MessageRef } from "./message-extras.repository";

export type StoredPoll = NonNullable<MessageRef["poll"]>;

/** Replaces the poll stored in the message (question, options, state). */
export async function updateStoredPoll(db: Db, messageId: string, poll: StoredPoll): Promise<void> {
  await db.update(messages).set({ poll }).where(eq(messages.id, messageId));
}

/**
 * The person's one vote on the poll: a first vote, or moved to another option. True when it
 * changed (voting again for the same option is not a change).
 */
export async function upsertPollVote(
  db: Db,
  vote: { messageId: string; userId: string; optionId: string; now: Date },
): Promise<boolean> {
  const written = await db
    .insert(pollVotes)
    .values({ messageId: vote.messageId, userId: vote.userId, optionId: vote.optionId, createdAt: vote.now })
    .onConflictDoUpdate({
      target: [pollVotes.messageId, pollVotes.userId],
      set: { optionId: vote.optionId, createdAt: vote.now },
      setWhere: ne(pollVotes.optionId, vote.optionId),
    })
    .returning({ optionId: pollVotes.optionId });
  return written.length > 0;
}
