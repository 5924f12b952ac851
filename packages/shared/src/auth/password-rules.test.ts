import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { confirmationError, PASSWORD_RULES, passwordRefusalReason, unmetPasswordRules } from "./password-rules";

describe("password rules", () => {
  it("accepts a password meeting every rule", () => {
    expect(unmetPasswordRules("Abcdef1!")).toEqual([]);
    expect(passwordRefusalReason("Abcdef1!")).toBeNull();
  });

  it.each([
    ["Abcde1!", "length"],
    ["abcdef1!", "uppercase"],
    ["ABCDEF1!", "lowercase"],
    ["Abcdefg!", "digit"],
    ["Abcdefg1", "special"],
  ])("refuses %s for the %s rule", (password, rule) => {
    expect(unmetPasswordRules(password).map((r) => r.id)).toEqual([rule]);
    expect(passwordRefusalReason(password)).toContain(PASSWORD_RULES.find((r) => r.id === rule)?.label.toLowerCase());
  });

  it("lists every unmet rule for an empty password", () => {
    expect(unmetPasswordRules("").map((r) => r.id)).toEqual(["length", "uppercase", "lowercase", "digit", "special"]);
  });

  it("refuses overly long passwords", () => {
    expect(passwordRefusalReason(`Aa1!${"x".repeat(300)}`)).toMatch(/at most/);
  });

  it("never accepts a password shorter than 8 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (p) => {
        expect(passwordRefusalReason(p)).not.toBeNull();
      }),
    );
  });

  it("reports confirmation mismatch only once touched", () => {
    expect(confirmationError("Abcdef1!", "x", false)).toBeNull();
    expect(confirmationError("Abcdef1!", "x", true)).toBe("Passwords do not match");
    expect(confirmationError("Abcdef1!", "Abcdef1!", true)).toBeNull();
  });
});
