import { WORKSPACE_SOURCES, type WorkspaceSource } from "./workspace-rules";

/** What one source's call came to: the shape of `Promise.allSettled`'s entries. */
export type SourceOutcome = { status: "fulfilled"; value: unknown } | { status: "rejected"; reason?: unknown };

/** The four lists the workspace rail reads in parallel (spec §7). */
export interface WorkspaceListSources {
  /** The product's own list (`GET workspace`). */
  bearish: SourceOutcome;
  /** The product's archived list (`GET workspace/archived`). */
  archived: SourceOutcome;
  /** Issue-tracker projects. */
  jira: SourceOutcome;
  /** Wiki-service spaces. */
  confluence: SourceOutcome;
}

/** One workspace of the merged list: the source's own fields, with `id`, `source` and `isArchived` settled. */
export type MergedWorkspace = Record<string, unknown> & { id: string; source: WorkspaceSource; isArchived: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The list inside one source's answer, read as `data`, `results` or a plain array (one level of
 * envelope nesting is looked through, so `{ data: { results: [...] } }` works too). Anything
 * else is an empty list.
 */
export function listFromAnswer(answer: unknown, depth = 0): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (!isRecord(answer) || depth > 1) return [];
  for (const key of ["data", "results"] as const) {
    const inner = answer[key];
    if (Array.isArray(inner)) return inner;
    if (isRecord(inner)) {
      const nested = listFromAnswer(inner, depth + 1);
      if (nested.length > 0) return nested;
    }
  }
  return [];
}

/** The items of a source; a failed call counts as an empty list. */
function itemsOf(outcome: SourceOutcome): unknown[] {
  return outcome.status === "fulfilled" ? listFromAnswer(outcome.value) : [];
}

function idOf(item: Record<string, unknown>): string | null {
  for (const candidate of [item.id, item.__id]) {
    if (typeof candidate === "string" && candidate.length > 0) return candidate;
    if (typeof candidate === "number" && Number.isFinite(candidate)) return String(candidate);
  }
  return null;
}

/**
 * Merges the four lists by id. When an id comes from several sources the first wins, in the
 * order BEARISH (active, then archived) > JIRA > CONFLUENCE (spec §4); within a source the first
 * occurrence wins. Order: by that priority, then each source's own order. Items without an id
 * are dropped. Pure: no source is called here.
 */
export function mergeWorkspaceLists(sources: WorkspaceListSources): MergedWorkspace[] {
  const ordered: { outcome: SourceOutcome; source: WorkspaceSource; archived: boolean }[] = [
    { outcome: sources.bearish, source: "BEARISH", archived: false },
    { outcome: sources.archived, source: "BEARISH", archived: true },
    { outcome: sources.jira, source: "JIRA", archived: false },
    { outcome: sources.confluence, source: "CONFLUENCE", archived: false },
  ];
  const seen = new Set<string>();
  const merged: MergedWorkspace[] = [];
  for (const { outcome, source, archived } of ordered) {
    for (const item of itemsOf(outcome)) {
      if (!isRecord(item)) continue;
      const id = idOf(item);
      if (id === null || seen.has(id)) continue;
      seen.add(id);
      const isArchived = archived || item.isArchived === true;
      merged.push({ ...item, id, source, isArchived });
    }
  }
  return merged;
}

/** Priority of a source in the merge (lower wins). */
export function sourcePriority(source: WorkspaceSource): number {
  return WORKSPACE_SOURCES.indexOf(source);
}

/** An outcome for a source that is not connected yet: an empty list, not an error. */
export const EMPTY_SOURCE: SourceOutcome = { status: "fulfilled", value: [] };
