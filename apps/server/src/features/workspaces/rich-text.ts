import sanitizeHtml from "sanitize-html";

/**
 * A conservative allowlist for stored document and wiki HTML: text structure, lists, tables,
 * links (http, https, mailto, tel) and images (http, https or the server's own relative file
 * URLs). No scripts, styles, event handlers, frames or forms. The editor issue will widen it for
 * its custom block tags.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "iframe"),
    "h1",
    "h2",
    "img",
    "del",
    "ins",
    "mark",
    "s",
    "u",
    "sub",
    "sup",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start"],
    code: ["data-language"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: "_blank" } : {}), rel: "noopener noreferrer nofollow" },
    }),
  },
};

/** The HTML as it may be stored and shown: anything outside the allowlist is removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
