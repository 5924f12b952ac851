import { type DecisionItem, newDecision } from "./decision-list";

/** Spec §4: a new decision is UNDECIDED. */
export function addDecision(decisions: readonly DecisionItem[], content = ""): DecisionItem[] {
  return [...decisions, newDecision(content)];
}

/** Spec §4: a decision toggles between UNDECIDED and DECIDED. */
export function toggleDecision(decisions: readonly DecisionItem[], id: string): DecisionItem[] {
  return decisions.map((decision) =>
    decision.id === id ? { ...decision, state: decision.state === "DECIDED" ? "UNDECIDED" : "DECIDED" } : decision,
  );
}

export function editDecision(decisions: readonly DecisionItem[], id: string, content: string): DecisionItem[] {
  return decisions.map((decision) => (decision.id === id ? { ...decision, content } : decision));
}

/** Spec §4: a decision is removable only when more than one exists. */
export function canRemoveDecision(decisions: readonly DecisionItem[]): boolean {
  return decisions.length > 1;
}

/** Removes a decision; the list is returned unchanged when it holds only one. */
export function removeDecision(decisions: readonly DecisionItem[], id: string): DecisionItem[] {
  if (!canRemoveDecision(decisions)) return [...decisions];
  return decisions.filter((decision) => decision.id !== id);
}
