import {
  customElementInputSchemas,
  NOT_WRITABLE_MESSAGES,
  type WritableCustomFieldType,
} from "@bearish/shared/tasks/task-custom-elements";
import { parsePhone } from "@bearish/shared/tasks/task-rules";
import type { CustomFieldType } from "@bearish/shared/workspaces/custom-fields";
import { invalid } from "../../platform/errors";

/**
 * Validating and applying `PUT task/{id}/custom-element` writes, one rule per field type (see
 * packages/shared/src/tasks/task-custom-elements.ts for the shapes). Pure apart from the two
 * lookups the caller passes in, which are made once per request, never per field.
 */

/** A custom field definition as this module needs it. */
export interface FieldDefinition {
  id: string;
  name: string;
  type: CustomFieldType;
  options: Record<string, unknown>;
}

export interface CustomElementLookups {
  /** Which of these user ids are members of the task's workspace. */
  membersAmong(userIds: string[]): Promise<Set<string>>;
  /** Which of these ids are live tasks of the task's workspace. */
  tasksAmong(taskIds: string[]): Promise<Set<string>>;
}

export interface CustomElementChange {
  fieldId: string;
  name: string;
  type: CustomFieldType;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Stored = Record<string, Record<string, unknown>>;

const PROGRESS_AUTO_MESSAGE = "A progress field in auto mode is computed from the task's sub-tasks";
const UNKNOWN_OPTION_MESSAGE = "Choose one of the field's options";
const WATCHERS_MESSAGE = "Watchers must be members of the workspace";
const CONNECTED_MESSAGE = "Connected tasks must be other tasks of the same workspace";

const refuse = (fieldId: string, message: string, subPath = ""): never => {
  throw invalid(message, [{ path: `body.customElements.${fieldId}${subPath}`, message }]);
};

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

function optionIds(field: FieldDefinition): Set<string> {
  const options = Array.isArray(field.options.options) ? (field.options.options as { id?: unknown }[]) : [];
  return new Set(options.flatMap((o) => (typeof o.id === "string" ? [o.id] : [])));
}

/** The field types a body writes (undefined for unknown ids), to decide the access it needs. */
export function writtenFieldTypes(
  fields: ReadonlyMap<string, FieldDefinition>,
  writes: Record<string, unknown>,
): (CustomFieldType | undefined)[] {
  return Object.keys(writes).map((id) => fields.get(id)?.type);
}

interface Parsed {
  field: FieldDefinition;
  value: Record<string, unknown> | null;
}

/** Checks each write's shape against its field type, before any lookup. */
function parseWrites(fields: ReadonlyMap<string, FieldDefinition>, writes: Record<string, unknown>): Parsed[] {
  const parsed: Parsed[] = [];
  for (const [fieldId, raw] of Object.entries(writes)) {
    const field = fields.get(fieldId);
    if (!field) return refuse(fieldId, `Unknown custom field ${fieldId}`);
    const notWritable = NOT_WRITABLE_MESSAGES[field.type];
    if (notWritable) return refuse(fieldId, notWritable);
    if (field.type === "PROGRESS" && field.options.mode === "auto") return refuse(fieldId, PROGRESS_AUTO_MESSAGE);
    if (raw === null) {
      parsed.push({ field, value: null });
      continue;
    }
    const schema = customElementInputSchemas[field.type as WritableCustomFieldType];
    const result = schema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      const subPath = issue?.path.length ? `.${issue.path.join(".")}` : "";
      return refuse(fieldId, issue?.message ?? "Invalid value", subPath);
    }
    parsed.push({ field, value: result.data as Record<string, unknown> });
  }
  return parsed;
}

