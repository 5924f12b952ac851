import { userChannel } from "@bearish/shared/realtime/channels";
import { useEffect } from "react";
import { useRealtimeClient } from "../../lib/realtime/realtime-context";
import { useRealtimeChannel } from "../../lib/realtime/use-realtime-channel";

function ignore(): void {}

/**
 * Keeps the tab connected while a signed-in page is shown (the shell unmounts on sign-out, which
 * disconnects), and holds the user's own channel open for notifications, typing, email and calendar.
 */
export function RealtimeSession({ userId }: { userId: string }) {
  const client = useRealtimeClient();
  useEffect(() => {
    client.connect();
    return () => client.disconnect();
  }, [client]);
  useRealtimeChannel(userChannel(userId), ignore);
  return null;
}
