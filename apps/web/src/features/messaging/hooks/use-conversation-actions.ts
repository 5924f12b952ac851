import { type Conversation, type CreateChannelBody, OWN_PLATFORM } from "@bearish/shared/messaging/conversation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useCurrentUser } from "../../auth/hooks/use-me";
import {
  type ConversationAction,
  createChannel,
  createChat,
  deleteConversation,
  joinChannel,
  removeChannelMember,
  runConversationAction,
} from "../api";
import { conversationPath, messagingHomePath, parseMessagingPath } from "../components/list/conversation-paths";
import { messagingKeys } from "./messaging-keys";
import { addConversationToLists, patchConversationInLists, removeConversationFromLists } from "./use-conversations";

/** What the context menu can do to a row: a per-person toggle, deleting it, or leaving a channel. */
export type RowCommand = { kind: "action"; action: ConversationAction } | { kind: "delete" } | { kind: "leave" };

/**
 * The context menu's actions (spec §4). Each answer from the server replaces the row in every list
 * (hidden rows move to the hidden list and back; blocked, deleted and left ones go); a failure
 * shows the server's reason. Leaving or deleting the open conversation goes back to the list.
 */
export function useConversationActions() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const me = useCurrentUser();

  const leaveIfOpen = (conversationId: string) => {
    const open = parseMessagingPath(pathname);
    if (open?.id === conversationId) navigate(to(messagingHomePath(open.kind)), { replace: true });
  };

  const mutation = useMutation({
    mutationFn: async ({ conversation, command }: { conversation: Conversation; command: RowCommand }) => {
      const { type, platform, id } = conversation;
      if (command.kind === "delete") {
        await deleteConversation(type, platform, id);
        return null;
      }
      if (command.kind === "leave") {
        await removeChannelMember(platform, id, me.id);
        return null;
      }
      return (await runConversationAction(type, platform, id, command.action)).data;
    },
    onSuccess: (answer, { conversation, command }) => {
      if (answer === null) {
        removeConversationFromLists(queryClient, conversation.id);
        queryClient.removeQueries({ queryKey: messagingKeys.conversation(conversation.id) });
        leaveIfOpen(conversation.id);
        showSnackbar(t(command.kind === "leave" ? "messagingList.done.left" : "messagingList.done.deleted"), {
          severity: "success",
        });
        return;
      }
      patchConversationInLists(queryClient, answer);
      if (command.kind !== "action") return;
      if (command.action === "block") {
        removeConversationFromLists(queryClient, conversation.id);
        showSnackbar(t("messagingList.done.blocked"), { severity: "success" });
      } else if (command.action === "hide") {
        showSnackbar(t("messagingList.done.hidden"), { severity: "success" });
      } else if (command.action === "unhide") {
        showSnackbar(t("messagingList.done.unhidden"), { severity: "success" });
      }
    },
    onError: (error) => {
      showSnackbar(t("messagingList.errors.actionFailed"), { severity: "error", detail: errorMessageOf(error) });
    },
  });

  return {
    /** Runs a command; `onSettled` follows its end either way (a confirm dialog closes). */
    run: (conversation: Conversation, command: RowCommand, onSettled?: () => void) =>
      mutation.mutate({ conversation, command }, { onSettled }),
    pending: mutation.isPending,
  };
}

/**
 * Starting a chat, creating a channel or joining one: the answer joins the lists and the app opens
 * it under the inbox (spec §2: new chats and channels open under `/message/your-message/inbox/...`).
 * Errors stay with the caller (the dialogs show them in place).
 */
export function useOpenNewConversation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  const opened = (conversation: Conversation) => {
    addConversationToLists(queryClient, conversation);
    navigate(to(conversationPath(conversation, "inbox")));
  };
  const startChat = useMutation({
    mutationFn: async (participantIds: string[]) => (await createChat(OWN_PLATFORM, participantIds)).data,
    onSuccess: opened,
  });
  const newChannel = useMutation({
    mutationFn: async (body: CreateChannelBody) => (await createChannel(body)).data,
    onSuccess: opened,
  });
  const join = useMutation({
    mutationFn: async (channel: Conversation) => (await joinChannel(channel.platform, channel.id)).data,
    onSuccess: (conversation) => {
      void queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, "browse"] });
      opened(conversation);
    },
  });
  return { startChat, createChannel: newChannel, join };
}
