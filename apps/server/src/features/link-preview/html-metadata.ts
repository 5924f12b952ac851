import { Parser } from "htmlparser2";

/** What a page declares about itself, as written (not yet cleaned or resolved). */
export interface PageMetadata {
  /** Text of the first `<title>` outside SVG. */
  title: string | null;
  /** `<meta property|name=... content=...>` by lower-case key, first occurrence wins. */
  meta: ReadonlyMap<string, string>;
  /** `href` of icon links in document order. */
  icons: string[];
  /** `href` of the first `<base>`. */
  baseHref: string | null;
}

const ICON_RELS = new Set(["icon", "shortcut icon", "apple-touch-icon", "apple-touch-icon-precomposed"]);
const TITLE_MAX_SOURCE_LENGTH = 10_000;

/** Reads title, meta tags, icon links and base href from HTML with a streaming (tree-less) parser. */
export function extractPageMetadata(html: string): PageMetadata {
  // Written from parser callbacks, so kept in an object (flow analysis cannot see those writes).
  const titleState: { text: string | null; parts: string[] | null; length: number } = {
    text: null,
    parts: null,
    length: 0,
  };
  let foreignDepth = 0;
  let baseHref: string | null = null;
  const meta = new Map<string, string>();
  const icons: string[] = [];

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "svg" || name === "math") foreignDepth += 1;
        if (foreignDepth > 0) return;
        if (name === "title" && titleState.text === null && titleState.parts === null) {
          titleState.parts = [];
        } else if (name === "meta") {
          const key = (attribs.property ?? attribs.name ?? attribs.itemprop)?.trim().toLowerCase();
          const content = attribs.content;
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
        } else if (name === "link" && attribs.href) {
          const rel = (attribs.rel ?? "").trim().toLowerCase().split(/\s+/).join(" ");
          if (ICON_RELS.has(rel)) icons.push(attribs.href);
        } else if (name === "base" && baseHref === null && attribs.href) {
          baseHref = attribs.href;
        }
      },
      ontext(text) {
        if (titleState.parts && titleState.length < TITLE_MAX_SOURCE_LENGTH) {
          titleState.parts.push(text);
          titleState.length += text.length;
        }
      },
      onclosetag(name) {
        if (name === "svg" || name === "math") foreignDepth = Math.max(0, foreignDepth - 1);
        if (name === "title" && titleState.parts) {
          titleState.text = titleState.parts.join("");
          titleState.parts = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // A body cut at the size cap can end inside the title.
  const title = titleState.text ?? titleState.parts?.join("") ?? null;
  return { title, meta, icons, baseHref };
}
