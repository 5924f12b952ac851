import PushPinOutlined from "@mui/icons-material/PushPinOutlined";
import Alert from "@mui/material/Alert";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Popover from "@mui/material/Popover";
import Skeleton from "@mui/material/Skeleton";
import { useTheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessageExtras, usePinnedMessages } from "../../hooks/use-message-extras";
import { formatDateTime } from "../media/format-date";
import { messageSummary } from "../preview/message-plain-text";

export interface PinnedMessagesButtonProps {
  conversationId: string;
  onJump: (messageId: string) => void;
}

/** The conversation header's pin button: how many messages are pinned, and the list of them. */
export function PinnedMessagesButton({ conversationId, onJump }: PinnedMessagesButtonProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Popover origins are physical: line the list up with the button's end side in both directions.
  const end = useTheme().direction === "rtl" ? "left" : "right";
  const pinned = usePinnedMessages(conversationId);
  const extras = useMessageExtras(conversationId);
  const messages = pinned.data ?? [];
  const label = t("messagingExtras.pinned.button", { count: messages.length });

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={messages.length} color="primary" max={99}>
            <PushPinOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: end }}
        transformOrigin={{ vertical: "top", horizontal: end }}
        slotProps={{ paper: { role: "dialog", "aria-label": t("messagingExtras.pinned.title"), sx: { width: 360 } } }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
          {t("messagingExtras.pinned.title")}
        </Typography>
        {pinned.isError ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {t("messagingExtras.pinned.loadFailed")}
          </Alert>
        ) : null}
        {pinned.isLoading ? (
          <Box sx={{ px: 2, pb: 1.5 }} aria-hidden>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Box>
        ) : null}
        {pinned.isSuccess && !messages.length ? (
          <Typography color="text.secondary" variant="body2" sx={{ px: 2, pb: 2 }}>
            {t("messagingExtras.pinned.empty")}
          </Typography>
        ) : null}
        {messages.length ? (
          <List dense sx={{ maxHeight: 400, overflowY: "auto" }}>
            {messages.map((message) => {
              const sender = message.sender
                ? `${message.sender.firstName} ${message.sender.lastName}`.trim()
                : t("messagingExtras.common.someone");
              return (
                <ListItem
                  key={message.id}
                  disablePadding
                  secondaryAction={
                    <Button
                      size="small"
                      onClick={() => void extras.unpin(message.id)}
                      disabled={extras.isPinPending}
                      aria-label={t("messagingExtras.pinned.unpinFrom", { name: sender })}
                    >
                      {t("messagingExtras.pinned.unpin")}
                    </Button>
                  }
                >
                  <ListItemButton
                    onClick={() => {
                      setAnchor(null);
                      onJump(message.id);
                    }}
                    sx={{ pr: 10 }}
                  >
                    <ListItemText
                      primary={
                        <>
                          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                            {sender}
                          </Typography>
                          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                            {formatDateTime(message.createdAt, i18n.language)}
                          </Typography>
                        </>
                      }
                      secondary={messageSummary(message) || t("messagingExtras.common.noText")}
                      slotProps={{ secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        ) : null}
      </Popover>
    </>
  );
}
