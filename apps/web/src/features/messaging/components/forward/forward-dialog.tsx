import type { Conversation, ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import SearchRounded from "@mui/icons-material/SearchRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import InputAdornment from "@mui/material/InputAdornment";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { useForwardMessage, useForwardTargets } from "../../hooks/use-message-extras";
import { messageSummary } from "../preview/message-plain-text";

export interface ForwardDialogProps {
  open: boolean;
  message: Message | null;
  platform: MessagingPlatform;
  conversationType: ConversationType;
  conversationId: string;
  onClose: () => void;
}

/** Forwards a message, with an optional note, to one of the caller's chats or channels. */
export function ForwardDialog({
  open,
  message,
  platform,
  conversationType,
  conversationId,
  onClose,
}: ForwardDialogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [target, setTarget] = useState<Conversation | null>(null);
  const [note, setNote] = useState("");
  const debounced = useDebouncedValue(search);
  const targets = useForwardTargets(platform, debounced, open);
  const forward = useForwardMessage();

  const close = () => {
    setSearch("");
    setTarget(null);
    setNote("");
    forward.reset();
    onClose();
  };

  const submit = () => {
    if (!message || !target) return;
    forward.mutate(
      {
        type: conversationType,
        platform,
        fromConversationId: conversationId,
        messageId: message.id,
        targetId: target.id,
        content: note.trim(),
      },
      { onSuccess: close },
    );
  };

  const summary = message ? messageSummary(message) : "";
  const empty = !targets.isLoading && !targets.isError && !targets.chats.length && !targets.channels.length;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="forward-dialog-title">
      <DialogTitle id="forward-dialog-title">{t("messagingExtras.forward.title")}</DialogTitle>
      <DialogContent>
        {summary ? (
          <Box sx={{ borderLeft: 3, borderColor: "primary.main", pl: 1.5, py: 0.5, mb: 2, color: "text.secondary" }}>
            <Typography
              variant="body2"
              sx={{ display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}
            >
              {summary}
            </Typography>
          </Box>
        ) : null}
        <TextField
          fullWidth
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("messagingExtras.forward.search")}
          slotProps={{
            htmlInput: { "aria-label": t("messagingExtras.forward.search") },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ height: 280, overflowY: "auto", my: 1, border: 1, borderColor: "divider", borderRadius: 1 }}>
          {targets.isError ? (
            <Alert severity="error" sx={{ m: 1 }}>
              {t("messagingExtras.forward.loadFailed")}
            </Alert>
          ) : null}
          {targets.isLoading ? <TargetSkeletons /> : null}
          {empty ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t("messagingExtras.forward.none")}
            </Typography>
          ) : null}
          <TargetGroup
            label={t("messagingExtras.forward.chats")}
            items={targets.chats}
            selectedId={target?.id ?? null}
            onSelect={setTarget}
          />
          <TargetGroup
            label={t("messagingExtras.forward.channels")}
            items={targets.channels}
            selectedId={target?.id ?? null}
            onSelect={setTarget}
          />
        </Box>
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={5}
          label={t("messagingExtras.forward.note")}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("messagingExtras.common.cancel")}</Button>
        <Button variant="contained" onClick={submit} disabled={!target || !message || forward.isPending}>
          {t("messagingExtras.forward.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface TargetGroupProps {
  label: string;
  items: Conversation[];
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
}

function TargetGroup({ label, items, selectedId, onSelect }: TargetGroupProps) {
  if (!items.length) return null;
  return (
    <List dense aria-label={label} subheader={<ListSubheader disableSticky>{label}</ListSubheader>}>
      {items.map((item) => (
        <ListItemButton
          key={item.id}
          selected={item.id === selectedId}
          aria-pressed={item.id === selectedId}
          onClick={() => onSelect(item)}
        >
          <ListItemAvatar sx={{ minWidth: 44 }}>
            <UserAvatar avatar={item.avatar} fallback={item.avatar_fallBack} name={item.name} size={32} />
          </ListItemAvatar>
          <ListItemText
            primary={item.type === "channel" ? `# ${item.name}` : item.name}
            secondary={item.type === "channel" && item.description ? item.description : null}
            slotProps={{ secondary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

function TargetSkeletons() {
  return (
    <Box sx={{ p: 1 }} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Box key={i} sx={{ display: "flex", alignItems: "center", gap: 1.5, py: 0.75 }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton variant="text" sx={{ flex: 1 }} />
        </Box>
      ))}
    </Box>
  );
}
