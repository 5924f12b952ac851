import type { TaskDetail } from "@bearish/shared/tasks/task";
import type { CustomField } from "@bearish/shared/workspaces/custom-fields";

/** Stored value of a field on a task: `customElements[fieldId]` (see task-custom-elements.ts). */
export type FieldValue = Record<string, unknown> | undefined;

export interface FieldEditorProps<F extends CustomField = CustomField> {
  field: F;
  value: FieldValue;
  /** Writes the field's input shape for `PUT task/{id}/custom-element` (`null` clears). */
  onSave: (input: Record<string, unknown> | null) => void;
  disabled: boolean;
  workspaceId: string;
  /** The task being edited; null in the creation card (the values are written once it exists). */
  task: TaskDetail | null;
  /** Workspace editors may change the field's definition (select options, formula expression). */
  canEditDefinition: boolean;
  onOpenApprovals?: () => void;
}

export const readString = (value: FieldValue, key: string): string => {
  const v = value?.[key];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
};

export const readNumber = (value: FieldValue, key: string): number | null => {
  const v = value?.[key];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
};

export const readStrings = (value: FieldValue, key: string): string[] => {
  const v = value?.[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
};
