import type { Message } from "@bearish/shared/messaging/message";
import AccessTime from "@mui/icons-material/AccessTime";
import Done from "@mui/icons-material/Done";
import DoneAll from "@mui/icons-material/DoneAll";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useMessageHandlers } from "./message-handlers";

/**
 * The delivery state of my own message (spec §3): pending (clock), sent (one tick), received shown
 * as "Seen" (two ticks), failed (red, with Retry and Delete).
 */
export function MessageStatus({ message }: { message: Message }) {
  const { t } = useTranslation();
  const { retry, discard } = useMessageHandlers();
  const icon = { fontSize: 14 };
  switch (message.status) {
    case "pending":
      return (
        <Box
          component="span"
          role="img"
          aria-label={t("messagingConversation.status.pending")}
          sx={{ display: "inline-flex" }}
        >
          <AccessTime sx={icon} />
        </Box>
      );
    case "sent":
      return (
        <Box
          component="span"
          role="img"
          aria-label={t("messagingConversation.status.sent")}
          sx={{ display: "inline-flex" }}
        >
          <Done sx={icon} />
        </Box>
      );
    case "received":
      return (
        <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.25, color: "primary.main" }}>
          <DoneAll sx={icon} aria-hidden />
          {t("messagingConversation.status.seen")}
        </Box>
      );
    case "failed":
      return (
        <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color: "error.main" }}>
          <ErrorOutline sx={icon} aria-hidden />
          {t("messagingConversation.status.failed")}
          <Button size="small" color="error" onClick={() => retry(message)} sx={{ minWidth: 0, py: 0 }}>
            {t("messagingConversation.status.retry")}
          </Button>
          <Button size="small" color="inherit" onClick={() => discard(message)} sx={{ minWidth: 0, py: 0 }}>
            {t("messagingConversation.status.delete")}
          </Button>
        </Box>
      );
  }
}
