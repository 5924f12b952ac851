import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useTaskActivity } from "../hooks/use-task-activity";
import { fullName } from "./people";

/** What happened to a task, newest first (GET task/{id}/activity). */
export function ActivityList({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const activity = useTaskActivity(taskId);
  if (activity.isPending) return <CircularProgress size={24} />;
  if (activity.entries.length === 0)
    return <Typography color="text.secondary">{t("taskCard.activity.none")}</Typography>;
  return (
    <Stack spacing={1}>
      <List dense aria-label={t("taskCard.activity.tab")}>
        {activity.entries.map((entry) => {
          const who = entry.actor ? fullName(entry.actor) : t("taskCard.activity.someone");
          return (
            <ListItem key={entry.id} disableGutters>
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <UserAvatar
                  avatar={entry.actor?.avatar ?? null}
                  fallback={entry.actor?.avatar_fallBack ?? "?"}
                  name={who}
                  size={28}
                />
              </ListItemAvatar>
              <ListItemText
                primary={`${who} ${entry.summary}`}
                secondary={dayjs(entry.createdAt).format("MM/DD/YY HH:mm")}
              />
            </ListItem>
          );
        })}
      </List>
      {activity.hasNextPage ? (
        <Button size="small" onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
          {t("taskCard.activity.more")}
        </Button>
      ) : null}
    </Stack>
  );
}
