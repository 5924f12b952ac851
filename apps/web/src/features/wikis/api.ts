import type { WikiTreeBody, WikiTreeNode } from "@bearish/shared/pages/wiki-tree";
import type { WikiPage } from "@bearish/shared/workspaces/workspace-items";
import { http } from "../../lib/http";

const id = (value: string) => encodeURIComponent(value);

/** Re-parents and reorders one page; the answer is the wiki's pages in reading order. */
export const moveWikiPage = (workspaceId: string, wikiId: string, body: WikiTreeBody) =>
  http.put<WikiTreeNode[]>(`/wiki/${id(workspaceId)}/${id(wikiId)}/tree`, body).then((r) => r.data);

/** A page titled by the server's default ("New Document"), at the top level or under `parentPageId`. */
export const createPage = (workspaceId: string, wikiId: string, parentPageId: string | null) =>
  http
    .post<WikiPage>(`/wiki/${id(workspaceId)}/wiki/${id(wikiId)}/page`, parentPageId ? { parentPageId } : {})
    .then((r) => r.data);

/** An empty title takes the server's default. */
export const renamePage = (workspaceId: string, wikiId: string, pageId: string, title: string) =>
  http.put<WikiPage>(`/wiki/${id(workspaceId)}/${id(wikiId)}/page/${id(pageId)}`, { title }).then((r) => r.data);
