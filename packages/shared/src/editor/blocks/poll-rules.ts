import { newPollOption, POLL_MAX_OPTIONS, type PollAttrs } from "./poll";

/** What a person sees (spec §4): open (edit options), locked (may vote), voted (after choosing). */
export type PollViewState = "open" | "locked" | "voted";

function filledOptions(attrs: PollAttrs) {
  return attrs.options.filter((option) => option.value.trim() !== "");
}

/** Spec §4: options can be locked only when more than one option has text. */
export function canLock(attrs: PollAttrs): boolean {
  return !attrs.locked && filledOptions(attrs).length > 1;
}

/** Locks the options (dropping empty ones) and opens voting; unchanged when it cannot lock. */
export function lockPoll(attrs: PollAttrs): PollAttrs {
  if (!canLock(attrs)) return attrs;
  return {
    ...attrs,
    options: filledOptions(attrs).map((option) => ({ ...option, value: option.value.trim() })),
    locked: true,
  };
}

export function canAddOption(attrs: PollAttrs): boolean {
  return !attrs.locked && attrs.options.length < POLL_MAX_OPTIONS;
}

/** Open polls only: adds an empty option. */
export function addPollOption(attrs: PollAttrs): PollAttrs {
  if (!canAddOption(attrs)) return attrs;
  return { ...attrs, options: [...attrs.options, newPollOption()] };
}

/** Open polls only. */
export function editPollOption(attrs: PollAttrs, optionId: string, value: string): PollAttrs {
  if (attrs.locked) return attrs;
  return { ...attrs, options: attrs.options.map((option) => (option.id === optionId ? { ...option, value } : option)) };
}

/** Open polls only. */
export function removePollOption(attrs: PollAttrs, optionId: string): PollAttrs {
  if (attrs.locked) return attrs;
  return { ...attrs, options: attrs.options.filter((option) => option.id !== optionId) };
}

/** The option this person voted for, if any. */
export function votedOption(attrs: PollAttrs, userId: string): string | null {
  for (const option of attrs.options) if (attrs.votes[option.id]?.includes(userId)) return option.id;
  return null;
}

/** Spec §4: the poll's state for a viewer. */
export function pollStateFor(attrs: PollAttrs, userId: string): PollViewState {
  if (!attrs.locked) return "open";
  return votedOption(attrs, userId) ? "voted" : "locked";
}

/**
 * One vote per person, on a locked poll, for one of its options; a person who already voted keeps
 * the first choice (the voted header is not clickable). Unchanged otherwise.
 */
export function vote(attrs: PollAttrs, optionId: string, userId: string): PollAttrs {
  if (!attrs.locked || !userId) return attrs;
  if (!attrs.options.some((option) => option.id === optionId)) return attrs;
  if (votedOption(attrs, userId)) return attrs;
  return { ...attrs, votes: { ...attrs.votes, [optionId]: [...(attrs.votes[optionId] ?? []), userId] } };
}

/** Votes per option id (options without votes count 0). */
export function voteCounts(attrs: PollAttrs): Record<string, number> {
  return Object.fromEntries(attrs.options.map((option) => [option.id, attrs.votes[option.id]?.length ?? 0]));
}
