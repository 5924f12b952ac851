import type { ItemType } from "@bearish/shared/workspaces/workspace-items";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addItem,
  fetchComponent,
  fetchDocument,
  fetchWhiteboard,
  fetchWiki,
  fetchWikiPage,
  listItems,
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
