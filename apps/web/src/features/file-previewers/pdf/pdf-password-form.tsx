import LockOutlined from "@mui/icons-material/LockOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PdfPasswordReason } from "./pdf-document";

export interface PdfPasswordFormProps {
  reason: PdfPasswordReason;
  onSubmit: (password: string) => void;
}

/** The spec's password form: `Password required`, its text, and `Incorrect password` after a wrong try. */
export function PdfPasswordForm({ reason, onSubmit }: PdfPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      aria-labelledby="pdf-password-heading"
      sx={{ p: 3, maxWidth: 400, width: "100%", mx: "auto", mt: 6 }}
    >
      <Stack sx={{ gap: 2, alignItems: "stretch" }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: "center" }}>
          <LockOutlined color="action" aria-hidden />
          <Typography id="pdf-password-heading" variant="h6" component="h2">
            {t("previewers.pdf.passwordRequired")}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t("previewers.pdf.passwordText")}
        </Typography>
        {reason === 2 ? (
          <Alert severity="error" role="alert">
            {t("previewers.pdf.incorrectPassword")}
          </Alert>
        ) : null}
        <TextField
          type="password"
          label={t("previewers.pdf.password")}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="off"
          autoFocus
          size="small"
        />
        <Button type="submit" variant="contained" disabled={!password}>
          {t("previewers.pdf.submit")}
        </Button>
      </Stack>
    </Paper>
  );
}
