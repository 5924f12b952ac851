import type { Message, MessageFile } from "@bearish/shared/messaging/message";
import { createContext, type RefObject, useContext } from "react";

/** What a message can do. */
export interface MessageActions {
  reply(message: Message): void;
  edit(message: Message): void;
  copy(message: Message): void;
  forward(message: Message): void;
  togglePin(message: Message): void;
  toggleStar(message: Message): void;
  toggleArchive(message: Message): void;
  markUnread(message: Message): void;
  createTask(message: Message): void;
  remove(message: Message): void;
  openEmoji(message: Message, anchor: HTMLElement): void;
  toggleReaction(message: Message, emoji: string): void;
  retry(message: Message): void;
  discard(message: Message): void;
  jumpTo(messageId: string): void;
  openFile(file: MessageFile): void;
}

/**
 * The actions and who is looking, given once by the conversation view to every row of the
 * (virtualized) list instead of a dozen props through each level.
 */
export interface MessageHandlers extends MessageActions {
  meId: string;
  /** Edit and reply are off while the conversation is blocked. */
  canWrite: boolean;
}

/** Handlers whose identity changes only with `meId` and `canWrite`; each call runs the latest action. */
export function stableHandlers(
  latest: RefObject<MessageActions | null>,
  meId: string,
  canWrite: boolean,
): MessageHandlers {
  const call = (): MessageActions => {
    if (!latest.current) throw new Error("Message actions are not ready yet");
    return latest.current;
  };
  return {
    meId,
    canWrite,
    reply: (message) => call().reply(message),
    edit: (message) => call().edit(message),
    copy: (message) => call().copy(message),
    forward: (message) => call().forward(message),
    togglePin: (message) => call().togglePin(message),
    toggleStar: (message) => call().toggleStar(message),
    toggleArchive: (message) => call().toggleArchive(message),
    markUnread: (message) => call().markUnread(message),
    createTask: (message) => call().createTask(message),
    remove: (message) => call().remove(message),
    openEmoji: (message, anchor) => call().openEmoji(message, anchor),
    toggleReaction: (message, emoji) => call().toggleReaction(message, emoji),
    retry: (message) => call().retry(message),
    discard: (message) => call().discard(message),
    jumpTo: (messageId) => call().jumpTo(messageId),
    openFile: (file) => call().openFile(file),
  };
}

export const MessageHandlersContext = createContext<MessageHandlers | null>(null);

export function useMessageHandlers(): MessageHandlers {
  const handlers = useContext(MessageHandlersContext);
  if (!handlers) throw new Error("useMessageHandlers needs a MessageHandlersContext above it");
  return handlers;
}
