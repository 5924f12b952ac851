import { MESSAGING_PLATFORMS, OWN_PLATFORM } from "@bearish/shared/messaging/conversation";
import { useMemo } from "react";
import { useParams } from "react-router";
import { ConversationView } from "../components/conversation/conversation-view";
import type { ConversationRef } from "../hooks/use-messages";

/**
 * One open chat or channel; the route says which (`.../chat/:platform/:chatId` or
 * `.../channel/:platform/:channelId`). Slack and Teams conversations are the layout's "not connected"
 * state, so nothing renders here for them.
 */
export function ConversationPage() {
  const { platform, chatId, channelId } = useParams();
  const known = MESSAGING_PLATFORMS.find((p) => p === platform);
  const id = chatId ?? channelId ?? "";
  const type = chatId !== undefined ? "chat" : "channel";
  const ref = useMemo<ConversationRef | null>(
    () => (known && id ? { type, platform: known, id } : null),
    [known, id, type],
  );
  if (!ref || ref.platform !== OWN_PLATFORM) return null;
  // A new conversation starts fresh: composer mode, panels and scroll position belong to one conversation.
  return <ConversationView key={`${ref.type}:${ref.id}`} conversation={ref} />;
}
