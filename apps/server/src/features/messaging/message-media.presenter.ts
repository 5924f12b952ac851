import type { MediaItem } from "@bearish/shared/messaging/message";
import type { FileUrlSigner } from "../../platform/signed-urls";
import type { MediaRecord } from "./message-media.repository";

const MEDIA_KINDS = ["image", "video", "audio", "files", "link"] as const;
const kindOf = (kind: string): MediaItem["type"] =>
  (MEDIA_KINDS as readonly string[]).includes(kind) ? (kind as MediaItem["type"]) : "files";

/**
 * A media item (spec §3). Files get a signed, expiring URL of their upload (images use it as their
 * thumbnail too); a link's URL is the link itself, with size 0. A file whose upload is gone keeps
 * its row with an empty URL, so the panel can still say it was shared.
 */
export function presentMediaItem(r: MediaRecord, fileUrls: FileUrlSigner): MediaItem {
  const type = kindOf(r.kind);
  const fileUrl = type === "link" ? (r.url ?? "") : r.uploadId ? fileUrls.sign(r.uploadId).path : "";
  const size = type === "link" ? 0 : r.fileSize;
  const createdAt = r.createdAt.toISOString();
  const messageCreatedAt = r.messageCreatedAt.toISOString();
  return {
    id: r.id,
    name: r.fileName,
    type,
    size,
    lastModified: createdAt,
    thumbnailUrl: type === "image" && fileUrl ? fileUrl : null,
    content: r.content,
    userDetails: r.sender ?? { firstName: "", lastName: "", avatar: null },
    fileName: r.fileName,
    fileType: r.fileType,
    fileSize: size,
    fileUrl,
    timestamp: messageCreatedAt,
    messageId: r.messageId,
    senderId: r.senderId,
    message: { createdAt: messageCreatedAt },
    createdAt,
  };
}
