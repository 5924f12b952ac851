import { NOTIFICATION_STATUSES, type NotificationStatus } from "@bearish/shared/notifications/notification";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useSnoozeNotification,
} from "./hooks/use-notifications";
import { NOTIFICATION_CARD_COLLAPSED_HEIGHT, NOTIFICATION_CARD_WIDTH, NotificationCard } from "./notification-card";
import { snoozeUntil } from "./snooze-times";

interface NotificationsPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The notifications: tabs New, Done and Snoozed (messaging spec §2, §4). */
export function NotificationsPopover({ anchor, onClose }: NotificationsPopoverProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NotificationStatus>("new");
  const markAll = useMarkAllNotificationsRead();
  const unread = useNotifications("new", anchor !== null);
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-label": t("taskFilters.notifications.title"),
          sx: { width: NOTIFICATION_CARD_WIDTH + 32, maxWidth: "calc(100vw - 16px)" },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t("taskFilters.notifications.title")}
        </Typography>
        <Button
          size="small"
          disabled={(unread.data?.total ?? 0) === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          {t("taskFilters.notifications.markAllRead")}
        </Button>
      </Stack>
      <Tabs value={tab} onChange={(_event, next: NotificationStatus) => setTab(next)} variant="fullWidth">
        {NOTIFICATION_STATUSES.map((status) => (
          <Tab key={status} value={status} label={t(`taskFilters.notifications.tabs.${status}`)} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        aria-label={t(`taskFilters.notifications.tabs.${tab}`)}
        sx={{ p: 2, maxHeight: 480, overflowY: "auto" }}
      >
        <NotificationTab key={tab} status={tab} onOpen={onClose} />
      </Box>
    </Popover>
  );
}

function NotificationTab({ status, onOpen }: { status: NotificationStatus; onOpen: () => void }) {
  const { t } = useTranslation();
  const list = useNotifications(status);
  const markRead = useMarkNotificationRead();
  const snooze = useSnoozeNotification();
  if (list.isPending) {
    return (
      <Stack spacing={1}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={NOTIFICATION_CARD_COLLAPSED_HEIGHT} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t("taskFilters.page.retry")}
          </Button>
        }
      >
        {t("taskFilters.notifications.loadFailed")}
      </Alert>
    );
  }
  if (list.data.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: "center", py: 4 }}>
        {t(`taskFilters.notifications.empty.${status}`)}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {list.data.items.map((notification) => (
        <NotificationCard
          key={notification.id}
          notification={notification}
          tab={status}
          onRead={() => markRead.mutate(notification.id)}
          onSnooze={(option) => snooze.mutate({ id: notification.id, until: snoozeUntil(option) })}
          onOpen={() => {
            if (!notification.isRead) markRead.mutate(notification.id);
            onOpen();
          }}
        />
      ))}
    </Stack>
  );
}
