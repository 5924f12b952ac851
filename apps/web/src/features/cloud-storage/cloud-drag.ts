import type { DragEvent } from "react";

/** The drag type of a file row or folder tile (HTML5 drag), told apart from files dragged in from the system. */
export const CLOUD_ITEM_DRAG_TYPE = "application/x-bearish-cloud-item";

export interface DraggedCloudItem {
  kind: "file" | "folder";
  id: string;
  name: string;
  /** The folder a file sits in, or the folder's own path. */
  path: string;
}

/** Puts an item on the drag (called from `onDragStart`). */
export function startItemDrag(event: DragEvent, item: DraggedCloudItem): void {
  event.dataTransfer.setData(CLOUD_ITEM_DRAG_TYPE, JSON.stringify(item));
  event.dataTransfer.setData("text/plain", item.name);
  event.dataTransfer.effectAllowed = "move";
}

/** True while a file row or folder tile is dragged (the data itself is readable only on drop). */
export function isItemDrag(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes(CLOUD_ITEM_DRAG_TYPE);
}

/** True while files from the operating system are dragged over the page. */
export function isOsFileDrag(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files") && !isItemDrag(event);
}

/** The dragged item on drop, or null when the drop carries something else. */
export function readDraggedItem(event: DragEvent): DraggedCloudItem | null {
  const raw = event.dataTransfer?.getData(CLOUD_ITEM_DRAG_TYPE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<DraggedCloudItem>;
    if ((value.kind === "file" || value.kind === "folder") && typeof value.id === "string") {
      return { kind: value.kind, id: value.id, name: String(value.name ?? ""), path: String(value.path ?? "") };
    }
  } catch {
    // Not ours.
  }
  return null;
}
