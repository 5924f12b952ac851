import { describe, expect, it } from "vitest";
import { redactSecretsInUrl } from "./bootstrap";

describe("redactSecretsInUrl", () => {
  it("hides tickets, signatures and tokens in query strings", () => {
    expect(redactSecretsInUrl("/api/realtime?ticket=abc123")).toBe("/api/realtime?ticket=[redacted]");
    expect(redactSecretsInUrl("/api/files/1?expires=9&sig=xyz")).toBe("/api/files/1?expires=9&sig=[redacted]");
    expect(redactSecretsInUrl("/en/reset-password?token=t0k&x=1")).toBe("/en/reset-password?token=[redacted]&x=1");
  });
  it("leaves other parameters alone", () => {
    expect(redactSecretsInUrl("/api/search?q=ticket")).toBe("/api/search?q=ticket");
  });
});
