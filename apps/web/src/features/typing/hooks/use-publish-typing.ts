import { userChannel } from "@bearish/shared/realtime/channels";
import type { TypingContext } from "@bearish/shared/realtime/frames";
import { useEffect, useMemo, useRef } from "react";
import { useRealtimeClient } from "../../../lib/realtime/realtime-context";
import { useMe } from "../../auth/hooks/use-me";

/**
 * How often a person who keeps typing is announced again: three times within the 6 s the indicator
 * stays up, and under the server's sustained limit of one typing publish per second.
 */
export const TYPING_PUBLISH_INTERVAL_MS = 2_000;

/** Where the typing happens; the server adds who is typing from the session. */
export type TypingPlace = Pick<TypingContext, "chatId" | "platform">;

export interface TypingPublisher {
  /** Call on every keystroke: publishes at most once per TYPING_PUBLISH_INTERVAL_MS. */
  typing(): void;
  /** Call when the text was sent or cleared: tells the others at once instead of after 6 s. */
  stopped(): void;
}

/**
 * Announces on each recipient's `user:<id>` channel that the signed-in user is typing (spec: typing is
 * published on a per-user channel). Not connected: nothing is sent, and the next keystroke tries again.
 */
export function usePublishTyping(targetUserIds: readonly string[], place: TypingPlace): TypingPublisher {
  const client = useRealtimeClient();
  const meId = useMe().data?.id ?? null;
  const latest = useRef({ targetUserIds, place, meId });
  useEffect(() => {
    latest.current = { targetUserIds, place, meId };
  });
  const lastSentAt = useRef<number | null>(null);

  const publisher = useMemo<TypingPublisher>(() => {
    const publish = (isTyping: boolean): boolean => {
      const { targetUserIds: targets, place: where, meId: self } = latest.current;
      let sent = false;
      for (const id of new Set(targets)) {
        if (id === self) continue;
        if (client.publishTyping(userChannel(id), { ...where, isTyping })) sent = true;
      }
      return sent;
    };
    return {
      typing() {
        const now = Date.now();
        if (lastSentAt.current !== null && now - lastSentAt.current < TYPING_PUBLISH_INTERVAL_MS) return;
        if (publish(true)) lastSentAt.current = now;
      },
      stopped() {
        if (lastSentAt.current === null) return;
        lastSentAt.current = null;
        publish(false);
      },
    };
  }, [client]);

  // Leaving the conversation mid-sentence ends the indicator for the others too.
  useEffect(() => () => publisher.stopped(), [publisher]);
  return publisher;
}
