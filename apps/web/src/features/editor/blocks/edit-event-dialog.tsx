import type { CalendarEventAttendee, CalendarEventAttrs } from "@bearish/shared/editor/blocks/calendar-event";
import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import PersonAddIcon from "@mui/icons-material/PersonAddAlt1";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { changeRange, isValidRange } from "./calendar-event-rules";
import { SelectUserDialog } from "./select-user-dialog";

/** Spec §9: the Edit Event dialog is 500 px wide. */
export const EDIT_EVENT_DIALOG_WIDTH = 500;

/** Reminder choices in minutes before the start (at the start, minutes, hours, a day, a week). */
export const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080] as const;

/** "15 minutes before", "2 hours before", "1 day before", "1 week before", or "At the start". */
export function useReminderLabel() {
  const { t } = useTranslation();
  return (minutes: number): string => {
    if (minutes === 0) return t("editorTaskBlocks.event.reminderAtStart");
    if (minutes % 10080 === 0) return t("editorTaskBlocks.event.reminderWeeks", { count: minutes / 10080 });
    if (minutes % 1440 === 0) return t("editorTaskBlocks.event.reminderDays", { count: minutes / 1440 });
    if (minutes % 60 === 0) return t("editorTaskBlocks.event.reminderHours", { count: minutes / 60 });
    return t("editorTaskBlocks.event.reminderMinutes", { count: minutes });
  };
}

export const attendeeName = (a: CalendarEventAttendee) => `${a.firstName} ${a.lastName}`.trim() || a.email;
export const attendeeInitials = (a: CalendarEventAttendee) =>
  `${a.firstName.slice(0, 1)}${a.lastName.slice(0, 1)}`.toUpperCase() || a.email.slice(0, 1).toUpperCase();

/** A person from the Select User dialog as the block stores an attendee. */
export function attendeeOf(user: UserWithExpansions): CalendarEventAttendee {
  return { avatar: user.avatar ?? "", firstName: user.firstName, lastName: user.lastName, email: user.email };
}

type EventFields = Omit<CalendarEventAttrs, "eventId">;

export interface EditEventDialogProps {
  open: boolean;
  value: EventFields;
  onClose: () => void;
  onSave: (value: EventFields) => void;
}

/**
 * Spec §2 "Edit Event": title, start and end, description, location, attendees and reminder. The
 * event is kept in the page (there is no calendar area yet), which the dialog says.
 */
export function EditEventDialog({ open, value, onClose, onSave }: EditEventDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const reminderLabel = useReminderLabel();
  const [draft, setDraft] = useState<EventFields>(value);
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState(false);
  const titleMissing = draft.title.trim() === "";
  const rangeValid = isValidRange({ start: draft.startTime, end: draft.endTime });
  const reminders: number[] = [...REMINDER_CHOICES];
  if (!reminders.includes(draft.reminder)) reminders.push(draft.reminder);
  reminders.sort((a, b) => a - b);

  const set = <K extends keyof EventFields>(key: K, next: EventFields[K]) => setDraft((d) => ({ ...d, [key]: next }));
  const setTime = (changed: "start" | "end", next: string) =>
    setDraft((d) => {
      const range = changeRange({ start: d.startTime, end: d.endTime }, changed, next);
      return { ...d, startTime: range.start, endTime: range.end };
    });
  const addAttendee = (user: UserWithExpansions) =>
    setDraft((d) =>
      d.attendees.some((a) => a.email.toLowerCase() === user.email.toLowerCase())
        ? d
        : { ...d, attendees: [...d.attendees, attendeeOf(user)] },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleMissing || !rangeValid) return;
    onSave({ ...draft, title: draft.title.trim(), location: draft.location.trim() });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: EDIT_EVENT_DIALOG_WIDTH, maxWidth: "calc(100% - 32px)" } } }}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("editorTaskBlocks.event.dialogTitle")}</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: "8px !important" }}>
          <Alert severity="info" variant="outlined">
            {t("editorTaskBlocks.event.keptInPage")}
          </Alert>
          <TextField
            autoFocus
            required
            size="small"
            label={t("editorTaskBlocks.event.title")}
            value={draft.title}
            onChange={(e) => set("title", e.target.value)}
            error={touched && titleMissing}
            helperText={touched && titleMissing ? t("editorTaskBlocks.event.titleRequired") : undefined}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <TextField
              size="small"
              type="datetime-local"
              label={t("editorTaskBlocks.event.start")}
              value={draft.startTime}
              onChange={(e) => setTime("start", e.target.value)}
              sx={{ flex: 1, minWidth: 200 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="datetime-local"
              label={t("editorTaskBlocks.event.end")}
              value={draft.endTime}
              onChange={(e) => setTime("end", e.target.value)}
              error={touched && !rangeValid}
              helperText={touched && !rangeValid ? t("editorTaskBlocks.event.rangeInvalid") : undefined}
              sx={{ flex: 1, minWidth: 200 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <TextField
            size="small"
            label={t("editorTaskBlocks.event.location")}
            value={draft.location}
            onChange={(e) => set("location", e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            size="small"
            multiline
            minRows={3}
            label={t("editorTaskBlocks.event.description")}
            value={draft.description}
            onChange={(e) => set("description", e.target.value)}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {t("editorTaskBlocks.event.attendees")}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, alignItems: "center" }}>
              {draft.attendees.map((a) => (
                <Chip
                  key={a.email}
                  size="small"
                  avatar={
                    <UserAvatar
                      avatar={a.avatar || null}
                      fallback={attendeeInitials(a)}
                      name={attendeeName(a)}
                      size={24}
                    />
                  }
                  label={attendeeName(a)}
                  onDelete={() =>
                    set(
                      "attendees",
                      draft.attendees.filter((other) => other.email !== a.email),
                    )
                  }
                />
              ))}
              <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setPicking(true)}>
                {t("editorTaskBlocks.event.addAttendee")}
              </Button>
            </Box>
          </Box>
          <TextField
            select
            size="small"
            label={t("editorTaskBlocks.event.reminder")}
            value={draft.reminder}
            onChange={(e) => set("reminder", Number(e.target.value))}
          >
            {reminders.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {reminderLabel(minutes)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("editorTaskBlocks.cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("editorTaskBlocks.event.save")}
          </Button>
        </DialogActions>
      </Box>
      <SelectUserDialog open={picking} onClose={() => setPicking(false)} onSelect={addAttendee} />
    </Dialog>
  );
}
