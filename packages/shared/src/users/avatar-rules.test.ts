import { describe, expect, it } from "vitest";
import { AVATAR_PRESETS, avatarFallback, avatarKind } from "./avatar-rules";

describe("avatar rules", () => {
  it("has twelve presets", () => {
    expect(AVATAR_PRESETS).toHaveLength(12);
    expect(avatarKind("bear")).toBe("preset");
  });

  it("accepts http(s) and same-origin image URLs", () => {
    expect(avatarKind("https://example.com/a.png")).toBe("url");
    expect(avatarKind("/api/files/abc")).toBe("url");
  });

  it("refuses other schemes and protocol-relative URLs", () => {
    expect(avatarKind("javascript:alert(1)")).toBeNull();
    expect(avatarKind("//evil.example/a.png")).toBeNull();
    expect(avatarKind("not a url")).toBeNull();
  });

  it("accepts inline raster images but not SVG", () => {
    expect(avatarKind("data:image/png;base64,iVBORw0KGgo=")).toBe("inline");
    expect(avatarKind("data:image/svg+xml;base64,PHN2Zz4=")).toBeNull();
    expect(avatarKind("data:image/png;base64,<script>")).toBeNull();
  });

  it("builds initials", () => {
    expect(avatarFallback("ada", "lovelace")).toBe("AL");
    expect(avatarFallback("  ", "")).toBe("?");
    expect(avatarFallback("Élodie", "Ñ")).toBe("ÉÑ");
  });
});
