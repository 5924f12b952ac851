import type { PageKind } from "@bearish/shared/pages/page-targets";
import { and, eq, isNull } from "drizzle-orm";
import { pageFiles } from "../../db/schema/pages";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../platform/db/database";

export interface NewPageFile {
  workspaceId: string;
  targetKind: PageKind;
  targetId: string;
  uploadId: string;
  createdBy: string;
  createdAt: Date;
}

/** Records an upload as a file of a page (in the caller's transaction). */
export async function insertPageFile(db: Db, row: NewPageFile): Promise<void> {
  await db.insert(pageFiles).values({
    workspaceId: row.workspaceId,
    targetKind: row.targetKind,
    targetId: row.targetId,
    uploadId: row.uploadId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  });
}

/** Whether `uploadId` is a file of this page and its upload is still live (not deleted). */
export async function isLivePageFile(db: Db, kind: PageKind, targetId: string, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ uploadId: pageFiles.uploadId })
    .from(pageFiles)
    .innerJoin(uploads, eq(uploads.id, pageFiles.uploadId))
    .where(
      and(
        eq(pageFiles.targetKind, kind),
        eq(pageFiles.targetId, targetId),
        eq(pageFiles.uploadId, uploadId),
        isNull(uploads.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
