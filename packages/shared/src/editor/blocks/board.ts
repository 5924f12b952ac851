import { z } from "zod";
import { identifier, idList, listOf, text } from "../block-fields";
import { defineBlock } from "../define-block";
import { grouping, groupOptions, taskSnapshotBase } from "./task-groups";

const valueObject = z.object({ value: text(100) }).catch(() => ({ value: "" }));

export const boardTask = z.object({
  ...taskSnapshotBase,
  /** Value objects on boards (spec §4). */
  status: valueObject,
  priority: valueObject,
  assignedUsers: idList(100),
});
export type BoardTask = z.infer<typeof boardTask>;

export const boardAttrs = z.object({
  /** The board component shown; "" until one is chosen. */
  boardId: identifier(),
  /** The last-seen snapshot of the board's tasks. */
  tasks: listOf(boardTask, () => [], 500),
  groupOptions: groupOptions(),
  grouping: grouping(),
});
export type BoardAttrs = z.infer<typeof boardAttrs>;

/** A task board of a workspace component (spec §3 board). */
export const Board = defineBlock({ name: "board", tag: "bearish-board", attrs: boardAttrs });
