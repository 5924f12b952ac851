import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useLogTime } from "../hooks/use-task-mutations";

/** Log time by hand: hours and minutes, an optional note and the day it was spent. */
export function LogTimeDialog({ taskId, open, onClose }: { taskId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const logTime = useLogTime();
  const [hours, setHours] = useState("");
  const [minutes, setMinutes] = useState("");
  const [note, setNote] = useState("");
  const [date, setDate] = useState(() => dayjs().format("YYYY-MM-DD"));
  const seconds = Math.round((Number(hours) || 0) * 3600 + (Number(minutes) || 0) * 60);
  const close = () => {
    setHours("");
    setMinutes("");
    setNote("");
    onClose();
  };
  const submit = () => {
    if (seconds < 60) return;
    const day = dayjs(date);
    logTime.mutate(
      {
        taskId,
        body: {
          seconds,
          note: note.trim() || null,
          source: "manual",
          loggedAt: (day.isValid() && !day.isSame(dayjs(), "day") ? day.hour(12) : dayjs()).toISOString(),
        },
      },
      {
        onSuccess: () => {
          showSnackbar(t("taskCard.logTime.logged"), { severity: "success" });
          close();
        },
        onError: (error) =>
          showSnackbar(t("taskCard.logTime.failed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{t("taskCard.logTime.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            <TextField
              type="number"
              label={t("taskCard.logTime.hours")}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
            <TextField
              type="number"
              label={t("taskCard.logTime.minutes")}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 59, step: 1 } }}
            />
          </Stack>
          <TextField
            type="date"
            label={t("taskCard.logTime.date")}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t("taskCard.logTime.note")}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("taskCard.comments.cancel")}</Button>
        <Button variant="contained" disabled={seconds < 60 || logTime.isPending} onClick={submit}>
          {t("taskCard.logTime.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
