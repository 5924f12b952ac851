import type { ItemType } from "@bearish/shared/workspaces/workspace-items";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addItem,
  createWikiPage,
  deleteItem,
  deleteWikiPage,
  fetchComponent,
  fetchDocument,
  fetchWhiteboard,
  fetchWiki,
  fetchWikiPage,
  listItems,
  renameItem,
  updateDocument,
  updateWikiPage,
} from "../api";
import { WORKSPACE_STALE_MS, workspaceKeys } from "./workspace-keys";

/** Every item of a workspace, in one answer; cached 5 minutes (spec §4, §9). */
export function useWorkspaceItems(workspaceId: string) {
  return useQuery({
    queryKey: workspaceKeys.items(workspaceId),
    queryFn: async ({ signal }) => (await listItems(workspaceId, signal)).data,
    staleTime: WORKSPACE_STALE_MS,
  });
}

export function useAddItem(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, type }: { name: string; type: ItemType }) =>
      (await addItem(workspaceId, name.trim(), type)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) });
    },
  });
}

const itemQuery = { staleTime: WORKSPACE_STALE_MS, retry: false } as const;

export function useComponent(workspaceId: string, componentId: string) {
  return useQuery({
    queryKey: workspaceKeys.item(workspaceId, "component", componentId),
    queryFn: async ({ signal }) => (await fetchComponent(workspaceId, componentId, signal)).data,
    ...itemQuery,
  });
}

export function useWhiteboard(workspaceId: string, whiteboardId: string) {
  return useQuery({
    queryKey: workspaceKeys.item(workspaceId, "whiteboard", whiteboardId),
    queryFn: async ({ signal }) => (await fetchWhiteboard(workspaceId, whiteboardId, signal)).data,
    ...itemQuery,
  });
}

export function useDocument(workspaceId: string, docId: string) {
  return useQuery({
    queryKey: workspaceKeys.item(workspaceId, "document", docId),
    queryFn: async ({ signal }) => (await fetchDocument(workspaceId, docId, signal)).data,
    ...itemQuery,
  });
}

export function useWiki(workspaceId: string, wikiId: string) {
  return useQuery({
    queryKey: workspaceKeys.item(workspaceId, "wiki", wikiId),
    queryFn: async ({ signal }) => (await fetchWiki(workspaceId, wikiId, signal)).data,
    ...itemQuery,
  });
}

export function useWikiPage(workspaceId: string, wikiId: string, pageId: string) {
  return useQuery({
    queryKey: workspaceKeys.item(workspaceId, "page", pageId),
    queryFn: async ({ signal }) => (await fetchWikiPage(workspaceId, wikiId, pageId, signal)).data,
    ...itemQuery,
  });
}

interface RichTextSave {
  title: string;
  content: string;
  version: number;
}

/** Saves a document against the version the user edited; the answer replaces the cached document. */
export function useSaveDocument(workspaceId: string, docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RichTextSave) => (await updateDocument(workspaceId, docId, body)).data,
    onSuccess: (doc) => {
      queryClient.setQueryData(workspaceKeys.item(workspaceId, "document", docId), doc);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
    },
  });
}

export function useSaveWikiPage(workspaceId: string, wikiId: string, pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RichTextSave) => (await updateWikiPage(workspaceId, wikiId, pageId, body)).data,
    onSuccess: (page) => {
      queryClient.setQueryData(workspaceKeys.item(workspaceId, "page", pageId), page);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.item(workspaceId, "wiki", wikiId) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
    },
  });
}

/** Adds a page with the server's default title; the wiki and item lists refetch. */
export function useCreateWikiPage(workspaceId: string, wikiId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await createWikiPage(workspaceId, wikiId, {})).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.item(workspaceId, "wiki", wikiId) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
    },
  });
}

/** Deletes a page (and the pages below it, on the server); the home page cannot be deleted. */
export function useDeleteWikiPage(workspaceId: string, wikiId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pageId: string) => (await deleteWikiPage(workspaceId, wikiId, pageId)).data,
    onSuccess: (_page, pageId) => {
      queryClient.removeQueries({ queryKey: workspaceKeys.item(workspaceId, "page", pageId) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.item(workspaceId, "wiki", wikiId) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
    },
  });
}

interface ItemRef {
  type: ItemType;
  id: string;
}

/** Renames or deletes a board, list, checklist, whiteboard, document or wiki; what shows items refetches. */
export function useItemActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(workspaceId) });
    void queryClient.invalidateQueries({ queryKey: ["workspaces", "item", workspaceId] });
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) });
  };
  const rename = useMutation({
    mutationFn: ({ type, id, name }: ItemRef & { name: string }) => renameItem(workspaceId, type, id, name.trim()),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ type, id }: ItemRef) => deleteItem(workspaceId, type, id),
    onSuccess: refresh,
  });
  return { rename, remove };
}
