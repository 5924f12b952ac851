import { z } from "zod";
import { identifier, idList, listOf, text } from "../block-fields";
import { defineBlock } from "../define-block";
import { grouping, groupOptions, taskSnapshotBase } from "./task-groups";

export const checklistTask = z.object({
  ...taskSnapshotBase,
  /** Plain values on checklists (spec §3). */
  status: text(100),
  priority: text(100),
  assignUsers: idList(100),
  tag: text(100),
});
export type ChecklistTask = z.infer<typeof checklistTask>;

export const checklistAttrs = z.object({
  /** The list component shown; "" until one is chosen. */
  checklistId: identifier(),
  tasks: listOf(checklistTask, () => [], 500),
  groupOptions: groupOptions(),
  grouping: grouping(),
});
export type ChecklistAttrs = z.infer<typeof checklistAttrs>;

/** A checklist of a workspace component's tasks (spec §3 checklist). */
export const Checklist = defineBlock({ name: "checklist", tag: "bearish-checklist", attrs: checklistAttrs });
