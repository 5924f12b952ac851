import { describe, expect, it } from "vitest";
import { TestClock } from "../../test/test-clock";
import { charsetParameter, decodeHtml, mediaType } from "./html-charset";
import { extractPageMetadata } from "./html-metadata";
import { presentLinkPreview, publicUrl } from "./link-preview.presenter";
import { TtlCache } from "./ttl-cache";

describe("decodeHtml", () => {
  const latin1 = (text: string) => Buffer.from(text, "latin1");

  it("defaults to UTF-8", () => {
    expect(decodeHtml(Buffer.from("<title>Ça va – 😀</title>"), "text/html")).toBe("<title>Ça va – 😀</title>");
  });

  it("honours the Content-Type charset, with WHATWG windows-1252 for latin1 labels", () => {
    expect(decodeHtml(latin1("caf\xe9 \x80 \x96"), 'text/html; charset="ISO-8859-1"')).toBe("café € –");
    expect(decodeHtml(latin1("caf\xe9"), "text/html;charset=windows-1252")).toBe("café");
  });

  it("reads <meta charset> and <meta http-equiv> in the first 1024 bytes", () => {
    expect(decodeHtml(latin1('<meta charset="latin1"><p>\xe9t\xe9'), "text/html")).toBe(
      '<meta charset="latin1"><p>été',
    );
    const httpEquiv = '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>\x80';
    expect(decodeHtml(latin1(httpEquiv), undefined).endsWith("<p>€")).toBe(true);
    const late = `${" ".repeat(1100)}<meta charset="latin1">\xe9`;
    expect(decodeHtml(latin1(late), "text/html").endsWith("\ufffd")).toBe(true);
  });

  it("lets a byte-order mark win and survives unknown labels", () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("é")]);
    expect(decodeHtml(bom, "text/html; charset=windows-1252")).toBe("é");
    expect(decodeHtml(Buffer.from("é"), "text/html; charset=no-such-charset")).toBe("é");
  });

  it("parses content types", () => {
    expect(mediaType("Text/HTML; charset=UTF-8")).toBe("text/html");
    expect(mediaType(undefined)).toBeNull();
    expect(charsetParameter("text/html; charset=utf-8")).toBe("utf-8");
    expect(charsetParameter("text/html")).toBeNull();
  });
});

describe("extractPageMetadata", () => {
  it("reads the first title outside SVG, meta tags (first wins), icons and base", () => {
    const metadata = extractPageMetadata(`
      <svg><title>icon title</title></svg>
      <TITLE>Real &lt;title&gt;</TITLE><title>Second</title>
      <meta property="OG:Title" content="First OG"><meta property="og:title" content="Second OG">
      <meta name="description" content="Desc">
      <link rel="icon shortcut" href="/bad-order.ico">
      <link rel="SHORTCUT  ICON" href="/s.ico"><link rel="apple-touch-icon-precomposed" href="/t.png">
      <link rel="icon"><base href="/root/"><base href="/ignored/">`);
    expect(metadata.title).toBe("Real <title>");
    expect(metadata.meta.get("og:title")).toBe("First OG");
    expect(metadata.meta.get("description")).toBe("Desc");
    expect(metadata.icons).toEqual(["/s.ico", "/t.png"]);
    expect(metadata.baseHref).toBe("/root/");
  });

  it("keeps a title cut off by the size cap", () => {
    expect(extractPageMetadata("<title>Unfinished").title).toBe("Unfinished");
  });

  it("does not execute or keep scripts as text", () => {
    expect(extractPageMetadata("<script>document.title='x'</script><title>T</title>").title).toBe("T");
  });
});

describe("presentLinkPreview", () => {
  const page = new URL("https://example.com/articles/one?x=1");

  it("makes URLs absolute and drops unsafe ones", () => {
    expect(publicUrl("../img/a.png", page)).toBe("https://example.com/img/a.png");
    expect(publicUrl("//cdn.example.net/a.png", page)).toBe("https://cdn.example.net/a.png");
    for (const unsafe of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:image/png;base64,AAAA",
      "file:///etc/passwd",
      "http://127.0.0.1/a.png",
      "http://[::1]/a.png",
      "http://localhost/a.png",
      "http://user:pw@example.com/a.png",
      "http://169.254.169.254/latest/meta-data",
      `https://example.com/${"a".repeat(2100)}`,
      "",
      null,
    ]) {
      expect(publicUrl(unsafe, page), String(unsafe)).toBeNull();
    }
  });

  it("answers empty fields and the default icon for a page that is not HTML", () => {
    expect(presentLinkPreview(page, null)).toEqual({
      url: "https://example.com/articles/one?x=1",
      title: null,
      description: null,
      siteName: null,
      image: null,
      favicons: ["https://example.com/favicon.ico"],
    });
  });

  it("never lists more than ten icons and keeps the default icon last", () => {
    const icons = Array.from({ length: 15 }, (_, i) => `/icon-${i}.png`);
    const preview = presentLinkPreview(page, { title: null, meta: new Map(), icons, baseHref: null });
    expect(preview.favicons).toHaveLength(10);
    expect(preview.favicons.at(-1)).toBe("https://example.com/favicon.ico");
  });

  it("ignores a base href that is not http(s)", () => {
    const preview = presentLinkPreview(page, {
      title: null,
      meta: new Map(),
      icons: ["a.png"],
      baseHref: "javascript:alert(1)//",
    });
    expect(preview.favicons[0]).toBe("https://example.com/articles/a.png");
  });
});

describe("TtlCache", () => {
  it("expires entries by the clock and evicts the least recently used", () => {
    const clock = new TestClock();
    const cache = new TtlCache<string, number>(2, clock);
    cache.set("a", 1, 60_000);
    cache.set("b", 2, 60_000);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3, 60_000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    clock.advanceMinutes(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
