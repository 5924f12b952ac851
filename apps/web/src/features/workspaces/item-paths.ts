import type { ItemType, WorkspaceItems } from "@bearish/shared/workspaces/workspace-items";

/** Where an item opens, under its workspace's path (spec §2). */
export function itemPath(workspaceBase: string, type: ItemType, id: string): string {
  switch (type) {
    case "Board":
      return `${workspaceBase}/board/${id}?projectType=BEARISH`;
    case "List":
      return `${workspaceBase}/list/${id}`;
    case "Checklist":
      return `${workspaceBase}/checklist/${id}`;
    case "Whiteboard":
      return `${workspaceBase}/whiteboard/${id}`;
    case "Document":
      return `${workspaceBase}/doc/${id}`;
    case "Wiki":
      return `${workspaceBase}/wiki/${id}`;
  }
}

export interface ItemEntry {
  id: string;
  name: string;
  type: ItemType;
  pages: { id: string; title: string }[];
}

/** The combined items answer as one list for the menu. */
export function itemEntries(items: WorkspaceItems): ItemEntry[] {
  return [
    ...items.components.map((c) => ({ id: c.id, name: c.name, type: c.componentType, pages: [] })),
    ...items.document.map((d) => ({ id: d.id, name: d.title, type: "Document" as const, pages: [] })),
    ...items.whiteboard.map((w) => ({ id: w.id, name: w.title, type: "Whiteboard" as const, pages: [] })),
    ...items.wiki.map((w) => ({ id: w.id, name: w.name, type: "Wiki" as const, pages: w.pages })),
  ];
}
