import type { TaskDetail } from "@bearish/shared/tasks/task";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LogTimeDialog } from "./log-time-dialog";
import { Stopwatch } from "./stopwatch";
import { TimeEntries } from "./time-entries";

/** The Time tab: the stopwatch, Log time and the entries with their total. */
export function TimePanel({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const [logOpen, setLogOpen] = useState(false);
  const canLog = task.abilities.edit;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Stopwatch taskId={task.id} disabled={!canLog} />
        <Button variant="outlined" disabled={!canLog} onClick={() => setLogOpen(true)}>
          {t("taskCard.menu.logTime")}
        </Button>
      </Box>
      <TimeEntries logs={task.timeLogs} totalSeconds={task.timeSpentSeconds} />
      <LogTimeDialog taskId={task.id} open={logOpen} onClose={() => setLogOpen(false)} />
    </Stack>
  );
}
