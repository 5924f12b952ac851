import type { Conversation, ConversationListKind } from "@bearish/shared/messaging/conversation";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import NotificationsOffOutlinedIcon from "@mui/icons-material/NotificationsOffOutlined";
import StarIcon from "@mui/icons-material/Star";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../../app/locale/use-locale";
import { ConversationAvatar } from "./conversation-avatar";
import { activityTime, listTime, unreadBadgeText } from "./conversation-format";
import { conversationPath } from "./conversation-paths";

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** Where a row's menu opens: under its ⋮ button, or where the right click was. */
export type MenuAnchor = { element: HTMLElement } | { position: { top: number; left: number } };

interface ConversationRowProps {
  conversation: Conversation;
  kind: ConversationListKind;
  meId: string;
  selected: boolean;
  onOpen: (conversation: Conversation) => void;
  onMenu: (conversation: Conversation, anchor: MenuAnchor) => void;
}

function usePreview(conversation: Conversation, meId: string): string {
  const { t } = useTranslation();
  const last = conversation.lastMessage;
  if (!last) return t("messagingList.row.noMessages");
  if (last.isDeleted) return t("messagingList.row.deleted");
  const text = last.preview || t("messagingList.row.attachment");
  const sender = last.senderId === meId ? t("messagingList.row.you") : last.senderName.split(" ")[0];
  return sender ? `${sender}: ${text}` : text;
}

/** One chat or channel of the list: picture, name, last message with its sender, time, unread badge, muted and star marks. */
export const ConversationRow = memo(function ConversationRow({
  conversation,
  kind,
  meId,
  selected,
  onOpen,
  onMenu,
}: ConversationRowProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const preview = usePreview(conversation, meId);
  const unread = conversation.unreadCount > 0 || conversation.isUnreadMessage;
  const name = conversation.type === "channel" ? `# ${conversation.name}` : conversation.name;
  return (
    <ListItem
      disablePadding
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu(conversation, { position: { top: event.clientY, left: event.clientX } });
      }}
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          aria-label={t("messagingList.row.more", { name: conversation.name })}
          aria-haspopup="menu"
          onClick={(event) => onMenu(conversation, { element: event.currentTarget })}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      }
      sx={{ "& .MuiListItemSecondaryAction-root": { right: 8 } }}
    >
      <ListItemButton
        component={RouterLink}
        to={to(conversationPath(conversation, kind))}
        selected={selected}
        aria-current={selected ? "page" : undefined}
        data-conversation-row=""
        onClick={() => onOpen(conversation)}
        sx={{ gap: 1.5, py: 1, paddingInlineEnd: 6, alignItems: "center" }}
      >
        <ConversationAvatar conversation={conversation} meId={meId} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
            <Typography noWrap sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 700 : 500 }}>
              {name}
            </Typography>
            {conversation.isMuted ? (
              <NotificationsOffOutlinedIcon
                titleAccess={t("messagingList.row.muted")}
                sx={{ fontSize: 16, color: "text.secondary" }}
              />
            ) : null}
            {conversation.isStar ? (
              <StarIcon titleAccess={t("messagingList.row.starred")} sx={{ fontSize: 16, color: "warning.main" }} />
            ) : null}
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {listTime(activityTime(conversation), i18n.language)}
            </Typography>
          </Box>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Typography
              variant="body2"
              noWrap
              color={unread ? "text.primary" : "text.secondary"}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {preview}
            </Typography>
            {conversation.unreadCount > 0 ? (
              <Box
                component="span"
                data-testid="unread-badge"
                title={t("messagingList.row.unread", { count: conversation.unreadCount })}
                sx={{
                  flexShrink: 0,
                  minWidth: 20,
                  height: 20,
                  px: 0.75,
                  borderRadius: 10,
                  bgcolor: conversation.isMuted ? "action.disabled" : "primary.main",
                  color: "primary.contrastText",
                  fontSize: 12,
                  fontWeight: 700,
                  display: "inline-flex",
                  alignItems: "center",
                  justifyContent: "center",
                }}
              >
                <span aria-hidden>{unreadBadgeText(conversation.unreadCount)}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t("messagingList.row.unread", { count: conversation.unreadCount })}
                </Box>
              </Box>
            ) : null}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
});
