import type { Conversation } from "@bearish/shared/messaging/conversation";
import GroupOutlined from "@mui/icons-material/GroupOutlined";
import PermMediaOutlined from "@mui/icons-material/PermMediaOutlined";
import ScheduleSendOutlined from "@mui/icons-material/ScheduleSendOutlined";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { ConversationAvatar } from "../list/conversation-avatar";
import { PinnedMessagesButton } from "../pinned/pinned-messages-button";

interface ConversationHeaderProps {
  conversation: Conversation;
  meId: string;
  mediaOpen: boolean;
  onToggleMedia: () => void;
  onOpenMembers: () => void;
  onOpenScheduled: () => void;
  onJump: (messageId: string) => void;
}

/** The open conversation's name, picture and member count, with its panels and lists. */
export function ConversationHeader({
  conversation,
  meId,
  mediaOpen,
  onToggleMedia,
  onOpenMembers,
  onOpenScheduled,
  onJump,
}: ConversationHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
        minHeight: 64,
      }}
    >
      <ConversationAvatar conversation={conversation} meId={meId} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap title={conversation.name} sx={{ lineHeight: 1.3 }}>
          {conversation.type === "channel" ? `# ${conversation.name}` : conversation.name}
        </Typography>
        <ButtonBase onClick={onOpenMembers} sx={{ borderRadius: 1, color: "text.secondary", typography: "caption" }}>
          {t("messagingConversation.header.memberCount", { count: conversation.memberCount })}
        </ButtonBase>
      </Box>
      <Tooltip title={t("messagingConversation.header.media")}>
        <IconButton
          aria-label={t("messagingConversation.header.media")}
          aria-pressed={mediaOpen}
          color={mediaOpen ? "primary" : "default"}
          onClick={onToggleMedia}
        >
          <PermMediaOutlined />
        </IconButton>
      </Tooltip>
      <PinnedMessagesButton conversationId={conversation.id} onJump={onJump} />
      <Tooltip title={t("messagingConversation.header.scheduled")}>
        <IconButton aria-label={t("messagingConversation.header.scheduled")} onClick={onOpenScheduled}>
          <ScheduleSendOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t("messagingConversation.header.members")}>
        <IconButton aria-label={t("messagingConversation.header.members")} onClick={onOpenMembers}>
          <GroupOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
