import { z } from "zod";
import { presenceStatusSchema } from "../users/user";
import { channelSchema } from "./channels";
import { eventIdSchema } from "./event-id-rules";

// The realtime protocol (DESIGN §4): a JSON text frame each way over one WebSocket per browser tab.

/** The WebSocket endpoint; open it with `?ticket=` from the ticket endpoint (never a token in a URL). */
export const REALTIME_SOCKET_PATH = "/api/realtime";
/** POST, signed in: answers a single-use ticket for one WebSocket handshake. */
export const REALTIME_TICKET_PATH = "/api/realtime/ticket";

/** Largest frame either side may send; a bigger one closes the socket with 1009. */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;
/** How far back the server keeps events for `resume`; older positions are answered with `resync`. */
export const REALTIME_RESUME_WINDOW_SECONDS = 120;
/** At most this many events are replayed on `resume`; a longer gap is answered with `resync`. */
export const REALTIME_MAX_REPLAY = 1000;
/** A ticket opens one WebSocket within this many seconds of being issued. */
export const REALTIME_TICKET_TTL_SECONDS = 30;

/** Client reconnect schedule (spec): at once, then every 15 s; after 2 minutes suspended, every 30 s. */
export const REALTIME_RETRY_INTERVAL_MS = 15_000;
export const REALTIME_SUSPEND_AFTER_MS = 120_000;
export const REALTIME_SUSPENDED_RETRY_INTERVAL_MS = 30_000;
/**
 * Browsers cannot see WebSocket-level pings, so the client sends `{type:"ping"}` this often and
 * treats the connection as dead when no frame at all arrived for REALTIME_CLIENT_DEAD_AFTER_MS.
 */
export const REALTIME_CLIENT_PING_INTERVAL_MS = 25_000;
export const REALTIME_CLIENT_DEAD_AFTER_MS = 60_000;
/** The server pings every socket this often and drops those that did not answer the previous ping. */
export const REALTIME_SERVER_HEARTBEAT_MS = 30_000;

/** Flood limit per socket: a burst of this many frames, refilled at the rate below. */
export const REALTIME_FRAME_BURST = 300;
export const REALTIME_FRAMES_PER_SECOND = 50;
/** Subscriptions one socket may hold at once. */
export const REALTIME_MAX_SUBSCRIPTIONS = 250;
/**
 * Typing publishes per socket: a burst of 30, then 10 per second; more are refused with an error
 * frame. A client sends one per recipient every ~2 s, so a group of 20 typing people fits.
 */
export const REALTIME_TYPING_BURST = 30;
export const REALTIME_TYPING_PER_SECOND = 10;
/** The typing indicator disappears this long after the last typing event (spec). */
export const REALTIME_TYPING_TIMEOUT_MS = 6_000;

/**
 * Close codes the server uses. A client reconnects (and resumes) after any of them except
 * `sessionEnded`, which means the session was signed out, its password changed or the account
 * deactivated: the client goes to sign-in instead.
 */
export const REALTIME_CLOSE_CODES = {
  normal: 1000,
  /** Server shutting down: reconnect (to another instance). */
  goingAway: 1001,
  /** Malformed frame, binary frame or flood. */
  policyViolation: 1008,
  /** Frame over REALTIME_MAX_FRAME_BYTES (sent by the WebSocket layer itself). */
  tooBig: 1009,
  internalError: 1011,
  /** The client did not read fast enough; reconnect and resume. */
  tryAgainLater: 1013,
  sessionEnded: 4401,
} as const;

/** Codes of `error` frames. An error frame never closes the socket. */
export const REALTIME_ERROR_CODES = [
  /** Not allowed to subscribe or publish to this channel. */
  "realtime.forbidden",
  /** A channel kind no feature serves (yet). */
  "realtime.unsupported_channel",
  /** The target of a typing publish does not exist. */
  "realtime.not_found",
  "realtime.rate_limited",
  "realtime.too_many_subscriptions",
  /** The server could not complete the request; try again. */
  "realtime.unavailable",
] as const;
export const realtimeErrorCodeSchema = z.enum(REALTIME_ERROR_CODES);
export type RealtimeErrorCode = z.infer<typeof realtimeErrorCodeSchema>;

/** The only event name clients may publish. */
export const TYPING_EVENT = "typing";

/** What a client may say about its typing: where it is typing. Anything else is dropped. */
export const typingContextSchema = z.object({
  chatId: z.string().max(200).optional(),
  platform: z.string().max(40).optional(),
  isTyping: z.boolean().optional(),
});
export type TypingContext = z.infer<typeof typingContextSchema>;

/** The `data` of a typing event: the client's context plus the sender, taken from the session. */
export const typingEventDataSchema = typingContextSchema.extend({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  status: presenceStatusSchema,
  email: z.string(),
});
export type TypingEventData = z.infer<typeof typingEventDataSchema>;

// Client → server

export const subscribeFrameSchema = z.object({ type: z.literal("subscribe"), channel: channelSchema });
export const unsubscribeFrameSchema = z.object({ type: z.literal("unsubscribe"), channel: channelSchema });
/** Subscribes and replays every event after `lastEventId`, or answers `resync` when they are gone. */
export const resumeFrameSchema = z.object({
  type: z.literal("resume"),
  channel: channelSchema,
  lastEventId: eventIdSchema,
});
export const publishFrameSchema = z.object({
  type: z.literal("publish"),
  channel: channelSchema,
  name: z.literal(TYPING_EVENT),
  data: typingContextSchema.default({}),
});
export const pingFrameSchema = z.object({ type: z.literal("ping") });

/** Every frame a client may send; anything else closes the socket with 1008. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  subscribeFrameSchema,
  unsubscribeFrameSchema,
  resumeFrameSchema,
  publishFrameSchema,
  pingFrameSchema,
]);
export type ClientFrame = z.input<typeof clientFrameSchema>;
export type ParsedClientFrame = z.output<typeof clientFrameSchema>;

// Server → client

export const eventFrameSchema = z.object({
  type: z.literal("event"),
  channel: z.string(),
  id: eventIdSchema,
  name: z.string(),
  data: z.unknown(),
});
/** Events were lost for this channel (too old, or the server lost its buffer): refetch over REST. */
export const resyncFrameSchema = z.object({ type: z.literal("resync"), channel: z.string() });
/**
 * Ends every subscribe and resume (after the replayed events or the `resync`). `lastEventId` is the
 * channel's position: resume from it later. Null when the server cannot tell (its buffer is down).
 */
export const subscribedFrameSchema = z.object({
  type: z.literal("subscribed"),
  channel: z.string(),
  lastEventId: eventIdSchema.nullable(),
});
export const errorFrameSchema = z.object({
  type: z.literal("error"),
  code: realtimeErrorCodeSchema,
  message: z.string(),
  channel: z.string().optional(),
});
export const pongFrameSchema = z.object({ type: z.literal("pong") });

export const serverFrameSchema = z.discriminatedUnion("type", [
  eventFrameSchema,
  resyncFrameSchema,
  subscribedFrameSchema,
  errorFrameSchema,
  pongFrameSchema,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type EventFrame = z.infer<typeof eventFrameSchema>;

/** Answer of the ticket endpoint. */
export const realtimeTicketSchema = z.object({
  ticket: z.string(),
  /** ISO 8601 UTC. */
  expiresAt: z.string(),
});
export type RealtimeTicket = z.infer<typeof realtimeTicketSchema>;
