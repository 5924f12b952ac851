/** Password rule (spec): 8+ characters with upper, lower, digit and special character. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so hashing cost stays bounded; far above any real passphrase. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordRuleId = "length" | "uppercase" | "lowercase" | "digit" | "special";

export interface PasswordRule {
  id: PasswordRuleId;
  /** Human text of the requirement, shown beside the field and used as the refusal reason. */
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  { id: "uppercase", label: "An uppercase letter", test: (p) => /\p{Lu}/u.test(p) },
  { id: "lowercase", label: "A lowercase letter", test: (p) => /\p{Ll}/u.test(p) },
  { id: "digit", label: "A digit", test: (p) => /\p{Nd}/u.test(p) },
  {
    id: "special",
    label: "A special character",
    test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
  },
];

/** The rules a password does not meet yet, in display order. Empty means acceptable. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

/** One sentence explaining why a password is refused, or null when it is acceptable. */
export function passwordRefusalReason(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  const unmet = unmetPasswordRules(password);
  if (unmet.length === 0) return null;
  return `Password needs: ${unmet.map((r) => r.label.toLowerCase()).join(", ")}`;
}

/** Confirmation check: only reported once the confirmation field has been touched. */
export function confirmationError(password: string, confirmation: string, touched: boolean): string | null {
  if (!touched) return null;
  return password === confirmation ? null : "Passwords do not match";
}
