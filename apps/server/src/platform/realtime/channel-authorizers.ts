import { type ChannelKind, parseChannel } from "@bearish/shared/realtime/channels";
import type { SessionActor } from "../session.repository";

/** Decides whether the actor (from the socket's session, never from the client) may subscribe. */
export type ChannelAuthorizer = (actor: SessionActor, channel: string) => Promise<boolean>;

/** Kinds a feature registers a checker for; `user:` is decided here. */
export type RegistrableChannelKind = Exclude<ChannelKind, "user">;

export type AuthorizationResult = "allowed" | "forbidden" | "unsupported";

/**
 * The subscribe check of every channel kind. `user:<id>` is open to that user only. The workspace,
 * chat and channel features register theirs as they arrive; until then those kinds are refused.
 */
export class ChannelAuthorizers {
  private readonly byKind = new Map<RegistrableChannelKind, ChannelAuthorizer>();

  register(kind: RegistrableChannelKind, authorizer: ChannelAuthorizer): void {
    if (this.byKind.has(kind)) throw new Error(`a realtime authorizer for "${kind}:" is already registered`);
    this.byKind.set(kind, authorizer);
  }

  async authorize(actor: SessionActor, channel: string): Promise<AuthorizationResult> {
    const parsed = parseChannel(channel);
    if (!parsed) return "forbidden";
    if (parsed.kind === "user") return parsed.userId === actor.userId ? "allowed" : "forbidden";
    const authorizer = this.byKind.get(parsed.kind);
    if (!authorizer) return "unsupported";
    return (await authorizer(actor, channel)) ? "allowed" : "forbidden";
  }
}
