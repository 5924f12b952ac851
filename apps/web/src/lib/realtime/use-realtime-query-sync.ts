import type { RealtimeChannel } from "@bearish/shared/realtime/channels";
import type { EventFrame } from "@bearish/shared/realtime/frames";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useRealtimeChannel } from "./use-realtime-channel";

/** Applies one event to the caches: patch them with `setQueryData`, or invalidate what it touched. */
export type RealtimeQueryHandler = (data: unknown, queryClient: QueryClient, event: EventFrame) => void;

/**
 * Per event name, how it changes the caches; `resync` lists the query keys to invalidate when the channel's
 * events were lost (after a long disconnect or a server restart), so they are refetched over REST.
 */
export interface RealtimeQuerySync {
  resync?: readonly QueryKey[];
  [eventName: string]: RealtimeQueryHandler | readonly QueryKey[] | undefined;
}

/** Feeds a channel's events into TanStack Query while mounted. `data` is unknown: parse it with a shared schema. */
export function useRealtimeQuerySync(channel: RealtimeChannel | null, sync: RealtimeQuerySync): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(
    channel,
    (event) => {
      const handler = event.name === "resync" ? undefined : sync[event.name];
      if (typeof handler === "function") handler(event.data, queryClient, event);
    },
    () => {
      for (const queryKey of sync.resync ?? []) void queryClient.invalidateQueries({ queryKey });
    },
  );
}
