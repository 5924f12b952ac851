/** The words of a page for the search index (no markup). */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_END =
  /<\/(?:p|h[1-6]|li|div|blockquote|pre|tr|td|th|ul|ol|table|section|article)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

/** Plain text of stored (sanitized) HTML: blocks become lines, tags go, entities are decoded. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(BLOCK_END, (tag) => `${tag}\n`)
    .replace(/<[^>]*>/g, " ");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

function elementsOf(scene: unknown): unknown[] {
  if (Array.isArray(scene)) return scene;
  if (scene && typeof scene === "object") {
    const elements = (scene as { elements?: unknown }).elements;
    if (Array.isArray(elements)) return elements;
    // The collaborative form: element id → element.
    if (elements && typeof elements === "object") return Object.values(elements);
  }
  return [];
}

/** The words written on a whiteboard: the text of its live `type: "text"` elements, one per line. */
export function whiteboardText(scene: unknown): string {
  return elementsOf(scene)
    .flatMap((el) => {
      if (!el || typeof el !== "object") return [];
      const e = el as { type?: unknown; text?: unknown; isDeleted?: unknown };
      return e.type === "text" && typeof e.text === "string" && e.isDeleted !== true ? [e.text.trim()] : [];
    })
    .filter(Boolean)
    .join("\n");
}
