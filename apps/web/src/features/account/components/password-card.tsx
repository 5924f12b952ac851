import { PASSWORD_MAX_LENGTH } from "@bearish/shared/auth/password-rules";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../lib/ui/section-card";
import { EMPTY_NEW_PASSWORD, isNewPasswordValid, NewPasswordFields } from "../../auth/components/new-password-fields";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { useChangePassword } from "../hooks/use-change-password";

/** Change password: the current one, then a new one meeting the rules, confirmed. */
export function PasswordCard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState(EMPTY_NEW_PASSWORD);
  const valid = current !== "" && isNewPasswordValid(next);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    change.mutate(
      { currentPassword: current, newPassword: next.password },
      {
        onSuccess: () => {
          setCurrent("");
          setNext(EMPTY_NEW_PASSWORD);
        },
      },
    );
  };

  return (
    <SectionCard title={t("basics.password.title")} description={t("basics.password.description")}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
          <TextField
            label={t("password.current")}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
          />
          <NewPasswordFields label={t("password.new")} value={next} onChange={setNext} />
          <Box>
            <Button type="submit" variant="contained" disabled={!valid || change.isPending}>
              {t("basics.password.submit")}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
