import { MESSAGE_ERRORS } from "@bearish/shared/messaging/message";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../../lib/http";
import { localDay } from "../conversation/message-rows";

const pad = (value: number) => String(value).padStart(2, "0");
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** An hour from now, on the minute: the default pick. */
function inAnHour(): Date {
  const date = new Date(Date.now() + 60 * 60 * 1000);
  date.setSeconds(0, 0);
  return date;
}

interface ScheduleDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  initial?: Date;
  onClose: () => void;
  /** Resolves when the server took it; a rejection shows its reason in the dialog. */
  onConfirm: (at: Date) => Promise<unknown>;
}

/** Picks a date and a time (in the browser's time zone) that must be in the future. */
export function ScheduleDialog({ open, title, confirmLabel, initial, onClose, onConfirm }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const start = initial ?? inAnHour();
  const [day, setDay] = useState(localDay(start));
  const [time, setTime] = useState(localTime(start));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const at = new Date(`${day}T${time}:00`);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setError(MESSAGE_ERRORS.scheduledInPast);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(at);
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="date"
            label={t("messagingConversation.schedule.date")}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDay(new Date()) } }}
          />
          <TextField
            type="time"
            label={t("messagingConversation.schedule.time")}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !day || !time}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
