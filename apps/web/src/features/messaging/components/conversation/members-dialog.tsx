import {
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  CHANNEL_NAME_MAX_LENGTH,
  type ChannelUser,
  type ChannelVisibility,
  type Conversation,
} from "@bearish/shared/messaging/conversation";
import PersonRemoveOutlined from "@mui/icons-material/PersonRemoveOutlined";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../../lib/http";
import { useSnackbar } from "../../../../lib/snackbar";
import { ConfirmDialog } from "../../../../lib/ui/confirm-dialog";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { useConversationActions } from "../../hooks/use-conversation-actions";
import { useChannelUsers } from "../../hooks/use-conversations";
import { useChannelAdmin } from "../../hooks/use-message-actions";

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The owner's form of the channel's name, description and visibility. */
function ChannelDetailsForm({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { update } = useChannelAdmin(conversation);
  const [name, setName] = useState(conversation.name);
  const [description, setDescription] = useState(conversation.description);
  const [visibility, setVisibility] = useState<ChannelVisibility>(conversation.visibility);
  const changed =
    name.trim() !== conversation.name ||
    description.trim() !== conversation.description ||
    visibility !== conversation.visibility;
  const save = () =>
    update.mutate(
      { name: name.trim(), description: description.trim(), visibility },
      { onSuccess: () => showSnackbar(t("messagingConversation.members.saved"), { severity: "success" }) },
    );
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{t("messagingConversation.members.editTitle")}</Typography>
      <TextField
        size="small"
        label={t("messagingConversation.members.name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CHANNEL_NAME_MAX_LENGTH } }}
      />
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t("messagingConversation.members.description")}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CHANNEL_DESCRIPTION_MAX_LENGTH } }}
      />
      <TextField
        size="small"
        select
        label={t("messagingConversation.members.visibility")}
        value={visibility}
        onChange={(event) => setVisibility(event.target.value as ChannelVisibility)}
      >
        <MenuItem value="public">{t("messagingConversation.members.public")}</MenuItem>
        <MenuItem value="private">{t("messagingConversation.members.private")}</MenuItem>
      </TextField>
      {update.error ? <Alert severity="error">{errorMessageOf(update.error)}</Alert> : null}
      <Box>
        <Button variant="contained" size="small" onClick={save} disabled={!changed || update.isPending}>
          {t("messagingConversation.members.save")}
        </Button>
      </Box>
    </Stack>
  );
}

/** The owner's picker of people to add (the organisation's members not in the channel yet). */
function AddMembers({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { addMembers } = useChannelAdmin(conversation);
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<ChannelUser[]>([]);
  const users = useChannelUsers(useDebouncedValue(search, 250));
  const members = new Set(conversation.participantIds);
  const options = (users.data ?? []).filter((user) => !members.has(user.id));
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: "flex-start" }}>
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1 }}
        options={options}
        value={picked}
        onChange={(_event, value) => setPicked(value)}
        inputValue={search}
        onInputChange={(_event, value) => setSearch(value)}
        getOptionLabel={(user) => fullName(user) || user.email}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(list) => list}
        loading={users.isFetching}
        renderInput={(params) => <TextField {...params} label={t("messagingConversation.members.add")} />}
      />
      <Button
        variant="contained"
        disabled={picked.length === 0 || addMembers.isPending}
        onClick={() =>
          addMembers.mutate(
            picked.map((user) => user.id),
            { onSuccess: () => setPicked([]) },
          )
        }
      >
        {t("messagingConversation.members.addButton")}
      </Button>
    </Stack>
  );
}

/**
 * The conversation's members. In a channel the owner also adds and removes people and edits the
 * channel; every member can leave it.
 */
export function MembersDialog({
  conversation,
  meId,
  onClose,
}: {
  conversation: Conversation;
  meId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { removeMember } = useChannelAdmin(conversation);
  const { run, pending } = useConversationActions();
  const [leaving, setLeaving] = useState(false);
  const channel = conversation.type === "channel";
  const owner = channel && conversation.myRole === "owner";

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("messagingConversation.members.title")}</DialogTitle>
      <DialogContent dividers>
        {owner ? <ChannelDetailsForm conversation={conversation} /> : null}
        {owner ? <AddMembers conversation={conversation} /> : null}
        <List dense disablePadding>
          {conversation.participants.map((person) => {
            const name = person.name || fullName(person);
            const isMe = person.userId === meId;
            return (
              <ListItem
                key={person.userId}
                disableGutters
                secondaryAction={
                  owner && !isMe ? (
                    <IconButton
                      edge="end"
                      aria-label={t("messagingConversation.members.remove", { name })}
                      disabled={removeMember.isPending}
                      onClick={() => removeMember.mutate(person.userId)}
                    >
                      <PersonRemoveOutlined />
                    </IconButton>
                  ) : null
                }
              >
                <ListItemAvatar>
                  <UserAvatar avatar={person.avatar} fallback={person.avatar_fallBack} name={name} size={36} />
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: "inline-flex", gap: 1, alignItems: "center" }}>
                      {name} {isMe ? t("messagingConversation.members.you") : null}
                      {person.role === "owner" && channel ? (
                        <Chip size="small" label={t("messagingConversation.members.owner")} />
                      ) : null}
                    </Box>
                  }
                  secondary={person.email}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        {channel ? (
          <Button color="error" onClick={() => setLeaving(true)} sx={{ mr: "auto" }}>
            {t("messagingConversation.members.leave")}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t("messagingConversation.members.close")}</Button>
      </DialogActions>
      <ConfirmDialog
        open={leaving}
        title={t("messagingConversation.members.leaveTitle")}
        text={t("messagingConversation.members.leaveText")}
        confirmLabel={t("messagingConversation.members.leave")}
        busy={pending}
        onClose={() => setLeaving(false)}
        onConfirm={() => run(conversation, { kind: "leave" }, () => setLeaving(false))}
      />
    </Dialog>
  );
}
