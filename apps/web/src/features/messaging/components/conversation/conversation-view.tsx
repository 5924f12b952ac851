import type { Message, MessageFile } from "@bearish/shared/messaging/message";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../../../lib/http";
import { messagePlainText } from "../../../../lib/safe-html";
import { useSnackbar } from "../../../../lib/snackbar";
import { ConfirmDialog } from "../../../../lib/ui/confirm-dialog";
import { PageLoader } from "../../../../lib/ui/page-loader";
import { useCurrentUser } from "../../../auth/hooks/use-me";
import { TypingIndicator } from "../../../typing/components/typing-indicator";
import { useConversationActions } from "../../hooks/use-conversation-actions";
import { useConversationRealtime } from "../../hooks/use-conversation-realtime";
import { useMessageActions } from "../../hooks/use-message-actions";
import { useMessageExtras } from "../../hooks/use-message-extras";
import { type ConversationRef, useConversationDetail, useMessages } from "../../hooks/use-messages";
import { useSendMessage } from "../../hooks/use-send-message";
import { Composer } from "../composer/composer";
import { type ComposerMode, NEW_MESSAGE } from "../composer/composer-context";
import { EmojiPickerPopover } from "../emoji/emoji-picker";
import { ForwardDialog } from "../forward/forward-dialog";
import { MediaPanel } from "../media/media-panel";
import { FilePreviewSidebar, type PreviewFile } from "../preview/file-preview-sidebar";
import { ConversationHeader } from "./conversation-header";
import { CreateTaskDialog } from "./create-task-dialog";
import { MembersDialog } from "./members-dialog";
import { type MessageActions, MessageHandlersContext, stableHandlers } from "./message-handlers";
import { MessageList, type MessageListHandle } from "./message-list";
import { ScheduledDialog } from "./scheduled-dialog";

type SidePanel = { kind: "media" } | { kind: "file"; file: PreviewFile } | null;

const SIDE_PANEL_WIDTH = 360;

/**
 * One open chat or channel: header, the live message list with its hover toolbars, who is typing, and
 * the composer; the media panel or a file preview on the side. A blocked conversation shows a banner
 * with Unblock and takes no new messages.
 */
