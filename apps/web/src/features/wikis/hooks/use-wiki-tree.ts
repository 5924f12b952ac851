import type { WikiTreeBody, WikiTreeNode } from "@bearish/shared/pages/wiki-tree";
import type { Wiki } from "@bearish/shared/workspaces/workspace-items";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { workspaceKeys } from "../../workspaces/hooks/workspace-keys";
import { createPage, moveWikiPage, renamePage } from "../api";
import { applyMove } from "../wiki-tree-rules";

/** The server's tree answer over the cached pages (it leaves out versions and times, which a move keeps). */
function withTree(wiki: Wiki, nodes: readonly WikiTreeNode[]): Wiki {
  const known = new Map(wiki.pages.map((p) => [p.id, p]));
  return {
    ...wiki,
    pages: nodes.map((node) => {
      const page = known.get(node.id);
      return page ? { ...page, ...node } : { ...node, version: 1, updatedAt: wiki.updatedAt };
    }),
  };
}

/**
 * Moves a page in the tree at once (optimistic), puts the server's order in place when it answers, and
 * rolls back to the previous tree when the move is refused.
 */
export function useMoveWikiPage(workspaceId: string, wikiId: string) {
  const queryClient = useQueryClient();
  const key = workspaceKeys.item(workspaceId, "wiki", wikiId);
  return useMutation({
    mutationFn: (move: WikiTreeBody) => moveWikiPage(workspaceId, wikiId, move),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Wiki>(key);
      if (previous) queryClient.setQueryData<Wiki>(key, { ...previous, pages: applyMove(previous.pages, move) });
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (nodes) => {
      const current = queryClient.getQueryData<Wiki>(key);
      if (current) queryClient.setQueryData(key, withTree(current, nodes));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
    },
  });
}

const refreshWiki = (queryClient: ReturnType<typeof useQueryClient>, workspaceId: string, wikiId: string) => {
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.item(workspaceId, "wiki", wikiId) });
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
};

/** Adds a page (default title "New Document") at the top level or below `parentPageId`. */
export function useCreatePage(workspaceId: string, wikiId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentPageId: string | null) => createPage(workspaceId, wikiId, parentPageId),
    onSuccess: () => refreshWiki(queryClient, workspaceId, wikiId),
  });
}

/** Renames a page; the open page's title and the tree refetch. */
export function useRenamePage(workspaceId: string, wikiId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, title }: { pageId: string; title: string }) =>
      renamePage(workspaceId, wikiId, pageId, title.trim()),
    onSuccess: (page) => {
      queryClient.setQueryData(workspaceKeys.item(workspaceId, "page", page.id), page);
      refreshWiki(queryClient, workspaceId, wikiId);
    },
  });
}
