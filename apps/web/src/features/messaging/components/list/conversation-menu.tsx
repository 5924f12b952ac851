import type { Conversation, ConversationListKind } from "@bearish/shared/messaging/conversation";
import ArchiveOutlinedIcon from "@mui/icons-material/ArchiveOutlined";
import BlockIcon from "@mui/icons-material/Block";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import LogoutIcon from "@mui/icons-material/Logout";
import MarkChatUnreadOutlinedIcon from "@mui/icons-material/MarkChatUnreadOutlined";
import NotificationsOffOutlinedIcon from "@mui/icons-material/NotificationsOffOutlined";
import NotificationsOutlinedIcon from "@mui/icons-material/NotificationsOutlined";
import PushPinIcon from "@mui/icons-material/PushPin";
import PushPinOutlinedIcon from "@mui/icons-material/PushPinOutlined";
import StarIcon from "@mui/icons-material/Star";
import StarOutlineIcon from "@mui/icons-material/StarOutline";
import UnarchiveOutlinedIcon from "@mui/icons-material/UnarchiveOutlined";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../lib/ui/confirm-dialog";
import { useConversationActions } from "../../hooks/use-conversation-actions";
import { commandOf, type MenuItemId, menuItemsFor } from "./conversation-menu-items";
import type { MenuAnchor } from "./conversation-row";

const ICONS: Record<MenuItemId, ReactNode> = {
  read: <DoneAllIcon fontSize="small" />,
  unread: <MarkChatUnreadOutlinedIcon fontSize="small" />,
  pin: <PushPinOutlinedIcon fontSize="small" />,
  unpin: <PushPinIcon fontSize="small" />,
  star: <StarOutlineIcon fontSize="small" />,
  unstar: <StarIcon fontSize="small" />,
  mute: <NotificationsOffOutlinedIcon fontSize="small" />,
  unmute: <NotificationsOutlinedIcon fontSize="small" />,
  block: <BlockIcon fontSize="small" />,
  unblock: <BlockIcon fontSize="small" />,
  hide: <ArchiveOutlinedIcon fontSize="small" />,
  unhide: <UnarchiveOutlinedIcon fontSize="small" />,
  delete: <DeleteOutlineIcon fontSize="small" color="error" />,
  leave: <LogoutIcon fontSize="small" color="error" />,
};

interface ConversationMenuProps {
  target: { conversation: Conversation; anchor: MenuAnchor } | null;
  kind: ConversationListKind;
  onClose: () => void;
}

/** A row's context menu (right click or ⋮), with a confirmation before deleting or leaving. */
export function ConversationMenu({ target, kind, onClose }: ConversationMenuProps) {
  const { t } = useTranslation();
  const { run, pending } = useConversationActions();
  const [confirming, setConfirming] = useState<{ conversation: Conversation; item: "delete" | "leave" } | null>(null);
  const conversation = target?.conversation;
  const anchor = target?.anchor;

  const choose = (item: MenuItemId) => {
    if (!conversation) return;
    onClose();
    if (item === "delete" || item === "leave") setConfirming({ conversation, item });
    else run(conversation, commandOf(item));
  };

  const confirmTexts = (() => {
    if (!confirming) return null;
    if (confirming.item === "leave") {
      return {
        title: t("messagingList.confirm.leaveTitle"),
        text: t("messagingList.confirm.leaveText"),
        label: t("messagingList.confirm.leave"),
      };
    }
    const chat = confirming.conversation.type === "chat";
    return {
      title: t(chat ? "messagingList.confirm.deleteChatTitle" : "messagingList.confirm.deleteChannelTitle"),
      text: t(chat ? "messagingList.confirm.deleteChatText" : "messagingList.confirm.deleteChannelText"),
      label: t("messagingList.confirm.delete"),
    };
  })();

  return (
    <>
      <Menu
        open={target !== null}
        onClose={onClose}
        anchorEl={anchor && "element" in anchor ? anchor.element : null}
        anchorReference={anchor && "position" in anchor ? "anchorPosition" : "anchorEl"}
        anchorPosition={anchor && "position" in anchor ? anchor.position : undefined}
        slotProps={{
          list: { "aria-label": conversation ? t("messagingList.menu.label", { name: conversation.name }) : "" },
        }}
      >
        {conversation
          ? menuItemsFor(conversation, kind).map((item) => (
              <MenuItem
                key={item}
                onClick={() => choose(item)}
                sx={item === "delete" || item === "leave" ? { color: "error.main" } : undefined}
              >
                <ListItemIcon>{ICONS[item]}</ListItemIcon>
                <ListItemText>{t(`messagingList.menu.${item}`)}</ListItemText>
              </MenuItem>
            ))
          : null}
      </Menu>
      <ConfirmDialog
        open={confirming !== null}
        title={confirmTexts?.title ?? ""}
        text={confirmTexts?.text ?? ""}
        confirmLabel={confirmTexts?.label ?? ""}
        busy={pending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          run(confirming.conversation, commandOf(confirming.item), () => setConfirming(null));
        }}
      />
    </>
  );
}
