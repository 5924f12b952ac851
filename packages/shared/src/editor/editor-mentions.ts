import { mentionAttrs } from "./blocks/mention";
import { BLOCK_ATTRS_ATTRIBUTE, readBlockAttrs } from "./define-block";

/**
 * Who a page's stored HTML mentions: the people named by its `bearish-mention` nodes. Pure and
 * DOM-free (the server compiles without the DOM library), so the server can tell who an edit
 * mentioned for the first time by comparing the ids before and after.
 */

/** A start tag's attributes (captured); quoted values may hold `>` in hand-written HTML. */
const TAG_ATTRIBUTES = `((?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?)*)`;
/** One `<bearish-mention ...>` start tag. */
const MENTION_TAG = new RegExp(`<bearish-mention${TAG_ATTRIBUTES}\\s*/?>`, "gi");
/** A whole mention element (the node is an atom: nothing inside). */
const MENTION_ELEMENT = new RegExp(`<bearish-mention${TAG_ATTRIBUTES}\\s*/?>(?:\\s*</bearish-mention\\s*>)?`, "gi");
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Our people's ids; anything else in `accountId` (an Atlassian account id from an import) is nobody here. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the character references an HTML serialiser writes into attribute values. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const hex = name[1] === "x" || name[1] === "X";
      const code = hex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The decoded value of the tag's `data-attrs`, or null when it has none. */
function dataAttrsOf(attributes: string): string | null {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== BLOCK_ATTRS_ATTRIBUTE) continue;
    return decodeAttribute(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return null;
}

/** One person a page mentions: their id (a lower-case UUID) and the label of their first mention. */
export interface PageMention {
  userId: string;
  label: string;
}

/** The mention a start tag holds (read the way the editor reads it), or null when it names nobody of ours. */
function mentionOfTag(attributes: string): PageMention | null {
  const raw = dataAttrsOf(attributes);
  const { accountId, label } = readBlockAttrs(mentionAttrs, { getAttribute: () => raw });
  return USER_ID.test(accountId) ? { userId: accountId.toLowerCase(), label } : null;
}

/**
 * The people `html` mentions, each once, in order of first mention. Each mention's `data-attrs`
 * is read as the editor reads it (`readBlockAttrs` with the mention's schema), so a malformed
 * mention counts as the editor shows it: nobody.
 */
export function mentionsIn(html: string): PageMention[] {
  const found: PageMention[] = [];
  const seen = new Set<string>();
  for (const tag of html.matchAll(MENTION_TAG)) {
    const mention = mentionOfTag(tag[1] ?? "");
    if (!mention || seen.has(mention.userId)) continue;
    seen.add(mention.userId);
    found.push(mention);
  }
  return found;
}

/** The ids (lower-case UUIDs) of the people `html` mentions, each once, in order of first mention. */
export function mentionedUserIds(html: string): string[] {
  return mentionsIn(html).map((m) => m.userId);
}

/** The people `after` mentions that `before` did not (an edit's new mentions). */
export function newlyMentionedUserIds(before: string, after: string): string[] {
  const already = new Set(mentionedUserIds(before));
  return mentionedUserIds(after).filter((id) => !already.has(id));
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `html` with each mention (an empty element: the name lives in its attributes) replaced by its
 * text `@Label`, so turning the HTML into plain text keeps the names, as the editor shows them.
 */
export function withMentionText(html: string): string {
  return html.replace(MENTION_ELEMENT, (_element, attributes: string | undefined) => {
    const raw = dataAttrsOf(attributes ?? "");
    const { label } = readBlockAttrs(mentionAttrs, { getAttribute: () => raw });
    return label ? escapeText(`@${label}`) : "";
  });
}
