import type {
  ChannelUser,
  ChannelVisibility,
  Conversation,
  MessagingPlatform,
  Participant,
} from "@bearish/shared/messaging/conversation";
import { avatarFallback } from "@bearish/shared/users/avatar-rules";
import type { ConversationViewRecord, ParticipantRecord } from "./conversation-view.repository";

/** How many other people a group chat's name lists before "+n". */
const GROUP_NAME_PEOPLE = 3;
const PREVIEW_LENGTH = 120;

export function presentParticipant(p: ParticipantRecord): Participant {
  const name = `${p.firstName} ${p.lastName}`.trim();
  return {
    id: p.userId,
    userId: p.userId,
    firstName: p.firstName,
    lastName: p.lastName,
    name,
    email: p.email,
    avatar: p.avatar,
    avatar_fallBack: avatarFallback(p.firstName, p.lastName),
    role: p.role,
  };
}

/** A chat's name and picture, from the viewer's side: the other person, or the others' first names. */
function chatIdentity(
  viewerId: string,
  members: ParticipantRecord[],
  total: number,
): { name: string; avatar: string | null; fallback: string } {
  const others = members.filter((m) => m.userId !== viewerId);
  const [only] = others;
  if (total === 2 && only) {
    return {
      name: `${only.firstName} ${only.lastName}`.trim(),
      avatar: only.avatar,
      fallback: avatarFallback(only.firstName, only.lastName),
    };
  }
  if (!only) {
    // Everyone else's account is gone: the chat is named after the viewer alone.
    const me = members.find((m) => m.userId === viewerId);
    return {
      name: me ? `${me.firstName} ${me.lastName}`.trim() : "",
      avatar: me?.avatar ?? null,
      fallback: me ? avatarFallback(me.firstName, me.lastName) : "?",
    };
  }
  const named = others.slice(0, GROUP_NAME_PEOPLE).map((m) => m.firstName);
  const otherCount = total - 1;
  const rest = otherCount - named.length;
  const name = rest > 0 ? `${named.join(", ")} +${rest}` : named.join(", ");
  const second = others[1];
  return { name, avatar: null, fallback: avatarFallback(only.firstName, second?.firstName ?? "") };
}

function channelFallback(name: string): string {
  const words = name.trim().split(/\s+/);
  return avatarFallback(words[0] ?? "", words[1] ?? "");
}

/** A conversation as the viewer sees it (spec §3 list item). `members` are in member order. */
export function presentConversation(
  viewerId: string,
  record: ConversationViewRecord,
  members: ParticipantRecord[],
  memberCount: number,
): Conversation {
  const isChat = record.kind === "chat";
  const identity = isChat
    ? chatIdentity(viewerId, members, memberCount)
    : { name: record.name, avatar: null, fallback: channelFallback(record.name) };
  const participants = members.map(presentParticipant);
  const { member } = record;
  const last = record.lastMessage;
  // A chat the viewer deleted shows nothing from before the deletion.
  const lastVisible = last && last.seq !== null && last.seq > member.clearedSeq ? last : null;
  const lastReadAt = member.lastReadAt?.toISOString() ?? null;
  return {
    id: record.id,
    type: record.kind,
    platform: record.platform as MessagingPlatform,
    name: identity.name,
    description: record.description,
    visibility: record.visibility as ChannelVisibility,
    teamId: null,
    avatar: identity.avatar,
    avatar_fallBack: identity.fallback,
    participants,
    participantIds: participants.map((p) => p.id),
    memberCount,
    ownerId: isChat ? null : record.createdBy,
    myRole: member.role,
    isDirect: isChat && memberCount === 2,
    isUnreadMessage: record.unreadCount > 0 || member.markedUnread,
    unreadCount: record.unreadCount,
    isStar: member.isStarred,
    isHide: member.isHidden,
    isPinned: member.isPinned,
    isArchived: member.isHidden,
    isMuted: member.isMuted,
    isBlocked: member.isBlocked,
    lastSeq: record.lastSeq,
    lastReadSeq: member.lastReadSeq,
    lastSeen: lastReadAt,
    lastReadAt,
    lastMessageAt: record.lastMessageAt?.toISOString() ?? null,
    lastMessage: lastVisible
      ? {
          id: lastVisible.id,
          preview: lastVisible.deletedAt ? "" : lastVisible.plainText.slice(0, PREVIEW_LENGTH),
          senderId: lastVisible.senderId,
          senderName: `${lastVisible.senderFirstName ?? ""} ${lastVisible.senderLastName ?? ""}`.trim(),
          createdAt: lastVisible.createdAt.toISOString(),
          isDeleted: lastVisible.deletedAt !== null,
        }
      : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function presentChannelUser(u: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  presence: string;
}): ChannelUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    avatar: u.avatar,
    avatar_fallBack: avatarFallback(u.firstName, u.lastName),
    status: u.presence,
  };
}
