import type { Activity } from "@bearish/shared/workspaces/workspace-activity";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useWorkspaceActivity } from "../hooks/use-activity";
import { relativeTime } from "../relative-time";

function ActivityRow({ entry }: { entry: Activity }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const who = entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : t("workspace.activity.someone");
  // The server's summary is English; other languages say what kind of change it was.
  const what = locale === "en" ? entry.summary : t(`workspace.activity.actions.${entry.action}`);
  return (
    <ListItem disableGutters alignItems="flex-start">
      <ListItemAvatar sx={{ minWidth: 44 }}>
        <UserAvatar
          avatar={entry.actor?.avatar ?? null}
          fallback={entry.actor?.avatar_fallBack ?? "?"}
          name={who}
          size={32}
        />
      </ListItemAvatar>
      <ListItemText
        primary={
          <>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {who}
            </Box>{" "}
            {what}
          </>
        }
        secondary={
          <Box component="time" dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString(locale)}>
            {relativeTime(entry.createdAt, locale)}
          </Box>
        }
      />
    </ListItem>
  );
}

/** Who changed what, and when; newest first, 20 at a time, refreshed by the workspace's realtime events. */
export function RecentActivity({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const activity = useWorkspaceActivity(workspaceId);
  const entries = activity.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-activity-title" sx={{ p: 2 }}>
      <Typography id="recent-activity-title" variant="h3" sx={{ fontSize: 16, mb: 1 }}>
        {t("workspace.activity.title")}
      </Typography>
      {activity.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : activity.isError ? (
        <Alert severity="error">{errorMessageOf(activity.error) ?? t("workspace.activity.failed")}</Alert>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{t("workspace.activity.empty")}</Typography>
      ) : (
        <>
          <List dense aria-label={t("workspace.activity.title")}>
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </List>
          {activity.hasNextPage ? (
            <Button size="small" onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
              {t("workspace.activity.more")}
            </Button>
          ) : null}
        </>
      )}
    </Paper>
  );
}
