import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { AuthCard } from "../components/auth-card";
import { MissingToken } from "../components/missing-token";
import { EMPTY_NEW_PASSWORD, isNewPasswordValid, NewPasswordFields } from "../components/new-password-fields";
import { useResetPassword } from "../hooks/use-password-recovery";

/** Opened from the reset mail: `/{locale}/reset-password?token=...`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const reset = useResetPassword();
  const [password, setPassword] = useState(EMPTY_NEW_PASSWORD);
  const valid = isNewPasswordValid(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token || !valid) return;
    reset.mutate(
      { token, newPassword: password.password },
      { onSuccess: () => navigate(to("/login"), { replace: true }) },
    );
  };

  return (
    <AuthCard title={t("auth.reset.title")} subtitle={token ? t("auth.reset.subtitle") : undefined}>
      {token ? (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <NewPasswordFields label={t("password.new")} value={password} onChange={setPassword} />
            <Button type="submit" variant="contained" size="large" disabled={!valid || reset.isPending}>
              {t("auth.reset.submit")}
            </Button>
            <Link component={RouterLink} to={to("/login")} variant="body2" sx={{ textAlign: "center" }}>
              {t("auth.backToLogin")}
            </Link>
          </Stack>
        </Box>
      ) : (
        <MissingToken />
      )}
    </AuthCard>
  );
}
