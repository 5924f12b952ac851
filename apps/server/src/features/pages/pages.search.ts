import type { PageKind } from "@bearish/shared/pages/page-targets";
import { workspacePath } from "@bearish/shared/workspaces/workspace-rules";
import type { Db } from "../../platform/db/database";
import { deleteSearchDocument, upsertSearchDocument } from "../search/search.repository";
import { ALL_WORKSPACES_SCOPE, followWorkspaceSearch, LINKED_WORKSPACES_SCOPE } from "../workspaces/workspaces.search";
import { htmlToPlainText, whiteboardText } from "./page-text";
import { findPageSearchSource, repointWikiPageSearchUrls, setPageSearchScopes } from "./pages-search.repository";

/** Longest body kept in the index per page (the snippet is its start). */
const BODY_MAX = 100_000;

/** Where a page opens in the web app. */
export function pageUrl(kind: PageKind, workspaceId: string, targetId: string, wikiId: string | null): string {
  const base = workspacePath("BEARISH", workspaceId);
  if (kind === "document") return `${base}/doc/${targetId}`;
  if (kind === "whiteboard") return `${base}/whiteboard/${targetId}`;
  return `${base}/wiki/${wikiId}/page/${targetId}`;
}

/** Who may find a workspace's pages: the same scopes as the workspace's own search entry. */
function scopesOf(w: { id: string; generalAccess: string; visibility: string }): string[] {
  const scopes = [`workspace:${w.id}`, ALL_WORKSPACES_SCOPE];
  if (w.generalAccess === "anyone_with_link" && w.visibility === "PUBLIC") scopes.push(LINKED_WORKSPACES_SCOPE);
  return scopes;
}

function bodyOf(kind: PageKind, content: unknown): string {
  if (kind === "whiteboard") {
    const { description, scene } = content as { description: string | null; scene: unknown };
    return [description ?? "", whiteboardText(scene)].filter(Boolean).join("\n");
  }
  return htmlToPlainText(typeof content === "string" ? content : "");
}

/**
 * Keeps a page's global-search entry (kinds `document`, `wiki_page`, `whiteboard`) in step with its
 * stored title and content, in the caller's transaction: readers are the workspace's (scope
 * `workspace:<id>` and the all-workspaces role scope); a deleted or archived page leaves the index.
 * Called after every save of content or title (collaboration store, API PUT, create, delete).
 */
export async function syncPageSearch(db: Db, kind: PageKind, targetId: string, now: Date): Promise<void> {
  const page = await findPageSearchSource(db, kind, targetId);
  if (!page || page.hidden) {
    await deleteSearchDocument(db, kind, targetId);
    return;
  }
  await upsertSearchDocument(
    db,
    {
      kind,
      refId: targetId,
      title: page.title,
      body: bodyOf(kind, page.content).slice(0, BODY_MAX),
      url: pageUrl(kind, page.workspaceId, targetId, page.wikiId),
      scopes: scopesOf({ id: page.workspaceId, generalAccess: page.generalAccess, visibility: page.visibility }),
    },
    now,
  );
}

/** After wiki pages moved to `wikiId`: their entries open them in their new wiki. */
export async function repointMovedPages(db: Db, workspaceId: string, wikiId: string, pageIds: string[]): Promise<void> {
  await repointWikiPageSearchUrls(db, pageIds, `${workspacePath("BEARISH", workspaceId)}/wiki/${wikiId}/page/`);
}

// Registered once, when this module loads: page entries follow their workspace's scopes, and leave
// with it, in one statement.
followWorkspaceSearch((db, w) => setPageSearchScopes(db, w.id, w.deletedAt ? null : scopesOf(w)));
