import type { ConversationType } from "@bearish/shared/messaging/conversation";
import type { Db } from "../../platform/db/database";
import { deleteSearchDocument, upsertSearchDocument } from "../search/search.repository";
import { registerSearchScopeProvider } from "../search/search.service";
import { listMemberConversationIds } from "./messages.repository";

/** Where a message opens in the web app: its conversation in the inbox. */
export function conversationLink(kind: ConversationType, platform: string, conversationId: string): string {
  return `/message/your-message/inbox/${kind}/${platform}/${conversationId}`;
}

/** Only members of a conversation find its messages. */
export const conversationScope = (conversationId: string) => `conversation:${conversationId}`;

/**
 * Keeps a delivered message's search entry: titled with the channel's name (or, in a chat, the
 * sender's), readable by the conversation's members only. A message without text has none.
 */
export async function indexMessage(
  db: Db,
  message: {
    id: string;
    conversationId: string;
    kind: ConversationType;
    platform: string;
    plainText: string;
    title: string;
  },
  now: Date,
): Promise<void> {
  if (message.plainText.trim() === "") {
    await deleteSearchDocument(db, "message", message.id);
    return;
  }
  await upsertSearchDocument(
    db,
    {
      kind: "message",
      refId: message.id,
      title: message.title,
      body: message.plainText,
      url: conversationLink(message.kind, message.platform, message.conversationId),
      scopes: [conversationScope(message.conversationId)],
    },
    now,
  );
}

export async function unindexMessage(db: Db, messageId: string): Promise<void> {
  await deleteSearchDocument(db, "message", messageId);
}

// Registered once, when this module loads: a person finds the messages of the conversations they belong to.
registerSearchScopeProvider(async (ctx, actor) =>
  (await listMemberConversationIds(ctx.db, actor.userId)).map(conversationScope),
);
