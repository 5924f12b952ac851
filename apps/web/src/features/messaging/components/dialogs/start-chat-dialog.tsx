import type { ChannelUser } from "@bearish/shared/messaging/conversation";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenNewConversation } from "../../hooks/use-conversation-actions";
import { serverErrorTexts } from "./channel-form-rules";
import { PeopleField } from "./people-field";

/** Start a chat with one person (direct) or several (group); the same people reopen their chat. */
export function StartChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { startChat } = useOpenNewConversation();
  const [people, setPeople] = useState<ChannelUser[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (people.length === 0) {
      setErrors([t("messagingList.startChat.recipientRequired")]);
      return;
    }
    setErrors([]);
    startChat.mutate(
      people.map((p) => p.id),
      {
        onSuccess: onClose,
        onError: (error) => setErrors(serverErrorTexts(error, t("messagingList.startChat.failed"))),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate aria-label={t("messagingList.startChat.title")}>
        <DialogTitle>{t("messagingList.startChat.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.map((text) => (
              <Alert key={text} severity="error">
                {text}
              </Alert>
            ))}
            <PeopleField
              label={t("messagingList.startChat.recipients")}
              value={people}
              onChange={(next) => {
                setPeople(next);
                if (next.length > 0) setErrors([]);
              }}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={startChat.isPending}>
            {t("messagingList.startChat.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
