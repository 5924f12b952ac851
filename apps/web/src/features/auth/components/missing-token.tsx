import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";

/** Shown when a reset or invitation link arrives without its token. */
export function MissingToken() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t("auth.missingToken")}</Alert>
      <Button component={RouterLink} to={to("/forgot-password")} variant="outlined">
        {t("auth.requestNewLink")}
      </Button>
    </Stack>
  );
}
