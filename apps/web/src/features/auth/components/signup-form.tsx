import { NAME_MAX_LENGTH } from "@bearish/shared/users/user";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useSignup } from "../hooks/use-signup";
import { EMPTY_NEW_PASSWORD, isNewPasswordValid, NewPasswordFields } from "./new-password-fields";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function SignupForm({
  onCodeSent,
}: {
  onCodeSent: (sent: { email: string; expiresInMinutes: number }) => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const signup = useSignup();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState(EMPTY_NEW_PASSWORD);

  const valid =
    firstName.trim() !== "" && lastName.trim() !== "" && looksLikeEmail(email) && isNewPasswordValid(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    signup.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password: password.password },
      { onSuccess: ({ data }) => onCodeSent(data) },
    );
  };

  const nameInput = { htmlInput: { maxLength: NAME_MAX_LENGTH } };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label={t("common.firstName")}
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            slotProps={nameInput}
            autoFocus
          />
          <TextField
            label={t("common.lastName")}
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            slotProps={nameInput}
          />
        </Stack>
        <TextField
          label={t("common.email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <NewPasswordFields label={t("common.password")} value={password} onChange={setPassword} />
        <Button type="submit" variant="contained" size="large" disabled={!valid || signup.isPending}>
          {t("auth.signup.submit")}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("auth.signup.haveAccount")}{" "}
          <Link component={RouterLink} to={to("/login")} state={location.state}>
            {t("auth.signup.logIn")}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
