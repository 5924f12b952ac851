import { type CloudAccessLevel, cloudAccessAtLeast } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudFile, CloudFolder, CloudShareTarget } from "@bearish/shared/cloud-storage/cloud-file";
import { createContext, useContext } from "react";
import type { DraggedCloudItem } from "../cloud-drag";

/** A file or folder named in an action (rename, trash). */
export interface CloudItemRef {
  kind: CloudShareTarget;
  id: string;
  name: string;
}

/** What a row, tile or crumb can ask the page to do; the page owns the dialogs and the undo snackbar. */
export interface CloudActions {
  preview: (file: CloudFile) => void;
  details: (file: CloudFile) => void;
  share: (item: CloudItemRef) => void;
  download: (file: CloudFile) => void;
  rename: (item: CloudItemRef) => void;
  trash: (item: CloudItemRef) => void;
  openFolder: (folder: CloudFolder) => void;
  /** Moves a dragged file or folder into `directory` (owner only; no-op when it is already there). */
  move: (item: DraggedCloudItem, directory: string) => void;
}

export const CloudActionsContext = createContext<CloudActions | null>(null);

export function useCloudActions(): CloudActions {
  const actions = useContext(CloudActionsContext);
  if (!actions) throw new Error("useCloudActions must be used inside CloudActionsProvider");
  return actions;
}

/**
 * What the caller's access allows (rules of `@bearish/shared/cloud-storage/cloud-access`): viewers see,
 * preview and download; editors also rename; only the owner shares, moves and trashes.
 */
export function allowedActions(access: CloudAccessLevel) {
  return {
    view: true,
    rename: cloudAccessAtLeast(access, "edit"),
    share: access === "owner",
    move: access === "owner",
    trash: access === "owner",
  };
}

export const fileRef = (file: CloudFile): CloudItemRef => ({ kind: "file", id: file.id, name: file.name });
export const folderRef = (folder: CloudFolder): CloudItemRef => ({
  kind: "folder",
  id: folder.id,
  name: folder.folderName,
});
