import {
  REALTIME_RETRY_INTERVAL_MS,
  REALTIME_SUSPEND_AFTER_MS,
  REALTIME_SUSPENDED_RETRY_INTERVAL_MS,
} from "@bearish/shared/realtime/frames";

/**
 * - `idle`: not started (signed out).
 * - `connecting`: an attempt (ticket, then socket) is under way and the connection is not suspended.
 * - `connected`: the socket is open.
 * - `reconnecting`: down, waiting until `retryAt` for the next attempt.
 * - `suspended`: down for 2 minutes or more; retries every 30 s (`retryAt` is null during an attempt).
 * - `ended`: the session is over; no more attempts (the user is sent to sign in).
 */
export type ConnectionStatus = "idle" | "connecting" | "connected" | "reconnecting" | "suspended" | "ended";

export interface ConnectionState {
  status: ConnectionStatus;
  /** When the next attempt starts (ms since the epoch) while waiting for it; null otherwise. */
  retryAt: number | null;
  /** Since when the connection has been down, counted from the drop or the first attempt; null while connected. */
  downSince: number | null;
  /** Whether the socket was open at some point since connect(): "reconnecting" rather than "connecting". */
  wasConnected: boolean;
}

export const IDLE_STATE: ConnectionState = { status: "idle", retryAt: null, downSince: null, wasConnected: false };

/** The spec's schedule after a failed attempt: every 15 s, and after 2 minutes down, suspended and every 30 s. */
export function nextRetry(downForMs: number): { suspended: boolean; delayMs: number } {
  const suspended = downForMs >= REALTIME_SUSPEND_AFTER_MS;
  return { suspended, delayMs: suspended ? REALTIME_SUSPENDED_RETRY_INTERVAL_MS : REALTIME_RETRY_INTERVAL_MS };
}
