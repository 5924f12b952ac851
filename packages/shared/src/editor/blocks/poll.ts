import { z } from "zod";
import { bool, listOf, text } from "../block-fields";
import { defineBlock } from "../define-block";
import { newBlockId } from "../editor-ids";

export const POLL_MAX_OPTIONS = 20;

export const pollOption = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .catch(() => newBlockId()),
  value: text(500),
});
export type PollOption = z.infer<typeof pollOption>;

export function newPollOption(value = ""): PollOption {
  return { id: newBlockId(), value };
}

/** optionId → the ids of the people who chose it. */
const votes = z
  .record(z.string().max(100), z.unknown())
  .transform((record) => {
    const clean: Record<string, string[]> = {};
    for (const [optionId, voters] of Object.entries(record)) {
      if (!Array.isArray(voters)) continue;
      clean[optionId] = [
        ...new Set(voters.filter((voter): voter is string => typeof voter === "string" && voter.length <= 100)),
      ];
    }
    return clean;
  })
  .catch(() => ({}));

export const pollAttrs = z.object({
  question: text(1000),
  options: listOf(pollOption, () => [newPollOption(), newPollOption()], POLL_MAX_OPTIONS),
  /** Options locked and voting allowed (spec §4). */
  locked: bool(false),
  votes,
});
export type PollAttrs = z.infer<typeof pollAttrs>;

/** A poll (spec §4 Poll): open → locked → voted per person. Rules in poll-rules.ts. */
export const Poll = defineBlock({ name: "poll", tag: "bearish-poll", attrs: pollAttrs });
