/** A ProseMirror JSON node as stored (loosely typed: stored documents may be malformed). */
interface JsonNode {
  type?: unknown;
  text?: unknown;
  attrs?: unknown;
  content?: unknown;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(asRecord) : [];
}

/** The text that block attributes hold, per node type (what people would search for). */
const ATTRIBUTE_TEXT: Record<string, (attrs: Record<string, unknown>) => string[]> = {
  calendarEvent: (a) => [
    str(a.title),
    str(a.description),
    str(a.location),
    ...list(a.attendees).map((p) => `${str(p.firstName)} ${str(p.lastName)}`.trim()),
  ],
  smartButton: (a) => [str(asRecord(a.data).name)],
  date: (a) => [str(a.value)],
  decisionList: (a) => list(a.decisions).map((d) => str(d.content)),
  emoji: (a) => [str(a.fallback)],
  expand: (a) => [str(a.title)],
  iframe: (a) => [str(a.title)],
  image: (a) => [str(a.alt), str(a.filename)],
  mention: (a) => [str(a.label) ? `@${str(a.label)}` : ""],
  status: (a) => [str(a.title)],
  equation: (a) => [str(a.latex)],
  board: (a) => list(a.tasks).map((t) => str(t.name)),
  checklist: (a) => list(a.tasks).map((t) => str(t.name)),
  bookmark: (a) => [str(a.title), str(a.description), str(a.url)],
  button: (a) => [str(a.label)],
  poll: (a) => [str(a.question), ...list(a.options).map((o) => str(o.value))],
};

const INLINE_TYPES = new Set(["text", "date", "emoji", "mention", "status", "hardBreak"]);

function walk(node: JsonNode, out: string[], depth: number): string {
  if (depth > 200) return "";
  const type = str(node.type);
  if (type === "text") return str(node.text);
  if (type === "hardBreak") return "\n";
  const fromAttrs = (ATTRIBUTE_TEXT[type]?.(asRecord(node.attrs)) ?? []).filter((part) => part.trim() !== "");
  const children = Array.isArray(node.content) ? (node.content as JsonNode[]) : [];
  if (INLINE_TYPES.has(type)) return fromAttrs.join(" ");
  let line = "";
  const hasInline = children.some((child) => INLINE_TYPES.has(str(asRecord(child).type)));
  out.push(...fromAttrs);
  for (const child of children) {
    const record = asRecord(child) as JsonNode;
    if (hasInline && INLINE_TYPES.has(str(record.type))) line += walk(record, out, depth + 1);
    else {
      if (line.trim()) out.push(line);
      line = "";
      walk(record, out, depth + 1);
    }
  }
  if (line.trim()) out.push(line);
  return "";
}

/**
 * The plain text of a ProseMirror JSON document for search: the text of every block, one per line,
 * including text kept in block attributes (titles, decisions, statuses, bookmarks, poll options...).
 */
export function plainTextOfDoc(json: unknown): string {
  const lines: string[] = [];
  walk(asRecord(json) as JsonNode, lines, 0);
  return lines
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
