import type { Message } from "@bearish/shared/messaging/message";
import AddReactionOutlined from "@mui/icons-material/AddReactionOutlined";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MarkChatUnreadOutlined from "@mui/icons-material/MarkChatUnreadOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import PushPinOutlined from "@mui/icons-material/PushPinOutlined";
import ReplyOutlined from "@mui/icons-material/ReplyOutlined";
import ShortcutOutlined from "@mui/icons-material/ShortcutOutlined";
import StarOutline from "@mui/icons-material/StarOutline";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import { type ReactElement, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessageHandlers } from "./message-handlers";

function ToolButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactElement;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
}) {
  // A disabled button fires no events, so the tooltip needs a wrapper to still explain it.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The per-message hover toolbar (spec §2, §4): edit (only my own, delivered messages), reply, copy,
 * forward, pin, add emoji; the ⋮ menu holds star, archive, mark unread, create task and delete.
 * Shown while the row is hovered or holds the focus, so it is reachable with the keyboard too.
 */
export function MessageToolbar({ message }: { message: Message }) {
  const { t } = useTranslation();
  const handlers = useMessageHandlers();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const mine = message.senderId === handlers.meId;
  const delivered = message.seq !== null;
  const close = () => setMenuAnchor(null);
  const run = (action: (m: Message) => void) => () => {
    close();
    action(message);
  };

  return (
    <Paper
      className="message-toolbar"
      elevation={2}
      role="toolbar"
      aria-label={t("messagingConversation.toolbar.label")}
      sx={{ display: "flex", alignItems: "center", px: 0.25, borderRadius: 2 }}
    >
      <ToolButton
        label={t("messagingConversation.toolbar.edit")}
        icon={<EditOutlined fontSize="small" />}
        onClick={() => handlers.edit(message)}
        disabled={!mine || !delivered || !handlers.canWrite}
      />
      <ToolButton
        label={t("messagingConversation.toolbar.reply")}
        icon={<ReplyOutlined fontSize="small" />}
        onClick={() => handlers.reply(message)}
        disabled={!delivered || !handlers.canWrite}
      />
      <ToolButton
        label={t("messagingConversation.toolbar.copy")}
        icon={<ContentCopyOutlined fontSize="small" />}
        onClick={() => handlers.copy(message)}
      />
      <ToolButton
        label={t("messagingConversation.toolbar.forward")}
        icon={<ShortcutOutlined fontSize="small" />}
        onClick={() => handlers.forward(message)}
        disabled={!delivered}
      />
      <ToolButton
        label={t(message.pinned ? "messagingConversation.toolbar.unpin" : "messagingConversation.toolbar.pin")}
        icon={<PushPinOutlined fontSize="small" color={message.pinned ? "primary" : undefined} />}
        onClick={() => handlers.togglePin(message)}
        disabled={!delivered}
      />
      <ToolButton
        label={t("messagingConversation.toolbar.emoji")}
        icon={<AddReactionOutlined fontSize="small" />}
        onClick={(event) => handlers.openEmoji(message, event.currentTarget)}
        disabled={!delivered}
      />
      <ToolButton
        label={t("messagingConversation.toolbar.more")}
        icon={<MoreVert fontSize="small" />}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        disabled={!delivered}
      />
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={close}>
        <MenuItem onClick={run(handlers.toggleStar)}>
          <ListItemIcon>
            <StarOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            {t(message.isStarred ? "messagingConversation.toolbar.unstar" : "messagingConversation.toolbar.star")}
          </ListItemText>
        </MenuItem>
        <MenuItem onClick={run(handlers.toggleArchive)}>
          <ListItemIcon>
            {message.isArchived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />}
          </ListItemIcon>
          <ListItemText>
            {t(
              message.isArchived ? "messagingConversation.toolbar.unarchive" : "messagingConversation.toolbar.archive",
            )}
          </ListItemText>
        </MenuItem>
        <MenuItem onClick={run(handlers.markUnread)}>
          <ListItemIcon>
            <MarkChatUnreadOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("messagingConversation.toolbar.markUnread")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(handlers.createTask)}>
          <ListItemIcon>
            <TaskAltOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("messagingConversation.toolbar.createTask")}</ListItemText>
        </MenuItem>
        {mine ? (
          <MenuItem onClick={run(handlers.remove)} sx={{ color: "error.main" }}>
            <ListItemIcon>
              <DeleteOutline fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{t("messagingConversation.toolbar.delete")}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </Paper>
  );
}
