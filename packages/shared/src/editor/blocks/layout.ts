import type { CommandProps, JSONContent } from "@tiptap/core";
import { Fragment, type Node as PMNode, type Schema } from "@tiptap/pm/model";
import { NodeSelection, type Selection } from "@tiptap/pm/state";
import { z } from "zod";
import { oneOf } from "../block-fields";
import { blockParseRule, defineBlock, type ParsedElement, readBlockAttrs } from "../define-block";
import { LAYOUT_MAX_COLUMNS, LAYOUT_MIN_COLUMNS, LAYOUT_TYPES, type LayoutType } from "../editor-constants";
import {
  canAddColumn,
  canRemoveColumn,
  clampColumnCount,
  columnsForType,
  DEFAULT_LAYOUT_TYPE,
  resizeColumns,
} from "./layout-rules";

export const layoutAttrs = z.object({
  type: oneOf(LAYOUT_TYPES, DEFAULT_LAYOUT_TYPE),
});
export type LayoutAttrs = z.infer<typeof layoutAttrs>;

export const layoutColumnAttrs = z.object({});

const LAYOUT_TAG = "bearish-layout";
const COLUMN_TAG = "bearish-layout-column";

function emptyColumn(): JSONContent {
  return { type: "layoutColumn", content: [{ type: "paragraph" }] };
}

/** A new layout of a type: that many columns, each with an empty paragraph. */
export function layoutDefaultContent(type: LayoutType = DEFAULT_LAYOUT_TYPE): JSONContent {
  return {
    type: "layout",
    attrs: { type },
    content: resizeColumns([], type, emptyColumn),
  };
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    layout: {
      /** Inserts a layout of a type with empty columns (default two columns). */
      insertLayout: (type?: LayoutType) => ReturnType;
      /** Changes the selected layout's type, trimming or padding its columns (spec §4). */
      setLayoutType: (type: LayoutType) => ReturnType;
      /** Adds an empty column to the selected layout (at most 6). */
      addLayoutColumn: () => ReturnType;
      /** Removes the selected layout's last column (never the only one). */
      removeLayoutColumn: () => ReturnType;
    };
  }
}

function hasColumnChild(element: ParsedElement): boolean {
  return Array.from(element.children).some((child: { tagName: string }) => child.tagName.toLowerCase() === COLUMN_TAG);
}

function defaultColumns(schema: Schema, type: LayoutType) {
  const column = schema.nodes.layoutColumn;
  const paragraph = schema.nodes.paragraph;
  if (!column || !paragraph) return Fragment.empty;
  const columns = resizeColumns([], type, () => column.create(null, paragraph.create()));
  return Fragment.from(columns);
}

/** The selected layout (a node selection on it, or the layout around the cursor). */
function findLayout(selection: Selection): { node: PMNode; pos: number } | null {
  if (selection instanceof NodeSelection && selection.node.type.name === "layout") {
    return { node: selection.node, pos: selection.from };
  }
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === "layout") return { node, pos: $from.before(depth) };
  }
  return null;
}

/** The next column count from the current one. */
type Resize = (columns: number) => number;

/** Columns side by side (spec §3 layout). Rules in layout-rules.ts. */
export const Layout = defineBlock({
  name: "layout",
  tag: LAYOUT_TAG,
  attrs: layoutAttrs,
  content: `layoutColumn{${LAYOUT_MIN_COLUMNS},${LAYOUT_MAX_COLUMNS}}`,
  config: {
    isolating: true,
    parseHTML() {
      return [
        {
          // A layout stored without columns gets its type's empty columns.
          tag: LAYOUT_TAG,
          priority: 60,
          getAttrs: (element: ParsedElement) =>
            hasColumnChild(element) ? false : (readBlockAttrs(layoutAttrs, element) as Record<string, unknown>),
          getContent: (element: unknown, schema: Schema) =>
            defaultColumns(schema, readBlockAttrs(layoutAttrs, element as ParsedElement).type),
        },
        blockParseRule({ tag: LAYOUT_TAG, attrs: layoutAttrs }),
      ];
    },
    addCommands() {
      const resize =
        (next: Resize, type?: LayoutType) =>
        ({ state, dispatch, tr }: CommandProps) => {
          const found = findLayout(state.selection);
          const columnType = state.schema.nodes.layoutColumn;
          const paragraph = state.schema.nodes.paragraph;
          if (!found || !columnType || !paragraph) return false;
          const { node, pos } = found;
          const columns: PMNode[] = [];
          node.forEach((child) => {
            columns.push(child);
          });
          const count = clampColumnCount(next(columns.length));
          if (count === columns.length && (!type || type === node.attrs.type)) return false;
          const kept = columns.slice(0, count);
          while (kept.length < count) kept.push(columnType.create(null, paragraph.create()));
          if (dispatch) {
            const replacement = node.type.create({ ...node.attrs, ...(type ? { type } : {}) }, kept);
            tr.replaceWith(pos, pos + node.nodeSize, replacement);
          }
          return true;
        };
      return {
        insertLayout:
          (type: LayoutType = DEFAULT_LAYOUT_TYPE) =>
          ({ commands }) =>
            commands.insertContent(layoutDefaultContent(type)),
        setLayoutType: (type: LayoutType) => resize(() => columnsForType(type), type),
        addLayoutColumn: () => resize((count) => (canAddColumn(count) ? count + 1 : count)),
        removeLayoutColumn: () => resize((count) => (canRemoveColumn(count) ? count - 1 : count)),
      };
    },
  },
});

/** One column of a layout, holding blocks; only allowed inside a layout. */
export const LayoutColumn = defineBlock({
  name: "layoutColumn",
  tag: COLUMN_TAG,
  attrs: layoutColumnAttrs,
  group: false,
  content: "block+",
  config: { isolating: true, draggable: false, selectable: false },
});
