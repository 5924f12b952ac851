import { type DragEvent, useRef, useState } from "react";
import { isItemDrag, readDraggedItem } from "../cloud-drag";
import { useCloudActions } from "./cloud-actions-context";

/**
 * Makes a crumb or folder tile a drop target: a file row or folder tile dropped on it moves there
 * (spec §4). `over` drives the highlight; files from the system are left to the page's upload drop.
 */
export function useMoveDropTarget(directory: string, enabled: boolean) {
  const actions = useCloudActions();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them so the highlight does not flicker.
  const depth = useRef(0);
  const accepts = (event: DragEvent) => enabled && isItemDrag(event);
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
    },
    onDragLeave: (event: DragEvent) => {
      if (!accepts(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!enabled) return;
      const item = readDraggedItem(event);
      if (!item) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current = 0;
      setOver(false);
      actions.move(item, directory);
    },
  };
  return { over, handlers };
}

/** The highlight of a drop target while something is dragged over it. */
export const dropHighlight = (over: boolean) =>
  over ? { outline: "2px dashed", outlineColor: "primary.main", outlineOffset: 2, bgcolor: "action.selected" } : {};
