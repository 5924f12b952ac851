import type { TimeLog } from "@bearish/shared/tasks/task";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { formatDuration } from "./time-format";

/** A task's time entries with the total. */
export function TimeEntries({ logs, totalSeconds }: { logs: TimeLog[]; totalSeconds: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2">{t("taskCard.time.total", { time: formatDuration(totalSeconds) })}</Typography>
      {logs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("taskCard.time.none")}
        </Typography>
      ) : (
        <List dense aria-label={t("taskCard.time.entries")}>
          {logs.map((log) => (
            <ListItem key={log.id} disableGutters>
              <ListItemText
                primary={`${formatDuration(log.seconds)} · ${t(`taskCard.time.${log.source}`)}`}
                secondary={[dayjs(log.loggedAt).format("MM/DD/YY HH:mm"), log.note].filter(Boolean).join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
