import type { Mention, Message, MessageFile, MessageStatus } from "@bearish/shared/messaging/message";
import type { Me } from "@bearish/shared/users/user";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { type SendMessageInput, sendMessage, sendMessageWithFiles } from "../api";
import { type MessagesData, removeMessage, upsertMessage } from "./message-cache";
import { messagingKeys } from "./messaging-keys";
import { applyIncomingMessage } from "./use-conversations";
import type { ConversationRef } from "./use-messages";

/** What the composer hands over: the editor's HTML and mentions, and what goes with them. */
export interface OutgoingMessage {
  content: string;
  mentions: Mention[];
  replyTo: Message | null;
  files: File[];
  /** Files already uploaded (e.g. picked from the cloud storage), attached by upload id (`fileIds`). */
  uploads?: AttachedUpload[];
  poll?: { question: string; options: { value: string }[] };
}

/** An upload the sender made earlier, attached by its id. */
export interface AttachedUpload {
  uploadId: string;
  name: string;
  contentType: string;
  size: number;
}

/** Waits before each new attempt of a send that met a network error or a 5xx (three retries). */
export const SEND_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

interface OutboxEntry {
  ref: ConversationRef;
  outgoing: OutgoingMessage;
}

/**
 * Sends not yet acknowledged, by clientMessageId, for the whole tab: a failed message keeps its files
 * for Retry even after its conversation was closed and opened again.
 */
const outbox = new Map<string, OutboxEntry>();

const retriable = (error: unknown) => !(error instanceof HttpError) || error.status === null || error.status >= 500;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function fileKind(type: string): MessageFile["kind"] {
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  return "files";
}

/** The message as it shows while on its way: the sender's own copy, without a place (`seq`) yet. */
export function pendingMessage(me: Me, ref: ConversationRef, clientMessageId: string, outgoing: OutgoingMessage) {
  const now = new Date().toISOString();
  const reply = outgoing.replyTo;
  const message: Message = {
    id: clientMessageId,
    conversationId: ref.id,
    conversationType: ref.type,
    platform: ref.platform,
    seq: null,
    clientMessageId,
    content: outgoing.content,
    senderId: me.id,
    userId: me.id,
    sender: {
      id: me.id,
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      avatar: me.avatar,
      avatar_fallBack: me.avatar_fallBack,
    },
    timestamp: now,
    createdAt: now,
    updatedAt: now,
    editedAt: null,
    // Local stand-ins (no URL yet) so a message of files alone shows what is being sent.
    files: [
      ...(outgoing.uploads ?? []).map((upload) => ({ name: upload.name, type: upload.contentType, size: upload.size })),
      ...outgoing.files,
    ].map((file, index) => ({
      fileId: `${clientMessageId}-${index}`,
      fileName: file.name,
      fileType: file.type,
      fileSize: file.size,
      fileUrl: "",
      thumbnailUrl: null,
      kind: fileKind(file.type),
      timestamp: now,
      content: "",
      platform: ref.platform,
    })),
    reactions: [],
    replyTo: reply
      ? {
          id: reply.id,
          preview: "",
          senderId: reply.senderId,
          senderName: reply.sender ? `${reply.sender.firstName} ${reply.sender.lastName}`.trim() : "",
          isDeleted: reply.isDeleted,
        }
      : null,
    teamId: null,
    isMentioned: false,
    mentions: outgoing.mentions,
    isAttachment: outgoing.files.length > 0 || (outgoing.uploads?.length ?? 0) > 0,
    isDraft: false,
    scheduledAt: null,
    pinned: false,
    pinnedAt: null,
    isStarred: false,
    isArchived: false,
    forwarded: null,
    category: "default",
    status: "pending",
    isDeleted: false,
    poll: outgoing.poll
      ? {
          state: "open",
          question: outgoing.poll.question,
          options: outgoing.poll.options.map((option, index) => ({
            id: `${clientMessageId}-${index}`,
            value: option.value,
            votes: 0,
            voterIds: [],
          })),
          myVote: null,
        }
      : null,
  };
  return message;
}

/** Sets the status of a send that is still local (never touches the server's copy once it arrived). */
function setLocalStatus(
  queryClient: QueryClient,
  ref: ConversationRef,
  clientMessageId: string,
  status: MessageStatus,
) {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(ref.id), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.map((m) =>
              m.clientMessageId === clientMessageId && m.seq === null ? { ...m, status } : m,
            ),
          })),
        }
      : data,
  );
}

