import { LAYOUT_MAX_COLUMNS, LAYOUT_MIN_COLUMNS, type LayoutType } from "../editor-constants";

/** How many columns each layout type has. */
export const LAYOUT_TYPE_COLUMNS: Record<LayoutType, number> = {
  single: 1,
  two_column: 2,
  three_column: 3,
  four_column: 4,
};
export const DEFAULT_LAYOUT_TYPE: LayoutType = "two_column";

export function columnsForType(type: LayoutType): number {
  return LAYOUT_TYPE_COLUMNS[type];
}

/** Spec §4: changing a layout's type trims or pads its columns to that type's count. */
export function resizeColumns<T>(columns: readonly T[], type: LayoutType, makeColumn: () => T): T[] {
  const count = clampColumnCount(columnsForType(type));
  const kept = columns.slice(0, count);
  while (kept.length < count) kept.push(makeColumn());
  return kept;
}

export function clampColumnCount(count: number): number {
  return Math.min(LAYOUT_MAX_COLUMNS, Math.max(LAYOUT_MIN_COLUMNS, Math.trunc(count)));
}

/** Spec §5: adding a column is disabled at 6. */
export function canAddColumn(count: number): boolean {
  return count < LAYOUT_MAX_COLUMNS;
}

/** Spec §5: removing a column is hidden at 1. */
export function canRemoveColumn(count: number): boolean {
  return count > LAYOUT_MIN_COLUMNS;
}

/** The layout type that names this many columns, if any (5 and 6 columns keep their type). */
export function typeForColumnCount(count: number): LayoutType | null {
  const entry = Object.entries(LAYOUT_TYPE_COLUMNS).find(([, columns]) => columns === count);
  return entry ? (entry[0] as LayoutType) : null;
}
