import {
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useState } from "react";
import { type DropPosition, dropMove, dropPositionAt, type TreeMove, type TreePage } from "../wiki-tree-rules";

export interface DropTarget {
  overId: string;
  position: DropPosition;
  /** Null when the drop is refused (onto its own subtree) or changes nothing. */
  move: TreeMove | null;
}

function pointerStartY(event: Event | null): number | null {
  if (event && "clientY" in event && typeof event.clientY === "number") return event.clientY;
  return null;
}

/** Where a drag would land, from the pointer's height over the row under it. */
function targetOf(pages: readonly TreePage[], event: DragMoveEvent | DragEndEvent): DropTarget | null {
  const { active, over, activatorEvent, delta } = event;
  if (!over) return null;
  const startY = pointerStartY(activatorEvent);
  const position =
    startY === null ? "inside" : dropPositionAt(startY + delta.y, { top: over.rect.top, height: over.rect.height });
  const overId = String(over.id);
  return { overId, position, move: dropMove(pages, String(active.id), overId, position) };
}

/**
 * Pointer drag and drop of tree rows (after 5 px, so a click still opens a page): before or after a
 * row makes a sibling, the middle of a row makes a child. Keyboard users move pages with Alt+arrows.
 */
export function useWikiTreeDnd(pages: readonly TreePage[], onMove: (move: TreeMove) => void) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const reset = () => {
    setActiveId(null);
    setTarget(null);
  };
  return {
    activeId,
    target,
    contextProps: {
      sensors,
      onDragStart: (event: DragStartEvent) => setActiveId(String(event.active.id)),
      onDragMove: (event: DragMoveEvent) => setTarget(targetOf(pages, event)),
      onDragEnd: (event: DragEndEvent) => {
        const landing = targetOf(pages, event);
        reset();
        if (landing?.move) onMove(landing.move);
      },
      onDragCancel: reset,
    },
  };
}
