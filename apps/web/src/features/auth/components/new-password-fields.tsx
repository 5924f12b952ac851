import { confirmationError, PASSWORD_MAX_LENGTH, unmetPasswordRules } from "@bearish/shared/auth/password-rules";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { PasswordRulesList } from "./password-rules-list";

export interface NewPasswordValue {
  password: string;
  confirmation: string;
  /** The confirmation is judged only once it has been touched (spec §5). */
  confirmationTouched: boolean;
}

export const EMPTY_NEW_PASSWORD: NewPasswordValue = { password: "", confirmation: "", confirmationTouched: false };

/** True when the password meets every rule and the confirmation matches it. */
export function isNewPasswordValid({ password, confirmation }: NewPasswordValue): boolean {
  return (
    unmetPasswordRules(password).length === 0 && password.length <= PASSWORD_MAX_LENGTH && password === confirmation
  );
}

interface NewPasswordFieldsProps {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  /** Label of the first field: "Password" on signup, "New password" elsewhere. */
  label: string;
  disabled?: boolean;
}

/** A new password with its live rules list, and a confirmation that complains only once touched. */
export function NewPasswordFields({ value, onChange, label, disabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const mismatch = confirmationError(value.password, value.confirmation, value.confirmationTouched);
  return (
    <Stack spacing={1.5}>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={value.password}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
      />
      <PasswordRulesList password={value.password} />
      <TextField
        label={t("password.confirm")}
        type="password"
        autoComplete="new-password"
        value={value.confirmation}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        onBlur={() => {
          if (!value.confirmationTouched) onChange({ ...value, confirmationTouched: true });
        }}
        error={mismatch !== null}
        helperText={mismatch === null ? " " : t("password.mismatch")}
        slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
      />
    </Stack>
  );
}
