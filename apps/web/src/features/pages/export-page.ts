/** Reading speed used for the reading time (words per minute). */
export const WORDS_PER_MINUTE = 200;

export interface TextStats {
  words: number;
  characters: number;
  readingMinutes: number;
}

/** Word and character counts of a page's text and its reading time (at least a minute when not empty). */
export function textStats(text: string): TextStats {
  const words = text.trim() ? text.trim().split(/\s+/u).length : 0;
  return {
    words,
    characters: [...text.replace(/\n/g, "")].length,
    readingMinutes: words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A standalone HTML file of a page: its title and the editor's (schema-made) HTML. */
export function pageHtmlDocument(title: string, bodyHtml: string, lang: string, dir: "ltr" | "rtl"): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    `<body><h1>${escapeHtml(title)}</h1>${bodyHtml}</body>`,
    "</html>",
  ].join("\n");
}

const inline = (node: Node): string => [...node.childNodes].map(markdownOf).join("");

function markdownOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  if (node.nodeType !== Node.ELEMENT_NODE) return "";
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  const inner = () => inline(element);
  switch (tag) {
    case "H1":
    case "H2":
    case "H3":
    case "H4":
      return `${"#".repeat(Number(tag[1]))} ${inner().trim()}\n\n`;
    case "P":
      return `${inner()}\n\n`;
    case "BR":
      return "\n";
    case "STRONG":
    case "B":
      return `**${inner()}**`;
    case "EM":
    case "I":
      return `*${inner()}*`;
    case "S":
      return `~~${inner()}~~`;
    case "CODE":
      return element.parentElement?.tagName.toUpperCase() === "PRE" ? inner() : `\`${inner()}\``;
    case "PRE":
      return `\`\`\`\n${element.textContent ?? ""}\n\`\`\`\n\n`;
    case "BLOCKQUOTE":
      return `${inner()
        .trim()
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n")}\n\n`;
    case "A": {
      const href = element.getAttribute("href");
      return href ? `[${inner()}](${href})` : inner();
    }
    case "UL":
    case "OL": {
      const items = [...element.children].filter((c) => c.tagName.toUpperCase() === "LI");
      return `${items
        .map((li, i) => `${tag === "OL" ? `${i + 1}.` : "-"} ${inline(li).trim().replace(/\n+/g, " ")}`)
        .join("\n")}\n\n`;
    }
    case "HR":
      return "---\n\n";
    case "TR":
      return `| ${[...element.children].map((cell) => inline(cell).trim()).join(" | ")} |\n`;
    case "TABLE":
      return `${inner()}\n`;
    default:
      return inner();
  }
}

/** The page as Markdown-like plain text: headings, emphasis, lists, quotes, code, links and tables. */
export function pageMarkdown(title: string, bodyHtml: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${bodyHtml}</body>`, "text/html");
  const body = markdownOf(parsed.body)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return `# ${title}\n\n${body}\n`;
}

/** Saves text as a file through the browser's download. */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A file name from a page title: no path separators or characters file systems refuse. */
export function fileNameOf(title: string, extension: string): string {
  const base =
    title
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\p{Cc}+/gu, " ")
      .trim()
      .slice(0, 120) || "page";
  return `${base}.${extension}`;
}
