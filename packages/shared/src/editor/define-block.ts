import { mergeAttributes, Node, type NodeConfig } from "@tiptap/core";
import type { z } from "zod";

/**
 * One editor block of spec §3: a TipTap node whose attributes are described by a zod object whose
 * every field has a `.catch(default)`. The node serialises all its attributes as JSON into the
 * `data-attrs` attribute of its own custom tag (`<bearish-callout data-attrs="{...}">`) and parses
 * them back through the schema, so malformed stored data falls back to the defaults field by field.
 *
 * Web code adds node views with `.extend({ addNodeView() {...} })`; the server uses the nodes as
 * they are, to turn HTML into documents and back (one schema for browser and server).
 */
export interface BlockDefinition<S extends z.ZodObject> {
  /** ProseMirror node name, camelCase (`decisionList`). */
  name: string;
  /** The custom tag, `bearish-<kebab-name>`. */
  tag: `bearish-${string}`;
  attrs: S;
  group?: "block" | "inline";
  /** Content expression for blocks that hold other blocks (callout, expand, layout). Atom when absent. */
  content?: string;
  /** Extra node config (commands, keyboard shortcuts, `isolating`, ...). */
  config?: Partial<NodeConfig>;
}

export const BLOCK_ATTRS_ATTRIBUTE = "data-attrs";

/** Reads a block's attributes from its element, falling back to the schema's defaults. */
export function readBlockAttrs<S extends z.ZodObject>(schema: S, element: Element | null): z.output<S> {
  let raw: unknown = {};
  const text = element?.getAttribute(BLOCK_ATTRS_ATTRIBUTE);
  if (text) {
    try {
      raw = JSON.parse(text);
    } catch {
      raw = {};
    }
  }
  return parseBlockAttrs(schema, raw);
}

/** Attributes from any value: each field that fails its schema takes its default. */
export function parseBlockAttrs<S extends z.ZodObject>(schema: S, raw: unknown): z.output<S> {
  const source = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  const parsed = schema.safeParse(source);
  // Every field catches its own failure, so this only fails for a schema without catches.
  return parsed.success ? parsed.data : schema.parse({});
}

/** The attributes' defaults (an empty object through the schema). */
export function defaultBlockAttrs<S extends z.ZodObject>(schema: S): z.output<S> {
  return schema.parse({});
}

export function defineBlock<S extends z.ZodObject>(def: BlockDefinition<S>) {
  const defaults = defaultBlockAttrs(def.attrs) as Record<string, unknown>;
  const inline = def.group === "inline";
  return Node.create({
    name: def.name,
    group: def.group ?? "block",
    inline,
    atom: def.content === undefined,
    selectable: true,
    draggable: !inline,
    ...(def.content !== undefined ? { content: def.content } : {}),
    addAttributes() {
      const attributes: Record<string, { default: unknown; rendered: false }> = {};
      for (const [key, value] of Object.entries(defaults)) attributes[key] = { default: value, rendered: false };
      return attributes;
    },
    parseHTML() {
      return [
        {
          tag: def.tag,
          getAttrs: (element) => readBlockAttrs(def.attrs, element as Element) as Record<string, unknown>,
        },
      ];
    },
    renderHTML({ node, HTMLAttributes }) {
      const attrs = parseBlockAttrs(def.attrs, node.attrs);
      const element = mergeAttributes(HTMLAttributes, { [BLOCK_ATTRS_ATTRIBUTE]: JSON.stringify(attrs) });
      return def.content !== undefined ? [def.tag, element, 0] : [def.tag, element];
    },
    ...def.config,
  });
}
