import type { UpdateChannelBody } from "@bearish/shared/messaging/conversation";
import type { Mention, Message } from "@bearish/shared/messaging/message";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import {
  addChannelMembers,
  cancelScheduledMessage,
  deleteMessage,
  editMessage,
  listScheduledMessages,
  markMessageUnread,
  removeChannelMember,
  rescheduleMessage,
  scheduleMessage,
  updateChannel,
} from "../api";
import { patchMessage } from "./message-cache";
import { messagingKeys } from "./messaging-keys";
import { tombstone } from "./use-conversation-realtime";
import type { ConversationRef } from "./use-messages";
import type { OutgoingMessage } from "./use-send-message";

function useFailure() {
  const { showSnackbar } = useSnackbar();
  return (title: string) => (error: Error) => showSnackbar(title, { severity: "error", detail: errorMessageOf(error) });
}

/** Edit, delete and "mark unread from here" of one conversation's messages. */
export function useMessageActions(ref: ConversationRef) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const failed = useFailure();

  const edit = useMutation({
    mutationFn: async ({ message, content, mentions }: { message: Message; content: string; mentions: Mention[] }) =>
      (await editMessage(message.id, content, mentions)).data,
    onSuccess: (message) =>
      patchMessage(queryClient, ref.id, message.id, (previous) => ({ ...message, status: previous.status })),
    onError: failed(t("messagingConversation.errors.edit")),
  });
  const remove = useMutation({
    mutationFn: async (message: Message) => (await deleteMessage(message.id)).data,
    onSuccess: (_answer, message) => {
      patchMessage(queryClient, ref.id, message.id, tombstone);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.lists });
    },
    onError: failed(t("messagingConversation.errors.delete")),
  });
  const markUnread = useMutation({
    mutationFn: async (message: Message) => (await markMessageUnread(message.id)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.lists }),
    onError: failed(t("messagingConversation.errors.markUnread")),
  });
  return { edit, remove, markUnread };
}

/** A channel's members and settings: the owner adds and removes people and edits the channel. */
export function useChannelAdmin(ref: ConversationRef) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const failed = useFailure();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(ref.id) });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.lists });
  };
  const addMembers = useMutation({
    mutationFn: async (userIds: string[]) => (await addChannelMembers(ref.platform, ref.id, userIds)).data,
    onSuccess: refresh,
    onError: failed(t("messagingConversation.errors.addMembers")),
  });
  const removeMember = useMutation({
    mutationFn: async (userId: string) => (await removeChannelMember(ref.platform, ref.id, userId)).data,
    onSuccess: refresh,
    onError: failed(t("messagingConversation.errors.removeMember")),
  });
  // Errors stay with the form, which shows them beside the fields.
  const update = useMutation({
    mutationFn: async (body: UpdateChannelBody) => (await updateChannel(ref.platform, ref.id, body)).data,
    onSuccess: refresh,
  });
  return { addMembers, removeMember, update };
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC, the form the schedule endpoints read. */
export function toScheduledAt(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** The caller's scheduled messages of a conversation, with schedule, reschedule and cancel. */
export function useScheduledMessages(ref: ConversationRef, enabled = true) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const failed = useFailure();
  const key = messagingKeys.scheduled(ref.id);
  const list = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await listScheduledMessages(ref.type, ref.platform, ref.id, signal)).data,
    enabled,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });

  const schedule = useMutation({
    mutationFn: async ({ outgoing, at }: { outgoing: OutgoingMessage; at: Date }) =>
      (
        await scheduleMessage(ref.type, ref.platform, ref.id, {
          content: outgoing.content,
          clientMessageId: crypto.randomUUID(),
          mentions: outgoing.mentions,
          ...(outgoing.replyTo ? { replyTo: outgoing.replyTo.id } : {}),
          ...(outgoing.poll ? { poll: outgoing.poll } : {}),
          scheduledAt: toScheduledAt(at),
        })
      ).data,
    onSuccess: refresh,
  });
  const reschedule = useMutation({
    mutationFn: async ({ message, at }: { message: Message; at: Date }) =>
      (await rescheduleMessage(ref.type, ref.platform, ref.id, message.id, { scheduledAt: toScheduledAt(at) })).data,
    onSuccess: refresh,
    onError: failed(t("messagingConversation.errors.reschedule")),
  });
  const cancel = useMutation({
    mutationFn: async (message: Message) =>
      (await cancelScheduledMessage(ref.type, ref.platform, ref.id, message.id)).data,
    onSuccess: refresh,
    onError: failed(t("messagingConversation.errors.cancelScheduled")),
  });
  return { list, schedule, reschedule, cancel };
}
