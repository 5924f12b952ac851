import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize (spec §9: B, KB, MB, GB, 2 decimals, base 1000)", () => {
  it("uses base 1000 with two decimals above bytes", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(999)).toBe("999 B");
    expect(formatFileSize(1000)).toBe("1.00 KB");
    expect(formatFileSize(1_500_000)).toBe("1.50 MB");
    expect(formatFileSize(2_345_000_000)).toBe("2.35 GB");
    expect(formatFileSize(5_000_000_000_000)).toBe("5000.00 GB");
  });

  it("answers 0 B for nonsense", () => {
    expect(formatFileSize(-1)).toBe("0 B");
    expect(formatFileSize(Number.NaN)).toBe("0 B");
  });
});
