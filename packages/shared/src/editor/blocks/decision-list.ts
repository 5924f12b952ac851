import { z } from "zod";
import { identifier, listOf, oneOf, text } from "../block-fields";
import { defineBlock } from "../define-block";
import { newBlockId } from "../editor-ids";

export const DECISION_STATES = ["DECIDED", "UNDECIDED"] as const;
export type DecisionState = (typeof DECISION_STATES)[number];

export const decisionItem = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .catch(() => newBlockId()),
  content: text(2000),
  state: oneOf(DECISION_STATES, "UNDECIDED"),
});
export type DecisionItem = z.infer<typeof decisionItem>;

/** A new decision: empty and UNDECIDED (spec §4). */
export function newDecision(content = ""): DecisionItem {
  return { id: newBlockId(), content, state: "UNDECIDED" };
}

const decisions = listOf(decisionItem, () => [newDecision()], 200);

export const decisionListAttrs = z.object({
  id: identifier(),
  /** Never empty: an empty or malformed list becomes one new decision. */
  decisions: decisions.transform((list) => (list.length > 0 ? list : [newDecision()])),
});
export type DecisionListAttrs = z.infer<typeof decisionListAttrs>;

/** Spec §3 decision list. Rules in decision-rules.ts. */
export const DecisionList = defineBlock({
  name: "decisionList",
  tag: "bearish-decision-list",
  attrs: decisionListAttrs,
});
