import type { Conversation, ConversationListKind } from "@bearish/shared/messaging/conversation";
import type { RowCommand } from "../../hooks/use-conversation-actions";

export type MenuItemId =
  | "read"
  | "unread"
  | "pin"
  | "unpin"
  | "star"
  | "unstar"
  | "mute"
  | "unmute"
  | "block"
  | "unblock"
  | "hide"
  | "unhide"
  | "delete"
  | "leave";

/**
 * The context menu of a row by its state (spec §4): the hidden list offers only Unhide; otherwise
 * read or unread, pin or unpin, star, mute, block (chats), hide, and delete. A channel is deleted
 * by its owner only; everyone else leaves it.
 */
export function menuItemsFor(conversation: Conversation, kind: ConversationListKind): MenuItemId[] {
  if (kind === "archive") return ["unhide"];
  const unread = conversation.isUnreadMessage || conversation.unreadCount > 0;
  const items: MenuItemId[] = [
    unread ? "read" : "unread",
    conversation.isPinned ? "unpin" : "pin",
    conversation.isStar ? "unstar" : "star",
    conversation.isMuted ? "unmute" : "mute",
  ];
  if (conversation.type === "chat") items.push(conversation.isBlocked ? "unblock" : "block");
  items.push("hide");
  if (conversation.type === "chat" || conversation.myRole === "owner") items.push("delete");
  else items.push("leave");
  return items;
}

/** What a menu item does. */
export function commandOf(item: MenuItemId): RowCommand {
  if (item === "delete") return { kind: "delete" };
  if (item === "leave") return { kind: "leave" };
  return { kind: "action", action: item };
}
