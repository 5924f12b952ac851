import { describe, expect, it } from "vitest";
import { defaultLocalePath, localeOfPath, switchLocalePath } from "./locale-paths";

describe("locale paths", () => {
  it.each([
    ["/xx/login", "/en/login"],
    ["/fr/settings/basics", "/en/settings/basics"],
    ["/login", "/en/login"],
    ["/settings/basics", "/en/settings/basics"],
    ["/xx", "/en"],
    ["/", "/en"],
    ["/ar/login", "/ar/login"],
  ])("sends %s to %s", (from, to) => {
    expect(defaultLocalePath(from)).toBe(to);
  });

  it("moves a page to another locale", () => {
    expect(switchLocalePath("/en/settings/basics", "ar")).toBe("/ar/settings/basics");
    expect(switchLocalePath("/ar", "en")).toBe("/en");
    expect(switchLocalePath("/", "ar")).toBe("/ar");
  });

  it("reads the locale of a path, defaulting to en", () => {
    expect(localeOfPath("/ar/legal")).toBe("ar");
    expect(localeOfPath("/de/legal")).toBe("en");
  });
});
