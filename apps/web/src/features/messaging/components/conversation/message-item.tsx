import type { Message, Reaction } from "@bearish/shared/messaging/message";
import ShortcutOutlined from "@mui/icons-material/ShortcutOutlined";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Chip from "@mui/material/Chip";
import { alpha, type Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { safeMessageHtml } from "../../../../lib/safe-html";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { PollView } from "../poll/poll-view";
import { messageTime, senderName } from "./format";
import { MessageFiles } from "./message-files";
import { useMessageHandlers } from "./message-handlers";
import { MessageStatus } from "./message-status";
import { MessageToolbar } from "./message-toolbar";

const AVATAR_SIZE = 32;

/** Reactions grouped by emoji, in the order each emoji first appeared. */
function groupReactions(reactions: Reaction[], meId: string) {
  const groups = new Map<string, { emoji: string; count: number; mine: boolean }>();
  for (const reaction of reactions) {
    const group = groups.get(reaction.emoji) ?? { emoji: reaction.emoji, count: 0, mine: false };
    group.count += 1;
    if (reaction.userId === meId) group.mine = true;
    groups.set(reaction.emoji, group);
  }
  return [...groups.values()];
}

function Reactions({ message }: { message: Message }) {
  const { t } = useTranslation();
  const { meId, toggleReaction } = useMessageHandlers();
  const groups = groupReactions(message.reactions, meId);
  if (groups.length === 0) return null;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
      {groups.map((group) => (
        <Chip
          key={group.emoji}
          size="small"
          label={`${group.emoji} ${group.count}`}
          variant={group.mine ? "filled" : "outlined"}
          color={group.mine ? "primary" : "default"}
          aria-pressed={group.mine}
          aria-label={t("messagingConversation.reactions.label", { emoji: group.emoji, count: group.count })}
          onClick={() => toggleReaction(message, group.emoji)}
        />
      ))}
    </Box>
  );
}

function ReplyQuote({ message }: { message: Message }) {
  const { t } = useTranslation();
  const { jumpTo } = useMessageHandlers();
  const reply = message.replyTo;
  if (!reply) return null;
  return (
    <ButtonBase
      onClick={() => jumpTo(reply.id)}
      aria-label={t("messagingConversation.reply.jump", { name: reply.senderName })}
      sx={{
        display: "block",
        textAlign: "start",
        width: "100%",
        borderLeft: 3,
        borderColor: "primary.main",
        bgcolor: "action.hover",
        borderRadius: 1,
        px: 1,
        py: 0.5,
        mb: 0.5,
      }}
    >
      <Typography variant="caption" fontWeight={600} display="block">
        {reply.senderName}
      </Typography>
      <Typography variant="caption" color="text.secondary" display="block" noWrap>
        {reply.isDeleted ? t("messagingConversation.message.deleted") : reply.preview}
      </Typography>
    </ButtonBase>
  );
}

const bubbleColor = (mine: boolean, mentioned: boolean) => (theme: Theme) => {
  if (mentioned) return alpha(theme.palette.warning.main, theme.palette.mode === "dark" ? 0.2 : 0.12);
  if (mine) return alpha(theme.palette.primary.main, theme.palette.mode === "dark" ? 0.24 : 0.1);
  return theme.palette.action.hover;
};

/**
 * One message of the list: the sender (first of a group), forwarded line, reply quote, the sanitized
 * content (mentions of me highlighted), files, poll, reactions, "(edited)" and my delivery status,
 * with the hover toolbar.
 */
