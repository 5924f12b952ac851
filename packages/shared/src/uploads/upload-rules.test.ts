import { describe, expect, it } from "vitest";
import { formatMegabytes, isServedInline } from "./upload-rules";

describe("isServedInline", () => {
  it("allows the raster images, PDF, audio and video", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "application/pdf"]) {
      expect(isServedInline(type)).toBe(true);
    }
    expect(isServedInline("audio/mpeg")).toBe(true);
    expect(isServedInline("video/mp4")).toBe(true);
    expect(isServedInline("IMAGE/PNG; charset=binary")).toBe(true);
  });

  it("serves scriptable and unknown types as attachments", () => {
    for (const type of [
      "image/svg+xml",
      "text/html",
      "text/plain",
      "application/xhtml+xml",
      "application/octet-stream",
      "application/x-elf",
      "application/x-msdownload",
      "video/",
      "audio",
      "",
    ]) {
      expect(isServedInline(type)).toBe(false);
    }
  });
});

describe("formatMegabytes", () => {
  it("names whole and fractional megabytes", () => {
    expect(formatMegabytes(100 * 1024 * 1024)).toBe("100 MB");
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatMegabytes(10)).toBe("< 0.1 MB");
  });
});
