import type { Message } from "@bearish/shared/messaging/message";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useScheduledMessages } from "../../hooks/use-message-actions";
import type { ConversationRef } from "../../hooks/use-messages";
import { ScheduleDialog } from "../composer/schedule-dialog";
import { messageSummary } from "../preview/message-plain-text";

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** My scheduled (not yet sent) messages of the conversation, each rescheduled or cancelled here. */
export function ScheduledDialog({ conversation, onClose }: { conversation: ConversationRef; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { list, reschedule, cancel } = useScheduledMessages(conversation);
  const [moving, setMoving] = useState<Message | null>(null);
  const messages = list.data ?? [];

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("messagingConversation.scheduled.title")}</DialogTitle>
      <DialogContent dividers>
        {list.isPending ? (
          <CircularProgress size={24} aria-label={t("common.loading")} />
        ) : messages.length === 0 ? (
          <Typography color="text.secondary">{t("messagingConversation.scheduled.empty")}</Typography>
        ) : (
          <List disablePadding>
            {messages.map((message) => (
              <ListItem key={message.id} divider disableGutters>
                <ListItemText
                  primary={messageSummary(message)}
                  secondary={
                    message.scheduledAt
                      ? t("messagingConversation.scheduled.sendsAt", { time: when(message.scheduledAt, i18n.language) })
                      : null
                  }
                  slotProps={{ primary: { noWrap: true } }}
                  sx={{ minWidth: 0 }}
                />
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0, ml: 1 }}>
                  <Button size="small" onClick={() => setMoving(message)}>
                    {t("messagingConversation.scheduled.reschedule")}
                  </Button>
                  <Button size="small" color="error" disabled={cancel.isPending} onClick={() => cancel.mutate(message)}>
                    {t("messagingConversation.scheduled.cancel")}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("messagingConversation.scheduled.close")}</Button>
      </DialogActions>
      {moving ? (
        <ScheduleDialog
          open
          title={t("messagingConversation.schedule.rescheduleTitle")}
          confirmLabel={t("messagingConversation.schedule.reschedule")}
          initial={moving.scheduledAt ? new Date(moving.scheduledAt) : undefined}
          onClose={() => setMoving(null)}
          onConfirm={(at) => reschedule.mutateAsync({ message: moving, at })}
        />
      ) : null}
    </Dialog>
  );
}