export const MessageItem = memo(function MessageItem({
  message,
  grouped,
  highlighted,
}: {
  message: Message;
  grouped: boolean;
  highlighted: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { meId } = useMessageHandlers();
  const mine = message.senderId === meId;
  const name = senderName(message) || t("messagingConversation.message.unknownSender");
  const html = useMemo(() => (message.isDeleted ? "" : safeMessageHtml(message.content)), [message]);
  const mentioned = message.isMentioned && !mine;

  return (
    <Box
      data-message-id={message.id}
      sx={{
        position: "relative",
        display: "flex",
        gap: 1,
        px: 2,
        pt: grouped ? 0.25 : 1.25,
        pb: 0.25,
        flexDirection: mine ? "row-reverse" : "row",
        bgcolor: highlighted ? "action.selected" : undefined,
        transition: "background-color 600ms",
        "& .message-toolbar": { opacity: 0, pointerEvents: "none" },
        "&:hover .message-toolbar, &:focus-within .message-toolbar": { opacity: 1, pointerEvents: "auto" },
      }}
    >
      <Box sx={{ width: AVATAR_SIZE, flexShrink: 0 }}>
        {!grouped && !mine && message.sender ? (
          <UserAvatar
            avatar={message.sender.avatar}
            fallback={message.sender.avatar_fallBack}
            name={name}
            size={AVATAR_SIZE}
          />
        ) : null}
      </Box>
      <Box
        sx={{
          minWidth: 0,
          maxWidth: "min(680px, 80%)",
          display: "flex",
          flexDirection: "column",
          alignItems: mine ? "flex-end" : "flex-start",
        }}
      >
        {grouped ? null : (
          <Box sx={{ display: "flex", gap: 1, alignItems: "baseline", mb: 0.25 }}>
            <Typography variant="subtitle2" component="span">
              {mine ? t("messagingConversation.message.you") : name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
              {messageTime(message.createdAt, i18n.language)}
            </Typography>
          </Box>
        )}
        <Box
          sx={{
            bgcolor: bubbleColor(mine, mentioned),
            borderRadius: 2,
            px: 1.25,
            py: 0.75,
            minWidth: 0,
            maxWidth: "100%",
            overflowWrap: "anywhere",
          }}
        >
          {message.forwarded ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: "flex", alignItems: "center", gap: 0.5, fontStyle: "italic" }}
            >
              <ShortcutOutlined sx={{ fontSize: 14 }} aria-hidden />
              {t("messagingConversation.message.forwardedFrom", {
                name: message.forwarded.fromName,
                conversation: message.forwarded.fromConversationName,
              })}
            </Typography>
          ) : null}
          {message.isDeleted ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }}>
              {t("messagingConversation.message.deleted")}
            </Typography>
          ) : (
            <>
              <ReplyQuote message={message} />
              {html ? (
                <Box
                  className="message-content"
                  sx={(theme) => ({
                    typography: "body2",
                    "& p": { m: 0 },
                    "& ul, & ol": { my: 0.5, pl: 3 },
                    "& pre": { m: 0, p: 1, borderRadius: 1, bgcolor: "action.hover", overflowX: "auto" },
                    "& code": { fontFamily: "monospace", fontSize: "0.85em" },
                    "& blockquote": { m: 0, pl: 1, borderLeft: 3, borderColor: "divider" },
                    "& a": { color: "primary.main" },
                    "& span[data-type='mention']": { color: "primary.main", fontWeight: 600 },
                    [`& span[data-type='mention'][data-id='${meId}']`]: {
                      bgcolor: alpha(theme.palette.warning.main, 0.25),
                      borderRadius: 0.5,
                      px: 0.25,
                    },
                  })}
                  // Sanitized twice: by the server, and by safeMessageHtml's allowlist here.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: allowlisted HTML, see lib/safe-html.ts
                  dangerouslySetInnerHTML={{ __html: html }}
                />
              ) : null}
              <MessageFiles files={message.files} />
              {message.poll ? <PollView message={message} currentUserId={meId} /> : null}
            </>
          )}
        </Box>
        {message.isDeleted ? null : <Reactions message={message} />}
        <Box sx={{ display: "flex", gap: 0.75, alignItems: "center", color: "text.secondary", typography: "caption" }}>
          {message.editedAt && !message.isDeleted ? <span>{t("messagingConversation.message.edited")}</span> : null}
          {mine ? <MessageStatus message={message} /> : null}
        </Box>
      </Box>
      {message.isDeleted ? null : (
        <Box sx={{ position: "absolute", top: -12, zIndex: 1, ...(mine ? { left: 56 } : { right: 24 }) }}>
          <MessageToolbar message={message} />
        </Box>
      )}
    </Box>
  );
});
