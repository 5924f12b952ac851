import type { MediaType } from "@bearish/shared/messaging/message";
import { escapeLikePattern } from "@bearish/shared/users/user-search-rules";
import { and, count, desc, eq, gt, gte, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { messageAttachments, messages, users } from "../../db/tables";
import type { Db } from "../../platform/db/database";

/** Longest message text carried beside a media item (the panel shows a line of it). */
const CONTENT_PREVIEW_LENGTH = 500;

export interface MediaFilter {
  conversationId: string;
  viewerId: string;
  /** The viewer's cleared history: attachments of messages at or below it are gone for them. */
  clearedSeq: number;
  type: MediaType;
  since: Date | null;
  sender: "me" | "others" | undefined;
  search: string | undefined;
  page: number;
  limit: number;
}

/** A file or link of a message, with its sender's name for the panel. */
export interface MediaRecord {
  id: string;
  kind: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  url: string | null;
  uploadId: string | null;
  createdAt: Date;
  messageId: string;
  messageCreatedAt: Date;
  content: string;
  senderId: string | null;
  sender: { firstName: string; lastName: string; avatar: string | null } | null;
}

function mediaConditions(f: MediaFilter): SQL {
  const c: (SQL | undefined)[] = [
    eq(messageAttachments.conversationId, f.conversationId),
    isNull(messages.deletedAt),
    // Also leaves out drafts and scheduled messages, whose seq is null.
    gt(messages.seq, f.clearedSeq),
  ];
  if (f.type !== "all") c.push(eq(messageAttachments.kind, f.type));
  if (f.since) c.push(gte(messageAttachments.createdAt, f.since));
  if (f.sender === "me") c.push(eq(messageAttachments.senderId, f.viewerId));
  if (f.sender === "others") {
    c.push(or(isNull(messageAttachments.senderId), ne(messageAttachments.senderId, f.viewerId)));
  }
  if (f.search) {
    const pattern = `%${escapeLikePattern(f.search)}%`;
    c.push(or(ilike(messageAttachments.fileName, pattern), ilike(messageAttachments.url, pattern)));
  }
  return and(...c) as SQL;
}

/**
 * One page of a conversation's files and links, newest first, and how many match in all: one
 * query each, on `message_attachments_media_idx` (conversation, kind, created_at desc).
 */
export async function listMedia(db: Db, f: MediaFilter): Promise<{ rows: MediaRecord[]; total: number }> {
  const where = mediaConditions(f);
  const rows = await db
    .select({
      id: messageAttachments.id,
      kind: messageAttachments.kind,
      fileName: messageAttachments.fileName,
      fileType: messageAttachments.fileType,
      fileSize: messageAttachments.fileSize,
      url: messageAttachments.url,
      uploadId: messageAttachments.uploadId,
      createdAt: messageAttachments.createdAt,
      messageId: messageAttachments.messageId,
      messageCreatedAt: messages.createdAt,
      content: sql<string>`left(${messages.plainText}, ${CONTENT_PREVIEW_LENGTH})`,
      senderId: messageAttachments.senderId,
      senderUserId: users.id,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderAvatar: users.avatar,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .leftJoin(users, eq(users.id, messageAttachments.senderId))
    .where(where)
    .orderBy(desc(messageAttachments.createdAt), desc(messageAttachments.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(where);
  return {
    rows: rows.map(({ senderUserId, senderFirstName, senderLastName, senderAvatar, ...rest }) => ({
      ...rest,
      sender:
        senderUserId === null
          ? null
          : { firstName: senderFirstName ?? "", lastName: senderLastName ?? "", avatar: senderAvatar },
    })),
    total: counted?.total ?? 0,
  };
}
