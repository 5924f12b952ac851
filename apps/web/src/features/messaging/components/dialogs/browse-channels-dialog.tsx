import type { Conversation } from "@bearish/shared/messaging/conversation";
import TagIcon from "@mui/icons-material/Tag";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../../lib/snackbar";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { useOpenNewConversation } from "../../hooks/use-conversation-actions";
import { useBrowseChannels } from "../../hooks/use-conversations";
import { serverErrorTexts } from "./channel-form-rules";

/** Public channels the person is not in, searchable, each with Join (which opens it). */
export function BrowseChannelsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { join } = useOpenNewConversation();
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input, 250);
  const channels = useBrowseChannels(search, { enabled: open });

  const joinChannel = (channel: Conversation) =>
    join.mutate(channel, {
      onSuccess: () => {
        showSnackbar(t("messagingList.browse.joined", { name: channel.name }), { severity: "success" });
        onClose();
      },
      onError: (error) =>
        showSnackbar(t("messagingList.browse.failed"), {
          severity: "error",
          detail: serverErrorTexts(error, "").join(" "),
        }),
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("messagingList.browse.title")}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          size="small"
          autoFocus
          value={input}
          onChange={(e) => setInput(e.target.value)}
          label={t("messagingList.browse.search")}
          sx={{ mt: 1 }}
        />
        {channels.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t("messagingList.browse.failedToLoad")}
          </Alert>
        ) : null}
        {channels.data?.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t("messagingList.browse.empty")}
          </Typography>
        ) : null}
        <List aria-label={t("messagingList.create.publicChannels")}>
          {(channels.data ?? []).map((channel) => (
            <ListItem
              key={channel.id}
              disableGutters
              secondaryAction={
                <Button size="small" variant="outlined" disabled={join.isPending} onClick={() => joinChannel(channel)}>
                  {t("messagingList.browse.join")}
                </Button>
              }
              sx={{ "& .MuiListItemSecondaryAction-root": { right: 0 } }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <TagIcon />
              </ListItemIcon>
              <ListItemText
                primary={channel.name}
                secondary={channel.description || t("messagingList.row.members", { count: channel.memberCount })}
                slotProps={{ secondary: { noWrap: true } }}
                sx={{ paddingInlineEnd: 10 }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("messagingList.settingsDialog.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
