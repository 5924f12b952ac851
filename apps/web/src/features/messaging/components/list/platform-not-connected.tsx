import type { MessagingPlatform } from "@bearish/shared/messaging/conversation";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** Slack and Teams need a connected account; until the integrations exist, say so instead of listing nothing. */
export function PlatformNotConnected({ platform }: { platform: Exclude<MessagingPlatform, "bearish"> }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3, display: "flex", flexDirection: "column", alignItems: "center", gap: 1.5, textAlign: "center" }}>
      <LinkOffIcon color="disabled" sx={{ fontSize: 40 }} />
      <Typography variant="subtitle1" component="h2">
        {t(`messagingList.notConnected.${platform}`)}
      </Typography>
      <Button variant="outlined" disabled aria-describedby={`not-connected-${platform}`}>
        {t("messagingList.notConnected.connect")}
      </Button>
      <Typography id={`not-connected-${platform}`} variant="body2" color="text.secondary">
        {t("messagingList.notConnected.reason")}
      </Typography>
    </Box>
  );
}
