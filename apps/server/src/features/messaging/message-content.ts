import { MESSAGE_CONTENT_MAX_LENGTH } from "@bearish/shared/messaging/message";
import sanitizeHtml from "sanitize-html";
import { invalid } from "../../platform/errors";

/**
 * Message content is rich text as HTML from the composer. It is stored and answered only after
 * it has passed this allowlist (message.ts), so every client can render it as HTML: no scripts,
 * styles, event handlers or `javascript:` URLs survive, and links open in a new tab without
 * handing the opener or a referrer to the target.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    span: ["data-type", "data-id", "data-label"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link without text is invisible: drop it (and the attributes the transform below adds).
  exclusiveFilter: (frame) => frame.tag === "a" && frame.text.trim() === "",
  // The contents of these are code or styling, never text a person wrote.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: "noopener noreferrer nofollow",
        target: "_blank",
      },
    }),
    // Only mention chips keep their data; any other span is a bare span.
    span: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs["data-type"] === "mention"
          ? {
              "data-type": "mention",
              ...(attribs["data-id"] ? { "data-id": attribs["data-id"] } : {}),
              ...(attribs["data-label"] ? { "data-label": attribs["data-label"] } : {}),
            }
          : {},
    }),
  },
};

/** The content with only the allowlisted markup left. */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

const BLOCK_BREAK = /<\s*(br|\/p|\/li|\/pre|\/blockquote|\/ul|\/ol)\b[^>]*>/gi;
// sanitize-html escapes only these in text and attribute values.
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * The text of sanitized content without markup (previews, search, the empty check): line breaks
 * where blocks end, runs of spaces collapsed, entities decoded.
 */
export function plainTextOf(cleanHtml: string): string {
  const withBreaks = cleanHtml.replace(BLOCK_BREAK, "\n");
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line, index, lines) => line !== "" || (index > 0 && lines[index - 1] !== ""))
    .join("\n")
    .trim();
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;
const HREF = /<a\b[^>]*\bhref="([^"]+)"/gi;
/** Links a message may carry into the media panel. */
export const MESSAGE_LINKS_MAX = 20;

/** The http(s) links of sanitized content (link targets and URLs typed as text), first seen first. */
export function linksOf(cleanHtml: string, plainText: string): string[] {
  const found: string[] = [];
  for (const match of cleanHtml.matchAll(HREF)) found.push(decodeAttribute(match[1] ?? ""));
  for (const match of plainText.matchAll(URL_IN_TEXT)) found.push(match[0].replace(/[.,;:!?)\]]+$/, ""));
  const links: string[] = [];
  for (const link of found) {
    if (!/^https?:\/\//i.test(link) || links.includes(link)) continue;
    try {
      new URL(link);
    } catch {
      continue;
    }
    links.push(link);
    if (links.length >= MESSAGE_LINKS_MAX) break;
  }
  return links;
}

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

export interface CleanContent {
  html: string;
  plainText: string;
  links: string[];
}

/**
 * Markup a message may carry: composer output uses a few tags per line, while a flood of tags
 * costs the sanitizer time and grows in storage (links gain attributes, `<` becomes `&lt;`).
 */
export const MESSAGE_TAGS_MAX = 4_000;
/** The stored HTML's cap, after sanitizing (entities and link attributes make it longer than the input). */
export const MESSAGE_HTML_MAX_LENGTH = 2 * MESSAGE_CONTENT_MAX_LENGTH;

const tooLong = () => invalid("A message is too long", [{ path: "body.content", message: "A message is too long" }]);

function countTags(raw: string): number {
  let count = 0;
  for (let at = raw.indexOf("<"); at >= 0; at = raw.indexOf("<", at + 1)) count++;
  return count;
}

/** Sanitized HTML, its plain text and its links, from what the client sent (400 when too long). */
export function cleanMessageContent(raw: string): CleanContent {
  if (raw.length > MESSAGE_CONTENT_MAX_LENGTH || countTags(raw) > MESSAGE_TAGS_MAX) throw tooLong();
  const html = sanitizeMessageHtml(raw);
  if (html.length > MESSAGE_HTML_MAX_LENGTH) throw tooLong();
  const plainText = plainTextOf(html);
  return { html, plainText, links: linksOf(html, plainText) };
}

/** A short plain-text preview (notifications, reply previews). */
export function previewOf(plainText: string, max = 140): string {
  const oneLine = plainText.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