export function ConversationView({ conversation: ref }: { conversation: ConversationRef }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { showSnackbar } = useSnackbar();
  const detail = useConversationDetail(ref);
  const messages = useMessages(ref);
  const conversation = detail.data;
  const live = useConversationRealtime(ref, conversation?.participantIds ?? []);
  const extras = useMessageExtras(ref.id);
  const actions = useMessageActions(ref);
  const conversationActions = useConversationActions();
  const { retry, discard } = useSendMessage(ref);
  const listRef = useRef<MessageListHandle>(null);
  const [mode, setMode] = useState<ComposerMode>(NEW_MESSAGE);
  const [panel, setPanel] = useState<SidePanel>(null);
  const [dialog, setDialog] = useState<"members" | "scheduled" | null>(null);
  const [forwarding, setForwarding] = useState<Message | null>(null);
  const [emojiTarget, setEmojiTarget] = useState<{ message: Message; anchor: HTMLElement } | null>(null);
  const [taskMessage, setTaskMessage] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const blocked = conversation?.isBlocked ?? false;

  // The latest actions, behind a stable object: memoized rows re-render for their message, not for
  // every render of the view (each keystroke in the composer, each typing event).
  const latest = useRef<MessageActions | null>(null);
  latest.current = {
    reply: (message) => setMode({ kind: "reply", message }),
    edit: (message) => setMode({ kind: "edit", message }),
    copy: (message) => {
      navigator.clipboard
        .writeText(messagePlainText(message.content))
        .then(() => showSnackbar(t("messagingConversation.message.copied"), { severity: "success" }))
        .catch(() => showSnackbar(t("messagingConversation.errors.copy"), { severity: "error" }));
    },
    forward: setForwarding,
    togglePin: (message) => void (message.pinned ? extras.unpin(message.id) : extras.pin(message.id)),
    toggleStar: (message) => void extras.star(message.id, !message.isStarred),
    toggleArchive: (message) => void (message.isArchived ? extras.unarchive(message.id) : extras.archive(message.id)),
    markUnread: (message) => actions.markUnread.mutate(message),
    createTask: setTaskMessage,
    remove: setDeleting,
    openEmoji: (message, anchor) => setEmojiTarget({ message, anchor }),
    toggleReaction: (message, emoji) => {
      const mine = message.reactions.some((r) => r.userId === me.id && r.emoji === emoji);
      void (mine ? extras.unreact(message.id, emoji) : extras.react(message.id, emoji));
    },
    retry: (message) => void retry(message),
    discard,
    jumpTo: (messageId) => {
      if (!listRef.current?.scrollToMessage(messageId)) showSnackbar(t("messagingConversation.list.notLoaded"));
    },
    openFile: (file: MessageFile) => setPanel({ kind: "file", file }),
  };
  const handlers = useMemo(() => stableHandlers(latest, me.id, !blocked), [me.id, blocked]);
  const jumpTo = handlers.jumpTo;

  const people = useMemo(
    () => (conversation?.participants ?? []).filter((person) => person.userId !== me.id),
    [conversation?.participants, me.id],
  );

  if (detail.isPending) return <PageLoader />;
  if (!conversation) {
    const missing = detail.error instanceof HttpError && detail.error.status === 404;
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity={missing ? "info" : "error"}>
          {missing ? t("messagingConversation.notFound") : t("messagingConversation.loadFailed")}
        </Alert>
      </Box>
    );
  }

  return (
    <MessageHandlersContext value={handlers}>
      <Box sx={{ display: "flex", flex: 1, minHeight: 0, height: "100%" }}>
        <Box sx={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0, minHeight: 0 }}>
          <ConversationHeader
            conversation={conversation}
            meId={me.id}
            mediaOpen={panel?.kind === "media"}
            onToggleMedia={() => setPanel(panel?.kind === "media" ? null : { kind: "media" })}
            onOpenMembers={() => setDialog("members")}
            onOpenScheduled={() => setDialog("scheduled")}
            onJump={jumpTo}
          />
          {blocked ? (
            <Alert
              severity="warning"
              square
              action={
                <Button
                  color="inherit"
                  size="small"
                  disabled={conversationActions.pending}
                  onClick={() => conversationActions.run(conversation, { kind: "action", action: "unblock" })}
                >
                  {t("messagingConversation.blocked.unblock")}
                </Button>
              }
            >
              {t("messagingConversation.blocked.text")}
            </Alert>
          ) : null}
          {messages.isError && messages.messages.length === 0 ? (
            <Alert
              severity="error"
              square
              action={
                <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
                  {t("messagingConversation.status.retry")}
                </Button>
              }
            >
              {t("messagingConversation.loadFailed")}
            </Alert>
          ) : null}
          {messages.isPending ? (
            <PageLoader />
          ) : (
            <MessageList
              ref={listRef}
              messages={messages.messages}
              hasOlder={messages.hasNextPage}
              loadingOlder={messages.isFetchingNextPage}
              onLoadOlder={() => void messages.fetchNextPage()}
            />
          )}
          <Box sx={{ px: 3 }}>
            <TypingIndicator typers={live.typers} />
          </Box>
          <Composer
            conversation={ref}
            people={people}
            mode={mode}
            onModeChange={setMode}
            disabled={blocked}
            typing={live.typing}
            onSent={() => listRef.current?.scrollToBottom()}
          />
        </Box>
        {panel ? (
          <Box
            sx={{
              width: { xs: "100%", md: SIDE_PANEL_WIDTH },
              flexShrink: 0,
              minHeight: 0,
              display: "flex",
              flexDirection: "column",
              borderInlineStart: 1,
              borderColor: "divider",
            }}
          >
            {panel.kind === "media" ? (
              <MediaPanel
                platform={ref.platform}
                conversationId={ref.id}
                onClose={() => setPanel(null)}
                onOpenFile={(item) =>
                  setPanel({
                    kind: "file",
                    file: {
                      fileName: item.fileName,
                      fileType: item.fileType,
                      fileSize: item.fileSize,
                      fileUrl: item.fileUrl,
                      kind: item.type,
                    },
                  })
                }
              />
            ) : (
              <FilePreviewSidebar file={panel.file} onClose={() => setPanel(null)} />
            )}
          </Box>
        ) : null}
      </Box>
      <ForwardDialog
        open={forwarding !== null}
        message={forwarding}
        platform={ref.platform}
        conversationType={ref.type}
        conversationId={ref.id}
        onClose={() => setForwarding(null)}
      />
      <EmojiPickerPopover
        anchorEl={emojiTarget?.anchor ?? null}
        open={emojiTarget !== null}
        onClose={() => setEmojiTarget(null)}
        onPick={(emoji) => {
          if (emojiTarget) handlers.toggleReaction(emojiTarget.message, emoji);
        }}
      />
      <CreateTaskDialog message={taskMessage} conversation={ref} onClose={() => setTaskMessage(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("messagingConversation.deleteDialog.title")}
        text={t("messagingConversation.deleteDialog.text")}
        confirmLabel={t("messagingConversation.deleteDialog.confirm")}
        busy={actions.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) actions.remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
      {dialog === "members" ? (
        <MembersDialog conversation={conversation} meId={me.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "scheduled" ? <ScheduledDialog conversation={ref} onClose={() => setDialog(null)} /> : null}
    </MessageHandlersContext>
  );
}