/** The stored value of one write (null clears the field), after the lookups. */
function storedValue(
  { field, value }: Parsed,
  previous: Record<string, unknown> | undefined,
  actorId: string,
  found: { members: Set<string>; tasks: Set<string> },
  taskId: string,
): Record<string, unknown> | null {
  const id = field.id;
  if (field.type === "VOTING") {
    const voters = new Set(Array.isArray(previous?.voterIds) ? (previous.voterIds as string[]) : []);
    // `null` takes back the caller's own vote only: a voter never clears anyone else's.
    if (value?.voted === true) voters.add(actorId);
    else voters.delete(actorId);
    // No voters and no stored entry: nothing to write (taking back a vote never cast is not a change).
    if (voters.size === 0 && previous === undefined) return null;
    return { voterIds: [...voters] };
  }
  if (value === null) return null;
  switch (field.type) {
    case "RATING": {
      const max = typeof field.options.max === "number" ? field.options.max : 5;
      if ((value.rating as number) > max) return refuse(id, `Rating is at most ${max}`, ".rating");
      return { rating: value.rating };
    }
    case "PHONE_NUMBER": {
      const phone = parsePhone(value.phone as string, value.defaultCountry as string | undefined);
      if (!phone.ok) return refuse(id, phone.message, ".phone");
      return { phone: phone.e164, international: phone.international };
    }
    case "SINGLE_SELECT": {
      const selected = value.selectedOption as string | null;
      if (selected === null) return null;
      if (!optionIds(field).has(selected)) return refuse(id, UNKNOWN_OPTION_MESSAGE, ".selectedOption");
      return { selectedOption: selected };
    }
    case "MULTI_SELECT": {
      const labels = unique(value.multiSelectLabels as string[]);
      const known = optionIds(field);
      if (labels.some((label) => !known.has(label))) return refuse(id, UNKNOWN_OPTION_MESSAGE, ".multiSelectLabels");
      return { multiSelectLabels: labels };
    }
    case "WATCHER": {
      const watcherIds = unique(value.watcherIds as string[]);
      if (watcherIds.some((w) => !found.members.has(w))) return refuse(id, WATCHERS_MESSAGE, ".watcherIds");
      return { watcherIds };
    }
    case "CONNECTED": {
      const connectedTaskIds = unique(value.connectedTaskIds as string[]);
      if (connectedTaskIds.some((t) => t === taskId || !found.tasks.has(t))) {
        return refuse(id, CONNECTED_MESSAGE, ".connectedTaskIds");
      }
      return { connectedTaskIds };
    }
    default:
      // TEXT, NUMBER, PERCENTAGE, MONEY, LOCATION, CHECKLIST, PROGRESS (manual): stored as parsed.
      return value;
  }
}

/**
 * Applies a body of writes to a task's stored custom elements. Throws 400 (with the field's path)
 * on the first bad value, so a refused body changes nothing. Answers the new stored map and what
 * actually changed.
 */
export async function applyCustomElementWrites(
  current: Stored,
  writes: Record<string, unknown>,
  fields: ReadonlyMap<string, FieldDefinition>,
  context: { actorId: string; taskId: string; lookups: CustomElementLookups },
): Promise<{ next: Stored; changes: CustomElementChange[] }> {
  const parsed = parseWrites(fields, writes);
  const watcherIds = parsed.flatMap((p) =>
    p.field.type === "WATCHER" && p.value ? (p.value.watcherIds as string[]) : [],
  );
  const connectedIds = parsed.flatMap((p) =>
    p.field.type === "CONNECTED" && p.value ? (p.value.connectedTaskIds as string[]) : [],
  );
  const found = {
    members: watcherIds.length > 0 ? await context.lookups.membersAmong(unique(watcherIds)) : new Set<string>(),
    tasks: connectedIds.length > 0 ? await context.lookups.tasksAmong(unique(connectedIds)) : new Set<string>(),
  };
  const next: Stored = { ...current };
  const changes: CustomElementChange[] = [];
  for (const write of parsed) {
    const id = write.field.id;
    const before = current[id] ?? null;
    const after = storedValue(write, current[id], context.actorId, found, context.taskId);
    if (after === null) delete next[id];
    else next[id] = after;
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      changes.push({ fieldId: id, name: write.field.name, type: write.field.type, before, after });
    }
  }
  return { next, changes };
}

/** Everyone watching a task through its WATCHER fields. */
export function watchersOf(stored: Stored, fields: readonly FieldDefinition[]): string[] {
  const ids = fields.flatMap((f) => {
    const value = f.type === "WATCHER" ? stored[f.id]?.watcherIds : undefined;
    return Array.isArray(value) ? (value as string[]) : [];
  });
  return unique(ids);
}
