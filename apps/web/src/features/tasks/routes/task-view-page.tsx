import type { ComponentType } from "@bearish/shared/workspaces/workspace-items";
import { ComponentItemPage } from "../../workspaces/routes/item-pages";

/** A board, list or checklist item with its tasks. */
export function TaskViewPage({ kind }: { kind: ComponentType }) {
  return <ComponentItemPage kind={kind} />;
}

export function BoardViewPage() {
  return <TaskViewPage kind="Board" />;
}
export function ListViewPage() {
  return <TaskViewPage kind="List" />;
}
export function ChecklistViewPage() {
  return <TaskViewPage kind="Checklist" />;
}
