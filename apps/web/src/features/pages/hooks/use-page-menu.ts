import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { workspaceKeys } from "../../workspaces/hooks/workspace-keys";
import {
  archivePage,
  lockPage,
  movePage,
  type PageDetailsChange,
  type PublishOptions,
  publishPage,
  recordPageView,
  unlockPage,
  unpublishPage,
  updatePageDetails,
} from "../api";
import { uploadPageFile } from "../page-files";
import { type PageTarget, pageKeys } from "../page-target";

/** The page menu's actions; each refetches the page state (and the item lists where names or places change). */
export function usePageMenuActions(target: PageTarget) {
  const queryClient = useQueryClient();
  const refreshState = () => queryClient.invalidateQueries({ queryKey: pageKeys.state(target) });
  const refreshItems = () => {
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.items(target.workspaceId) });
    void queryClient.invalidateQueries({ queryKey: ["workspaces", "item", target.workspaceId] });
  };
  const lock = useMutation({
    mutationFn: (locked: boolean) => (locked ? lockPage(target) : unlockPage(target)),
    onSettled: refreshState,
  });
  const publish = useMutation({
    mutationFn: (options: PublishOptions) => publishPage(target, options),
    onSuccess: refreshState,
  });
  const unpublish = useMutation({ mutationFn: () => unpublishPage(target), onSuccess: refreshState });
  const archive = useMutation({
    mutationFn: (archived: boolean) => archivePage(target, archived),
    onSuccess: () => {
      void refreshState();
      refreshItems();
    },
  });
  const details = useMutation({
    mutationFn: (change: PageDetailsChange) => updatePageDetails(target, change),
    onSuccess: () => {
      void refreshState();
      refreshItems();
    },
  });
  const move = useMutation({
    mutationFn: (to: { wikiId: string; parentPageId: string | null }) => movePage(target, to),
    onSuccess: () => {
      void refreshState();
      refreshItems();
    },
  });
  return { lock, publish, unpublish, archive, details, move };
}

/** Records one view of the page for its analytics, once per mount (spec: analytics of the page menu). */
export function useRecordPageView(target: PageTarget) {
  const sent = useRef<string | null>(null);
  const key = `${target.kind}:${target.targetId}`;
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    recordPageView(target).catch(() => undefined);
  }, [key, target]);
}

/**
 * Uploads a banner image as a file of the page (POST page/.../files); the answer's stable `path` is
 * what the page stores, so the banner never expires for readers.
 */
export function useBannerUpload(target: PageTarget) {
  return useMutation({ mutationFn: (file: File) => uploadPageFile(target, file) });
}
