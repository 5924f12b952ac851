import { z } from "zod";

/**
 * Realtime channel names (DESIGN §4):
 * - `user:<userId>`: one person's notifications, typing, email, calendar and commands;
 * - `workspace:<workspaceId>`: task and item events of a workspace;
 * - `chat:<platform>:<chatId>` and `channel:<platform>:<channelId>`: messaging, where the platform is
 *   the product's own (`bearish`) or an external one (`slack`, `teams`, ...), whose ids may contain `:`.
 */
export const CHANNEL_KINDS = ["user", "workspace", "chat", "channel"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const CHANNEL_MAX_LENGTH = 256;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PLATFORM = "[a-z][a-z0-9_-]{0,31}";
const EXTERNAL_ID = "[A-Za-z0-9._~@:+=-]{1,200}";
const CHANNEL_PATTERN = new RegExp(`^(?:(?:user|workspace):${UUID}|(?:chat|channel):${PLATFORM}:${EXTERNAL_ID})$`);

export type RealtimeChannel =
  | `user:${string}`
  | `workspace:${string}`
  | `chat:${string}:${string}`
  | `channel:${string}:${string}`;

export const channelSchema = z
  .string()
  .max(CHANNEL_MAX_LENGTH)
  .regex(CHANNEL_PATTERN, "Must be user:<id>, workspace:<id>, chat:<platform>:<id> or channel:<platform>:<id>")
  .transform((value) => value as RealtimeChannel);

export type ParsedChannel =
  | { kind: "user"; userId: string }
  | { kind: "workspace"; workspaceId: string }
  | { kind: "chat" | "channel"; platform: string; id: string };

/** The parts of a channel name, or null when the name is not a valid channel. */
export function parseChannel(channel: string): ParsedChannel | null {
  if (channel.length > CHANNEL_MAX_LENGTH || !CHANNEL_PATTERN.test(channel)) return null;
  const colon = channel.indexOf(":");
  const kind = channel.slice(0, colon);
  const rest = channel.slice(colon + 1);
  if (kind === "user") return { kind, userId: rest };
  if (kind === "workspace") return { kind, workspaceId: rest };
  const second = rest.indexOf(":");
  return { kind: kind as "chat" | "channel", platform: rest.slice(0, second), id: rest.slice(second + 1) };
}

/** The kind (prefix before the first `:`) of a channel name. */
export function channelKind(channel: string): string {
  const colon = channel.indexOf(":");
  return colon < 0 ? channel : channel.slice(0, colon);
}

export const userChannel = (userId: string): RealtimeChannel => `user:${userId}`;
export const workspaceChannel = (workspaceId: string): RealtimeChannel => `workspace:${workspaceId}`;
/** A direct or group chat. */
export const chatChannel = (platform: string, chatId: string): RealtimeChannel => `chat:${platform}:${chatId}`;
/** A messaging channel (named conversation), as opposed to a chat. */
export const conversationChannel = (platform: string, channelId: string): RealtimeChannel =>
  `channel:${platform}:${channelId}`;
