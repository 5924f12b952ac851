import type { CloudName } from "@bearish/shared/cloud-storage/cloud-paths";
import CloudOffOutlinedIcon from "@mui/icons-material/CloudOffOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { PageHeading } from "../../../lib/ui/page-heading";

/**
 * Box, OneDrive and Google Drive until the integrations arrive: the page says the account is not
 * connected, and Connect an account is visibly disabled with the reason.
 */
export function NotConnectedCloud({ cloud }: { cloud: Exclude<CloudName, "bearish"> }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const name = t(`cloudStorage.clouds.${cloud}`);
  return (
    <Box>
      <PageHeading title={name} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center", maxWidth: 560, mx: "auto" }}>
        <CloudOffOutlinedIcon color="disabled" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ mt: 1, fontSize: 22 }}>
          {t("cloudStorage.notConnected.title", { cloud: name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t("cloudStorage.notConnected.text", { cloud: name })}
        </Typography>
        <Box sx={{ mt: 3, display: "flex", flexDirection: "column", alignItems: "center", gap: 1 }}>
          <Button variant="contained" disabled aria-describedby="cloud-connect-reason">
            {t("cloudStorage.connect.action")}
          </Button>
          <Typography id="cloud-connect-reason" variant="body2" color="text.secondary">
            {t("cloudStorage.notConnected.reason", { cloud: name })}
          </Typography>
          <Button component={RouterLink} to={to("/cloud-storage/bearish/my-drive")} sx={{ mt: 1 }}>
            {t("cloudStorage.notConnected.backToBearish")}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
