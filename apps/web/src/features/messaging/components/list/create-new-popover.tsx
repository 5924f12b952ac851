import type { ChannelUser, Conversation } from "@bearish/shared/messaging/conversation";
import AddCommentOutlinedIcon from "@mui/icons-material/AddCommentOutlined";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExploreOutlinedIcon from "@mui/icons-material/ExploreOutlined";
import GroupAddOutlinedIcon from "@mui/icons-material/GroupAddOutlined";
import TagIcon from "@mui/icons-material/Tag";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../../lib/http";
import { useSnackbar } from "../../../../lib/snackbar";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { useCurrentUser } from "../../../auth/hooks/use-me";
import { useOpenNewConversation } from "../../hooks/use-conversation-actions";
import { useBrowseChannels, useChannelUsers } from "../../hooks/use-conversations";
import { type MessagingDialog, useOpenMessagingDialog } from "../dialogs/messaging-dialogs";
import { personName } from "../dialogs/people-field";
import { pageCountOf, pageOf, wrapPage } from "./pager";

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") };

interface PagedListProps<T> {
  title: string;
  items: T[];
  empty: string;
  loading: boolean;
  render: (item: T) => ReactNode;
}

/** A titled list shown 4 at a time, with arrows that wrap around from the last page to the first (spec §4). */
function PagedList<T>({ title, items, empty, loading, render }: PagedListProps<T>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const pages = pageCountOf(items.length);
  const current = Math.min(page, pages - 1);
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, px: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {pages > 1 ? (
          <>
            <IconButton
              size="small"
              aria-label={t("messagingList.create.previous")}
              onClick={() => setPage(wrapPage(current, -1, pages))}
            >
              <ChevronLeftIcon fontSize="small" sx={flipInRtl} />
            </IconButton>
            <Typography variant="caption">{t("messagingList.create.page", { page: current + 1, pages })}</Typography>
            <IconButton
              size="small"
              aria-label={t("messagingList.create.next")}
              onClick={() => setPage(wrapPage(current, 1, pages))}
            >
              <ChevronRightIcon fontSize="small" sx={flipInRtl} />
            </IconButton>
          </>
        ) : null}
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pb: 1 }}>
          {loading ? t("messagingList.create.loading") : empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {pageOf(items, current).map(render)}
        </List>
      )}
    </Box>
  );
}

/** The header's add button: Start a chat, Create a Channel, Browse channels, and quick lists of people and public channels. */
export function CreateNewPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const me = useCurrentUser();
  const openDialog = useOpenMessagingDialog();
  const open = anchor !== null;
  const users = useChannelUsers("", { enabled: open });
  const channels = useBrowseChannels("", { enabled: open });
  const { startChat, join } = useOpenNewConversation();
  const people = (users.data ?? []).filter((u) => u.id !== me.id);

  const show = (dialog: MessagingDialog) => {
    onClose();
    openDialog(dialog);
  };
  const failed = (title: string) => (error: unknown) =>
    showSnackbar(title, { severity: "error", detail: errorMessageOf(error) });
  const chatWith = (person: ChannelUser) =>
    startChat.mutate([person.id], { onSuccess: onClose, onError: failed(t("messagingList.startChat.failed")) });
  const joinChannel = (channel: Conversation) =>
    join.mutate(channel, { onSuccess: onClose, onError: failed(t("messagingList.browse.failed")) });

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{ paper: { sx: { width: 320, p: 1 }, "aria-label": t("messagingList.create.title") } }}
    >
      <Stack spacing={0.5} sx={{ pb: 1 }}>
        <Button
          startIcon={<AddCommentOutlinedIcon />}
          onClick={() => show("startChat")}
          sx={{ justifyContent: "flex-start" }}
        >
          {t("messagingList.create.startChat")}
        </Button>
        <Button
          startIcon={<GroupAddOutlinedIcon />}
          onClick={() => show("createChannel")}
          sx={{ justifyContent: "flex-start" }}
        >
          {t("messagingList.create.createChannel")}
        </Button>
        <Button
          startIcon={<ExploreOutlinedIcon />}
          onClick={() => show("browseChannels")}
          sx={{ justifyContent: "flex-start" }}
        >
          {t("messagingList.create.browseChannels")}
        </Button>
      </Stack>
      <Divider />
      <PagedList
        title={t("messagingList.create.people")}
        items={people}
        loading={users.isPending}
        empty={t("messagingList.create.noPeople")}
        render={(person) => (
          <ListItemButton
            key={person.id}
            disabled={startChat.isPending}
            onClick={() => chatWith(person)}
            aria-label={t("messagingList.create.chatWith", { name: personName(person) })}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <UserAvatar
                avatar={person.avatar}
                fallback={person.avatar_fallBack}
                name={personName(person)}
                size={28}
              />
            </ListItemIcon>
            <ListItemText
              primary={personName(person)}
              secondary={person.email}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
        )}
      />
      <Divider />
      <PagedList
        title={t("messagingList.create.publicChannels")}
        items={channels.data ?? []}
        loading={channels.isPending}
        empty={t("messagingList.create.noChannels")}
        render={(channel) => (
          <ListItem
            key={channel.id}
            secondaryAction={
              <Button size="small" disabled={join.isPending} onClick={() => joinChannel(channel)}>
                {t("messagingList.browse.join")}
              </Button>
            }
            sx={{ "& .MuiListItemSecondaryAction-root": { right: 8 } }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <TagIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={channel.name}
              slotProps={{ primary: { noWrap: true } }}
              sx={{ paddingInlineEnd: 7 }}
            />
          </ListItem>
        )}
      />
    </Popover>
  );
}
