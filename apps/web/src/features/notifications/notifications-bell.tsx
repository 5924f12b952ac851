import NotificationsNoneIcon from "@mui/icons-material/NotificationsNone";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotificationEvents, useUnreadCount } from "./hooks/use-notifications";
import { NotificationsPopover } from "./notifications-popover";

/** The top bar's bell: the unread count on it, the notifications under it, live on `user:<id>`. */
export function NotificationsBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount();
  useNotificationEvents(userId);
  const label =
    unread > 0 ? t("taskFilters.notifications.bellUnread", { count: unread }) : t("taskFilters.notifications.bell");
  return (
    <>
      <Tooltip title={t("taskFilters.notifications.bell")}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? "true" : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationsPopover anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
