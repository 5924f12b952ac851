import type { Notification, NotificationStatus } from "@bearish/shared/notifications/notification";
import NotificationsNoneIcon from "@mui/icons-material/NotificationsNone";
import SnoozeIcon from "@mui/icons-material/Snooze";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Link from "@mui/material/Link";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../app/locale/use-locale";
import { UserAvatar } from "../../lib/ui/user-avatar";
import { relativeTime } from "../workspaces/relative-time";
import { SNOOZE_OPTIONS, type SnoozeOption } from "./snooze-times";

/** Spec §9: notification cards are 400 px wide, 55 px high collapsed, details clamped to 3 lines. */
export const NOTIFICATION_CARD_WIDTH = 400;
export const NOTIFICATION_CARD_COLLAPSED_HEIGHT = 55;
export const NOTIFICATION_DETAILS_LINES = 3;

interface NotificationCardProps {
  notification: Notification;
  /** The tab it is listed under: only unread ones offer Understood, No thanks and Snooze. */
  tab: NotificationStatus;
  onRead: () => void;
  onSnooze: (option: SnoozeOption) => void;
  /** Following its link (the popover closes). */
  onOpen: () => void;
}

/** One notification: collapsed to its title, a click expands it to the details and the actions. */
export function NotificationCard({ notification, tab, onRead, onSnooze, onOpen }: NotificationCardProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const [snoozeAnchor, setSnoozeAnchor] = useState<HTMLElement | null>(null);
  const { actor } = notification;
  const href = notification.link ? to(notification.link) : null;
  const unread = !notification.isRead;

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={notification.title}
      sx={{
        width: NOTIFICATION_CARD_WIDTH,
        maxWidth: "100%",
        overflow: "hidden",
        bgcolor: unread ? "action.hover" : undefined,
      }}
    >
      <ButtonBase
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={detailsId}
        sx={{
          width: "100%",
          height: NOTIFICATION_CARD_COLLAPSED_HEIGHT,
          px: 1.5,
          gap: 1.25,
          justifyContent: "flex-start",
        }}
      >
        {actor ? (
          <UserAvatar
            avatar={actor.avatar}
            fallback={actor.avatar_fallBack}
            name={`${actor.firstName} ${actor.lastName}`}
            size={28}
          />
        ) : (
          <Avatar sx={{ width: 28, height: 28 }}>
            <NotificationsNoneIcon fontSize="small" />
          </Avatar>
        )}
        <Typography variant="body2" noWrap sx={{ flex: 1, textAlign: "start", fontWeight: unread ? 600 : 400 }}>
          {notification.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {relativeTime(notification.createdAt, i18n.language)}
        </Typography>
      </ButtonBase>
      {expanded ? (
        <Box id={detailsId} sx={{ px: 1.5, pb: 1.5 }}>
          {notification.body ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: "-webkit-box",
                WebkitLineClamp: NOTIFICATION_DETAILS_LINES,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {notification.body}
            </Typography>
          ) : null}
          {tab === "snoozed" && notification.snoozedUntil ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {t("taskFilters.notifications.snoozedUntil", {
                time: new Date(notification.snoozedUntil).toLocaleString(i18n.language),
              })}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap", alignItems: "center" }}>
            {href ? (
              <Link component={RouterLink} to={href} onClick={onOpen} variant="body2" sx={{ me: "auto" }}>
                {t("taskFilters.notifications.open")}
              </Link>
            ) : (
              <Box sx={{ flex: 1 }} />
            )}
            {tab !== "done" ? (
              <>
                <Button size="small" onClick={onRead}>
                  {t("taskFilters.notifications.noThanks")}
                </Button>
                <Button size="small" variant="contained" onClick={onRead}>
                  {t("taskFilters.notifications.understood")}
                </Button>
              </>
            ) : null}
            {tab === "new" ? (
              <Button
                size="small"
                startIcon={<SnoozeIcon />}
                aria-haspopup="menu"
                onClick={(event) => setSnoozeAnchor(event.currentTarget)}
              >
                {t("taskFilters.notifications.snooze")}
              </Button>
            ) : null}
          </Stack>
          <Menu open={snoozeAnchor !== null} anchorEl={snoozeAnchor} onClose={() => setSnoozeAnchor(null)}>
            {SNOOZE_OPTIONS.map((option) => (
              <MenuItem
                key={option}
                onClick={() => {
                  setSnoozeAnchor(null);
                  onSnooze(option);
                }}
              >
                {t(`taskFilters.notifications.snoozeOptions.${option}`)}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      ) : null}
    </Paper>
  );
}
