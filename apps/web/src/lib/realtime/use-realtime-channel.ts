import type { RealtimeChannel } from "@bearish/shared/realtime/channels";
import type { EventFrame } from "@bearish/shared/realtime/frames";
import { useEffect, useRef } from "react";
import { useRealtimeClient } from "./realtime-context";

/**
 * Listens to `channel` while the component is mounted (null: to nothing). The callbacks may change on every
 * render without resubscribing; the latest ones are called.
 */
export function useRealtimeChannel(
  channel: RealtimeChannel | null,
  onEvent: (event: EventFrame) => void,
  onResync?: () => void,
): void {
  const client = useRealtimeClient();
  const callbacks = useRef({ onEvent, onResync });
  useEffect(() => {
    callbacks.current = { onEvent, onResync };
  });
  useEffect(() => {
    if (channel === null) return;
    return client.subscribe(channel, {
      onEvent: (event) => callbacks.current.onEvent(event),
      onResync: () => callbacks.current.onResync?.(),
    });
  }, [client, channel]);
}
