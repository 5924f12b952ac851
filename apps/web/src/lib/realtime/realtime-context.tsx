import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { ConnectionState } from "./connection-state";
import type { RealtimeClient } from "./realtime-client";

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Makes the tab's one realtime client available to every hook below it. */
export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error("useRealtimeClient needs a RealtimeProvider above it");
  return client;
}

/** The connection's state, re-rendering when it changes. */
export function useConnectionState(): ConnectionState {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.subscribeState, client.getState, client.getState);
}
