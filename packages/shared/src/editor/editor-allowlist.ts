import { EDITOR_BLOCKS } from "./blocks/all-blocks";
import { BLOCK_ATTRS_ATTRIBUTE, blockTagOf } from "./define-block";

/** Every custom block tag of the schema (`bearish-callout`, `bearish-layout-column`, ...). */
export const EDITOR_BLOCK_TAGS: readonly string[] = EDITOR_BLOCKS.flatMap((block) => {
  const tag = blockTagOf(block);
  return tag ? [tag] : [];
});

/** The standard tags StarterKit, TextStyle and TableKit write. */
export const EDITOR_TEXT_TAGS = [
  "p",
  "h1",
  "h2",
  "h3",
  "strong",
  "em",
  "u",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "hr",
  "br",
  "span",
  "table",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

const PIXELS = /^\d{1,5}(\.\d+)?px$/;
const CELL_ATTRIBUTES = ["colspan", "rowspan", "colwidth", "style"];
const TEXT_ALIGN = /^(left|center|right)$/;
/** Colours as TextStyle writes them: hex, rgb(a), or a colour keyword. */
export const COLOUR_VALUES = [
  /^#[0-9a-fA-F]{3,8}$/,
  /^rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/,
  /^[a-zA-Z]{3,30}$/,
];
/** Font families: names, quotes, commas, spaces and hyphens only (no `url(`, no `;`). */
export const FONT_FAMILY_VALUES = [/^[\w\s,'"-]{1,200}$/];

/**
 * The sanitize-html options for stored editor HTML, derived from the schema (issue 8): the standard
 * text tags, links (http, https, mailto, tel), tables, text colour and font family, and every
 * `bearish-*` block tag with its `data-attrs` only (the block's zod schema checks the JSON when it
 * is parsed). Typed loosely so shared code does not depend on sanitize-html; the server passes it
 * to `sanitizeHtml(html, editorSanitizeOptions)`.
 */
export const editorSanitizeOptions: Record<string, unknown> = {
  allowedTags: [...EDITOR_TEXT_TAGS, ...EDITOR_BLOCK_TAGS],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    ol: ["start", "type"],
    pre: ["data-language", "data-macro-id"],
    code: ["class"],
    span: ["style"],
    table: ["style"],
    col: ["style"],
    th: CELL_ATTRIBUTES,
    td: CELL_ATTRIBUTES,
    ...Object.fromEntries(EDITOR_BLOCK_TAGS.map((tag) => [tag, [BLOCK_ATTRS_ATTRIBUTE]])),
  },
  allowedClasses: { code: ["language-*"] },
  allowedStyles: {
    span: { color: COLOUR_VALUES, "font-family": FONT_FAMILY_VALUES },
    table: { width: [PIXELS], "min-width": [PIXELS] },
    col: { width: [PIXELS], "min-width": [PIXELS] },
    th: { "text-align": [TEXT_ALIGN] },
    td: { "text-align": [TEXT_ALIGN] },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};
