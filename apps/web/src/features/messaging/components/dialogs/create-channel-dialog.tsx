import {
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  CHANNEL_NAME_MAX_LENGTH,
  CHANNEL_VISIBILITIES,
  type ChannelUser,
  type ChannelVisibility,
  MESSAGING_PLATFORMS,
  type MessagingPlatform,
  OWN_PLATFORM,
} from "@bearish/shared/messaging/conversation";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenNewConversation } from "../../hooks/use-conversation-actions";
import {
  type ChannelForm,
  channelBodyOf,
  channelFormErrors,
  EMPTY_CHANNEL_FORM,
  serverErrorTexts,
} from "./channel-form-rules";
import { PeopleField } from "./people-field";

/** Create a Channel (spec §5): name, description, participants, visibility and platform, with the spec's alerts. */
export function CreateChannelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { createChannel } = useOpenNewConversation();
  const [form, setForm] = useState<ChannelForm>(EMPTY_CHANNEL_FORM);
  const [people, setPeople] = useState<ChannelUser[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const change = (patch: Partial<ChannelForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = channelFormErrors(form);
    setErrors(problems);
    if (problems.length > 0) return;
    createChannel.mutate(channelBodyOf(form), {
      onSuccess: onClose,
      onError: (error) => setErrors(serverErrorTexts(error, t("messagingList.createChannel.failed"))),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate aria-label={t("messagingList.createChannel.title")}>
        <DialogTitle>{t("messagingList.createChannel.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.map((text) => (
              <Alert key={text} severity="error">
                {text}
              </Alert>
            ))}
            <TextField
              label={t("messagingList.createChannel.name")}
              value={form.name}
              onChange={(e) => change({ name: e.target.value })}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: CHANNEL_NAME_MAX_LENGTH } }}
            />
            <TextField
              label={t("messagingList.createChannel.description")}
              value={form.description}
              onChange={(e) => change({ description: e.target.value })}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: CHANNEL_DESCRIPTION_MAX_LENGTH } }}
            />
            <PeopleField
              label={t("messagingList.createChannel.participants")}
              value={people}
              onChange={(next) => {
                setPeople(next);
                change({ participantIds: next.map((p) => p.id) });
              }}
            />
            <FormControl>
              <FormLabel id="channel-visibility">{t("messagingList.createChannel.visibility")}</FormLabel>
              <RadioGroup
                aria-labelledby="channel-visibility"
                value={form.visibility}
                onChange={(e) => change({ visibility: e.target.value as ChannelVisibility })}
              >
                {CHANNEL_VISIBILITIES.map((visibility) => (
                  <FormControlLabel
                    key={visibility}
                    value={visibility}
                    control={<Radio />}
                    label={t(`messagingList.createChannel.${visibility}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              select
              label={t("messagingList.createChannel.platform")}
              value={form.platform}
              onChange={(e) => change({ platform: e.target.value as MessagingPlatform })}
            >
              {MESSAGING_PLATFORMS.map((platform) => (
                // Slack and Teams need a connected account, which the integrations bring.
                <MenuItem key={platform} value={platform} disabled={platform !== OWN_PLATFORM}>
                  {platform === OWN_PLATFORM
                    ? t(`messagingList.scope.${platform}`)
                    : `${t(`messagingList.scope.${platform}`)} (${t("messagingList.createChannel.notConnected")})`}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={createChannel.isPending}>
            {t("messagingList.createChannel.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
