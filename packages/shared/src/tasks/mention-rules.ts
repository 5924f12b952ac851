/**
 * Mentions in comments (spec §5): suggestions match names that start with what was typed; a
 * written `@First Last` maps to a person by full name, case-insensitively.
 */
export interface MentionPerson {
  id: string;
  firstName: string;
  lastName: string;
}

export const MENTION_SUGGESTION_LIMIT = 5;

const fold = (value: string) => value.trim().replace(/\s+/g, " ").toLocaleLowerCase();
const fullNameOf = (p: MentionPerson) => fold(`${p.firstName} ${p.lastName}`);

/**
 * People whose first name, last name or full name starts with `query` (case-insensitive), in the
 * given order, at most `limit`. An empty query suggests the first `limit` people.
 */
export function suggestMentions<P extends MentionPerson>(
  people: readonly P[],
  query: string,
  limit = MENTION_SUGGESTION_LIMIT,
): P[] {
  const q = fold(query.replace(/^@/, ""));
  const found: P[] = [];
  for (const person of people) {
    if (found.length >= limit) break;
    if (
      q === "" ||
      fold(person.firstName).startsWith(q) ||
      fold(person.lastName).startsWith(q) ||
      fullNameOf(person).startsWith(q)
    ) {
      found.push(person);
    }
  }
  return found;
}

/** A letter, digit or combining mark: what may not follow a name for it to end there. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

/**
 * Ids of the people mentioned as `@First Last` in `body`, each once, in order of first mention.
 * Names compare case-insensitively (runs of spaces on one line count as one); when several names match at one
 * `@` the longest wins ("@Ada Lovelace King" is Ada Lovelace King, not Ada Lovelace), and a name
 * must end at a word boundary ("@Ada Lovelaces" mentions nobody).
 */
export function resolveMentions(body: string, people: readonly MentionPerson[]): string[] {
  const candidates = people
    .map((p) => ({ id: p.id, name: fullNameOf(p) }))
    .filter((c) => c.name.length > 0)
    .sort((a, b) => b.name.length - a.name.length);
  if (candidates.length === 0) return [];
  const ids: string[] = [];
  const seen = new Set<string>();
  for (let at = body.indexOf("@"); at >= 0; at = body.indexOf("@", at + 1)) {
    // An `@` inside a word (an e-mail address) is no mention.
    if (at > 0 && WORD_CHAR.test(body[at - 1] ?? "")) continue;
    const hit = matchAt(body, at + 1, candidates);
    if (hit && !seen.has(hit)) {
      seen.add(hit);
      ids.push(hit);
    }
  }
  return ids;
}

function matchAt(body: string, start: number, candidates: { id: string; name: string }[]): string | null {
  const window = body.slice(start, start + 300);
  for (const candidate of candidates) {
    const end = matchName(window, candidate.name);
    if (end < 0) continue;
    const next = window[end];
    if (next === undefined || !WORD_CHAR.test(next)) return candidate.id;
  }
  return null;
}

/** Spaces within a line: a name never runs over a line break. */
const INLINE_SPACE = /[ \t\u00a0]/;

/** Where `name` (folded) ends in `text` if `text` starts with it (case-insensitive, spaces collapsed); else -1. */
function matchName(text: string, name: string): number {
  let i = 0;
  let j = 0;
  while (j < name.length) {
    if (i >= text.length) return -1;
    if (name[j] === " ") {
      if (!INLINE_SPACE.test(text[i] ?? "")) return -1;
      while (i < text.length && INLINE_SPACE.test(text[i] ?? "")) i++;
      j++;
      continue;
    }
    const ch = text[i] ?? "";
    const lower = ch.toLocaleLowerCase();
    if (!name.startsWith(lower, j)) return -1;
    i++;
    j += lower.length;
  }
  return i;
}
