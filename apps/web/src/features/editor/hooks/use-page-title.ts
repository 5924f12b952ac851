import { useQuery } from "@tanstack/react-query";
import type { PageTarget } from "../../pages/page-target";
import { fetchDocument, fetchWikiPage } from "../../workspaces/api";
import { WORKSPACE_STALE_MS, workspaceKeys } from "../../workspaces/hooks/workspace-keys";

/**
 * The title of a document or wiki page, from the items API (shares its cache with `useDocument` and
 * `useWikiPage`, so a rename anywhere shows here).
 */
export function usePageTitle(target: PageTarget) {
  const isWikiPage = target.kind === "wiki_page";
  return useQuery({
    queryKey: workspaceKeys.item(target.workspaceId, isWikiPage ? "page" : "document", target.targetId),
    queryFn: async ({ signal }) =>
      isWikiPage
        ? (await fetchWikiPage(target.workspaceId, target.wikiId ?? "", target.targetId, signal)).data
        : (await fetchDocument(target.workspaceId, target.targetId, signal)).data,
    enabled: target.kind !== "whiteboard" && (!isWikiPage || Boolean(target.wikiId)),
    staleTime: WORKSPACE_STALE_MS,
    retry: false,
    select: (item) => item.title,
  });
}
