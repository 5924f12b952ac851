import { OTP_LENGTH } from "@bearish/shared/auth/auth";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLocale } from "../../../app/locale/use-locale";
import { afterSignInPath } from "../after-sign-in";
import { useResendOtp, useVerifyOtp } from "../hooks/use-signup";

/** The code step of signup: enter the mailed code, or ask for a new one. */
export function OtpStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyOtp(locale);
  const resend = useResendOtp();
  const [code, setCode] = useState("");
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    verify.mutate(
      { email, otp: code },
      { onSuccess: () => navigate(afterSignInPath(location.state, locale), { replace: true }) },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          label={t("auth.code.label")}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
          autoComplete="one-time-code"
          autoFocus
          helperText={t("auth.code.hint", { length: OTP_LENGTH })}
          slotProps={{
            htmlInput: {
              inputMode: "numeric",
              maxLength: OTP_LENGTH,
              style: { letterSpacing: "0.4em", fontSize: "1.25rem" },
              dir: "ltr",
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={!complete || verify.isPending}>
          {t("auth.code.verify")}
        </Button>
        <Stack direction="row" spacing={1} justifyContent="space-between">
          <Button onClick={() => resend.mutate({ email })} disabled={resend.isPending}>
            {t("auth.code.resend")}
          </Button>
          <Button color="inherit" onClick={onChangeEmail}>
            {t("auth.code.changeEmail")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
