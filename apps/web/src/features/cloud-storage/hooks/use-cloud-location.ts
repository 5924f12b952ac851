import { MY_DRIVE_ID, normalizeDirectory, ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import { useCallback, useMemo } from "react";
import { useParams, useSearchParams } from "react-router";

/** The page's views: the drive (All clouds), folders only, media, what others share, the trash. */
export const CLOUD_TABS = ["all", "folders", "media", "shared", "trash"] as const;
export type CloudTab = (typeof CLOUD_TABS)[number];

function isTab(value: string | null): value is CloudTab {
  return value !== null && (CLOUD_TABS as readonly string[]).includes(value);
}

/** Where an open link points: a drive (own or someone else's), a folder path in it, and the view. */
export interface CloudTarget {
  path?: string;
  tab?: CloudTab;
  /** The drive owner's id, or undefined for the caller's own drive. */
  ownerId?: string | undefined;
  /** For a shared drive: the shared folder the breadcrumbs start at. */
  root?: string | undefined;
}

/**
 * The location of the cloud storage page, read from `/{locale}/cloud-storage/{cloud-name}/{storageId}`
 * and its search params: `path` (current folder, default `/`), `tab`, `root` (first crumb of a
 * shared drive) and `file` (a file to preview, from search results).
 */
export function useCloudLocation() {
  const { cloudName = "bearish", storageId = MY_DRIVE_ID, locale = "en" } = useParams();
  const [search, setSearch] = useSearchParams();
  const path = normalizeDirectory(search.get("path") ?? ROOT_DIRECTORY) ?? ROOT_DIRECTORY;
  const tabParam = search.get("tab");
  const tab: CloudTab = isTab(tabParam) ? tabParam : "all";
  const ownerId = storageId === MY_DRIVE_ID ? undefined : storageId;
  const rootParam = search.get("root");
  const root = ownerId ? (normalizeDirectory(rootParam ?? ROOT_DIRECTORY) ?? ROOT_DIRECTORY) : ROOT_DIRECTORY;
  const fileId = search.get("file");

  /** The href of a location of the bearish cloud. */
  const hrefOf = useCallback(
    (target: CloudTarget) => {
      const drive = target.ownerId ?? MY_DRIVE_ID;
      const query = new URLSearchParams();
      if (target.path && target.path !== ROOT_DIRECTORY) query.set("path", target.path);
      if (target.tab && target.tab !== "all") query.set("tab", target.tab);
      if (target.ownerId && target.root && target.root !== ROOT_DIRECTORY) query.set("root", target.root);
      const text = query.toString();
      return `/${locale}/cloud-storage/bearish/${encodeURIComponent(drive)}${text ? `?${text}` : ""}`;
    },
    [locale],
  );

  /** Opens a folder of the drive on screen (keeps the drive and its shared root). */
  const openPath = useCallback(
    (next: string) => {
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next === ROOT_DIRECTORY) params.delete("path");
        else params.set("path", next);
        params.delete("tab");
        params.delete("file");
        return params;
      });
    },
    [setSearch],
  );

  const setTab = useCallback(
    (next: CloudTab) => {
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next === "all") params.delete("tab");
        else params.set("tab", next);
        params.delete("file");
        return params;
      });
    },
    [setSearch],
  );

  const clearFile = useCallback(() => {
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.delete("file");
      return params;
    });
  }, [setSearch]);

  return useMemo(
    () => ({ cloudName, storageId, ownerId, path, tab, root, fileId, hrefOf, openPath, setTab, clearFile }),
    [cloudName, storageId, ownerId, path, tab, root, fileId, hrefOf, openPath, setTab, clearFile],
  );
}
