import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { AuthCard } from "../components/auth-card";
import { useForgotPassword } from "../hooks/use-password-recovery";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate({ email: email.trim() });
  };

  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {forgot.isSuccess ? <Alert severity="success">{t("auth.forgot.sent")}</Alert> : null}
          <TextField
            label={t("common.email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={forgot.isPending || !email.trim()}>
            {t("auth.forgot.submit")}
          </Button>
          <Link component={RouterLink} to={to("/login")} variant="body2" sx={{ textAlign: "center" }}>
            {t("auth.backToLogin")}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
