import { describe, expect, it } from "vitest";
import { imageSrc, isSameOriginFilePath } from "./block-fields";

describe("isSameOriginFilePath", () => {
  it("accepts the server's own file paths", () => {
    expect(isSameOriginFilePath("/api/page/document/w1/d1/files/u1")).toBe(true);
    expect(isSameOriginFilePath("/uploads/a/b.png")).toBe(true);
  });

  it.each([
    "/api/../admin",
    "/api/%2e%2e/x",
    "/api/%2E%2E/x",
    "/api/.%2e/x",
    "/api/%2e./x",
    "/api/files%2f..%2fx",
    "/api/..%2Fx",
    "/api/%5c..%5cx",
    "/api/a\\..\\b",
    "//evil.example/api/x",
    "/other/x",
    "api/x",
  ])("refuses %s", (path) => {
    expect(isSameOriginFilePath(path)).toBe(false);
  });

  it("makes an image source with encoded dots empty", () => {
    expect(imageSrc().parse("/api/%2e%2e/x")).toBe("");
    expect(imageSrc().parse("/api/files/u1")).toBe("/api/files/u1");
  });
});
