import { PASSWORD_RULES } from "@bearish/shared/auth/password-rules";
import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { i18n } from "./i18n";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  it("Arabic has every English key and no other, each non-empty", () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(ar)) {
      const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ar);
      expect(typeof text === "string" && text.trim().length > 0, key).toBe(true);
    }
  });

  it("English password rules are the shared rules' labels", () => {
    for (const rule of PASSWORD_RULES) expect(en.password.rules[rule.id]).toBe(rule.label);
  });

  it("English toasts and the error card use the spec's exact texts", () => {
    expect(en.toast).toMatchObject({
      loggedIn: "Logged in successfully",
      loginFailed: "Login failed",
      otpSent: "OTP sent successfully",
      signupFailed: "Signup failed",
      passwordChanged: "Password changed successfully",
      passwordChangeFailed: "Failed to change password",
      resetEmailSent: "Password reset email sent",
      resetEmailFailed: "Failed to send password reset email",
      passwordReset: "Password has been reset successfully",
      passwordResetFailed: "Failed to reset password",
      loggedOut: "Logged out successfully",
    });
    expect(en.error).toEqual({
      title: "Oops! Something went wrong",
      text: "We encountered an unexpected error. Please try again.",
      tryAgain: "Try Again",
      refresh: "Refresh Page",
    });
  });

  it("counts in Arabic for every plural form, never falling back to English", () => {
    const t = i18n.getFixedT("ar");
    for (const count of [0, 1, 2, 3, 11, 100]) {
      const text = t("cloudStorage.files.count", { count });
      expect(text, String(count)).not.toMatch(/files?/);
      expect(text, String(count)).toMatch(/ملف/);
    }
  });
});
