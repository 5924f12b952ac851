import type { SessionActor } from "../../platform/session.repository";

/** Who is acting on a channel: their organisation role and their membership role in it. */
export interface ChannelActor {
  userId: string;
  /** The organisation role (`ADMIN`, `USER`, ...). */
  orgRole: string;
  memberRole: "owner" | "member";
}

export function channelActor(actor: SessionActor, memberRole: "owner" | "member"): ChannelActor {
  return { userId: actor.userId, orgRole: actor.role, memberRole };
}

/**
 * The owner runs a channel; an organisation ADMIN who is a member may too (moderation). An ADMIN
 * outside a private channel still never sees it: membership is checked before any policy.
 */
export function canManageChannel(actor: ChannelActor): boolean {
  return actor.memberRole === "owner" || actor.orgRole === "ADMIN";
}

/** Anyone in a public channel may bring people in; a private one is the manager's to open up. */
export function canAddChannelMembers(actor: ChannelActor, visibility: string): boolean {
  return visibility === "public" || canManageChannel(actor);
}

/** Leaving is always one's own choice; removing someone else is the manager's. */
export function canRemoveChannelMember(actor: ChannelActor, targetUserId: string): boolean {
  return targetUserId === actor.userId || canManageChannel(actor);
}
