import { z } from "zod";
import { EDITOR_TASK_STATUSES } from "../../tasks/task";
import { hexColour, identifier, listOf, oneOf, text } from "../block-fields";
import { STATUS_COLOURS } from "../editor-constants";

/** Shared parts of the board and checklist blocks (spec §3): group options and the grouping. */

export const TASK_BLOCK_GROUPINGS = ["status", "priority", "assignee"] as const;
export type TaskBlockGrouping = (typeof TASK_BLOCK_GROUPINGS)[number];

export const groupOption = z.object({
  value: text(100),
  label: text(200),
  color: hexColour(STATUS_COLOURS.gray),
});
export type GroupOption = z.infer<typeof groupOption>;

const STATUS_OPTION_LOOK: Record<(typeof EDITOR_TASK_STATUSES)[number], { label: string; color: string }> = {
  todo: { label: "To Do", color: STATUS_COLOURS.gray },
  inProgress: { label: "In Progress", color: STATUS_COLOURS.blue },
  done: { label: "Done", color: STATUS_COLOURS.green },
};

/** The editor's default status set as group options (todo, in progress, done). */
export function defaultStatusGroupOptions(): GroupOption[] {
  return EDITOR_TASK_STATUSES.map((value) => ({ value, ...STATUS_OPTION_LOOK[value] }));
}

export const groupOptions = () => listOf(groupOption, defaultStatusGroupOptions, 50);
export const grouping = () => oneOf(TASK_BLOCK_GROUPINGS, "status");

/** A task id, display index and creation time as the blocks keep them. */
export const taskSnapshotBase = {
  id: identifier(),
  name: text(500),
  taskIndex: z.number().int().min(0).catch(0),
  /** ISO date-time, or "". */
  createdAt: z
    .string()
    .max(40)
    .regex(/^(\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/)
    .catch(""),
};