function post(ref: ConversationRef, clientMessageId: string, outgoing: OutgoingMessage) {
  const replyTo = outgoing.replyTo?.id;
  const fileIds = (outgoing.uploads ?? []).map((upload) => upload.uploadId);
  if (outgoing.files.length > 0) {
    const form = new FormData();
    form.append("content", outgoing.content);
    form.append("clientMessageId", clientMessageId);
    if (replyTo) form.append("replyTo", replyTo);
    form.append("mentions", JSON.stringify(outgoing.mentions));
    if (fileIds.length > 0) form.append("fileIds", JSON.stringify(fileIds));
    for (const file of outgoing.files) form.append("files", file, file.name);
    return sendMessageWithFiles(ref.type, ref.platform, ref.id, form);
  }
  const body: SendMessageInput = { content: outgoing.content, clientMessageId, mentions: outgoing.mentions };
  if (replyTo) body.replyTo = replyTo;
  if (fileIds.length > 0) body.fileIds = fileIds;
  if (outgoing.poll) body.poll = outgoing.poll;
  return sendMessage(ref.type, ref.platform, ref.id, body);
}

/**
 * Sends with an optimistic copy: the message shows at once as pending, is replaced by the server's
 * answer, and is retried with the SAME clientMessageId after a network error or a 5xx (the server
 * answers a repeated id with the stored message, never a copy). After the last retry it is marked
 * failed, with Retry (same id again) and Delete (dropped locally).
 */
export function useSendMessage(ref: ConversationRef, { retryDelaysMs = SEND_RETRY_DELAYS_MS } = {}) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const latest = useRef({ t, showSnackbar, retryDelaysMs });
  latest.current = { t, showSnackbar, retryDelaysMs };

  const deliver = useCallback(
    async (clientMessageId: string) => {
      const entry = outbox.get(clientMessageId);
      if (!entry) return;
      const { ref: where, outgoing } = entry;
      const delays = latest.current.retryDelaysMs;
      for (let attempt = 0; ; attempt++) {
        try {
          const answer = await post(where, clientMessageId, outgoing);
          outbox.delete(clientMessageId);
          upsertMessage(queryClient, where.id, answer.data);
          // The list row takes the new preview and moves up; refetch when no list holds it yet.
          if (!applyIncomingMessage(queryClient, answer.data, { unread: false })) {
            void queryClient.invalidateQueries({ queryKey: messagingKeys.lists });
          }
          return;
        } catch (error) {
          const delay = delays[attempt];
          if (retriable(error) && delay !== undefined) {
            await wait(delay);
            continue;
          }
          setLocalStatus(queryClient, where, clientMessageId, "failed");
          if (error instanceof HttpError && error.status !== null) {
            const { t: translate, showSnackbar: show } = latest.current;
            show(
              translate("messagingConversation.sendFailed", { status: error.status, text: error.serverMessage ?? "" }),
              {
                severity: "error",
              },
            );
          }
          return;
        }
      }
    },
    [queryClient],
  );

  const send = useCallback(
    (outgoing: OutgoingMessage) => {
      const clientMessageId = crypto.randomUUID();
      outbox.set(clientMessageId, { ref, outgoing });
      upsertMessage(queryClient, ref.id, pendingMessage(me, ref, clientMessageId, outgoing));
      return deliver(clientMessageId);
    },
    [deliver, me, queryClient, ref],
  );

  const retry = useCallback(
    (message: Message) => {
      const clientMessageId = message.clientMessageId;
      if (!clientMessageId) return Promise.resolve();
      // A failed message from before a reload has no outbox entry: send its text (and mentions) again.
      if (!outbox.has(clientMessageId)) {
        outbox.set(clientMessageId, {
          ref,
          outgoing: { content: message.content, mentions: message.mentions, replyTo: null, files: [] },
        });
      }
      setLocalStatus(queryClient, ref, clientMessageId, "pending");
      return deliver(clientMessageId);
    },
    [deliver, queryClient, ref],
  );

  const discard = useCallback(
    (message: Message) => {
      const clientMessageId = message.clientMessageId ?? message.id;
      outbox.delete(clientMessageId);
      removeMessage(queryClient, ref.id, clientMessageId);
    },
    [queryClient, ref.id],
  );

  return { send, retry, discard };
}
