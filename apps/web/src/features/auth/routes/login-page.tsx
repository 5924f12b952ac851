import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { afterSignInPath } from "../after-sign-in";
import { AuthCard } from "../components/auth-card";
import { useLogin } from "../hooks/use-login";

export function LoginPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ data }) =>
          navigate(afterSignInPath(location.state, data.user.preferences.language), { replace: true }),
      },
    );
  };

  return (
    <AuthCard title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label={t("common.email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
          />
          <TextField
            label={t("common.password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <Link component={RouterLink} to={to("/forgot-password")} variant="body2">
              {t("auth.login.forgot")}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={login.isPending || !email.trim() || !password}
          >
            {t("auth.login.submit")}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
            {t("auth.login.noAccount")}{" "}
            <Link component={RouterLink} to={to("/signup")} state={location.state}>
              {t("auth.login.signUp")}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
