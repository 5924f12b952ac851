import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanOriginalName, contentDisposition } from "./file-names";

describe("cleanOriginalName", () => {
  it("keeps the last path segment without controls or direction overrides", () => {
    expect(cleanOriginalName("../../etc/passwd")).toBe("passwd");
    expect(cleanOriginalName("C:\\Users\\ada\\notes.txt")).toBe("notes.txt");
    expect(cleanOriginalName("  report\r\n.pdf ")).toBe("report.pdf");
    expect(cleanOriginalName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanOriginalName("..")).toBe("file");
    expect(cleanOriginalName("dir/")).toBe("file");
  });

  it("caps the length and keeps the extension", () => {
    const cleaned = cleanOriginalName(`${"a".repeat(400)}.jpeg`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith(".jpeg")).toBe(true);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the UTF-8 name (RFC 6266)", () => {
    expect(contentDisposition("inline", "photo.png")).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(contentDisposition("attachment", "Café menu (v2).pdf")).toBe(
      `attachment; filename="Cafe menu (v2).pdf"; filename*=UTF-8''Caf%C3%A9%20menu%20%28v2%29.pdf`,
    );
    expect(contentDisposition("attachment", "日本語.txt")).toBe(
      `attachment; filename="___.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.txt`,
    );
  });

  it("neutralises quotes, backslashes, separators, CR/LF and leading dots", () => {
    expect(contentDisposition("attachment", 'a"b\\c.txt')).toBe(`attachment; filename="c.txt"; filename*=UTF-8''c.txt`);
    expect(contentDisposition("attachment", 'say "hi".txt')).toBe(
      `attachment; filename="say _hi_.txt"; filename*=UTF-8''say%20%22hi%22.txt`,
    );
    expect(contentDisposition("attachment", "x\r\nSet-Cookie: a=b")).toBe(
      `attachment; filename="xSet-Cookie: a=b"; filename*=UTF-8''xSet-Cookie%3A%20a%3Db`,
    );
    expect(contentDisposition("attachment", ".htaccess")).toMatch(/^attachment; filename="_htaccess"/);
  });

  it("always yields one safe header value, whatever the name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (name) => {
        const value = contentDisposition("attachment", name);
        const match = /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/.exec(
          value,
        );
        expect(match, value).not.toBeNull();
        expect(match?.[1]).not.toMatch(/["\\/%;]/);
        expect(decodeURIComponent(match?.[2] ?? "")).not.toMatch(/[/\\\r\n]/);
      }),
    );
  });
});
