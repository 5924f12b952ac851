import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { switchLocalePath } from "../../../app/locale/locale-paths";
import { AuthCard } from "../components/auth-card";
import { MissingToken } from "../components/missing-token";
import { EMPTY_NEW_PASSWORD, isNewPasswordValid, NewPasswordFields } from "../components/new-password-fields";
import { useSetPassword } from "../hooks/use-password-recovery";

/** Opened from an invitation mail: the invited person sets a first password and is signed in. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const setPassword = useSetPassword();
  const [password, setPasswordValue] = useState(EMPTY_NEW_PASSWORD);
  const valid = isNewPasswordValid(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token || !valid) return;
    setPassword.mutate(
      { token, password: password.password },
      {
        onSuccess: ({ data }) => navigate(switchLocalePath("/", data.user.preferences.language), { replace: true }),
      },
    );
  };

  return (
    <AuthCard title={t("auth.setPassword.title")} subtitle={token ? t("auth.setPassword.subtitle") : undefined}>
      {token ? (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <NewPasswordFields label={t("common.password")} value={password} onChange={setPasswordValue} />
            <Button type="submit" variant="contained" size="large" disabled={!valid || setPassword.isPending}>
              {t("auth.setPassword.submit")}
            </Button>
          </Stack>
        </Box>
      ) : (
        <MissingToken />
      )}
    </AuthCard>
  );
}
