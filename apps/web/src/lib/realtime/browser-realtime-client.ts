import {
  REALTIME_SOCKET_PATH,
  REALTIME_TICKET_PATH,
  type RealtimeTicket,
  realtimeTicketSchema,
} from "@bearish/shared/realtime/frames";
import { endSession, http } from "../http";
import { RealtimeClient, type RealtimeClientOptions } from "./realtime-client";

// The HTTP client adds the `/api` prefix itself.
const TICKET_ENDPOINT = REALTIME_TICKET_PATH.replace(/^\/api(?=\/)/, "");

/** The socket address on this page's host: `ws://` beside `http://`, `wss://` beside `https://`. */
export function realtimeSocketUrl(location: Pick<Location, "protocol" | "host">, ticket: string): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${REALTIME_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

/** A single-use ticket for the socket, through the HTTP client (so a 401 signs the user out as usual). */
export async function fetchRealtimeTicket(signal: AbortSignal): Promise<string> {
  const { data } = await http.post<RealtimeTicket>(TICKET_ENDPOINT, undefined, { signal });
  return realtimeTicketSchema.parse(data).ticket;
}

/** The tab's client: created once at start-up and handed to the app through RealtimeProvider. */
export function createBrowserRealtimeClient(overrides: Partial<RealtimeClientOptions> = {}): RealtimeClient {
  return new RealtimeClient({
    fetchTicket: fetchRealtimeTicket,
    socketUrl: (ticket) => realtimeSocketUrl(window.location, ticket),
    onSessionEnded: endSession,
    onlineEvents: window,
    ...overrides,
  });
}
