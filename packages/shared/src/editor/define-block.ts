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
  /** `false`: no group; the node only appears where a parent's content expression names it (layoutColumn). */
  group?: "block" | "inline" | false;
  /** Content expression for blocks that hold other blocks (callout, expand, layout). Atom when absent. */
  content?: string;
  /** Extra node config (commands, keyboard shortcuts, `isolating`, ...). */
  config?: Partial<NodeConfig>;
}

export const BLOCK_ATTRS_ATTRIBUTE = "data-attrs";

/**
 * The parts of a DOM element that parsing reads. Shared code names no DOM types: the server
 * compiles without the DOM library (it parses HTML with happy-dom through @tiptap/html/server).
 */
export interface ParsedElement {
  getAttribute(name: string): string | null;
  readonly tagName: string;
  readonly children: ArrayLike<{ readonly tagName: string }>;
  readonly firstElementChild: { readonly classList: Iterable<string> } | null;
}

/** Reads a block's attributes from its element, falling back to the schema's defaults. */
export function readBlockAttrs<S extends z.ZodObject>(
  schema: S,
  element: Pick<ParsedElement, "getAttribute"> | null,
): z.output<S> {
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

const BLOCK_TAGS = new WeakMap<object, string>();

/** The custom tag of a node made by defineBlock (also of its `.extend()`ed versions), else null. */
export function blockTagOf(extension: { name: string; parent?: unknown } | null | undefined): string | null {
  let current: unknown = extension;
  while (current && typeof current === "object") {
    const tag = BLOCK_TAGS.get(current);
    if (tag) return tag;
    current = (current as { parent?: unknown }).parent;
  }
  return null;
}

export function defineBlock<S extends z.ZodObject>(def: BlockDefinition<S>) {
  const node = createBlockNode(def);
  BLOCK_TAGS.set(node, def.tag);
  return node;
}

function createBlockNode<S extends z.ZodObject>(def: BlockDefinition<S>) {
  const defaults = defaultBlockAttrs(def.attrs) as Record<string, unknown>;
  const inline = def.group === "inline";
  return Node.create({
    name: def.name,
    ...(def.group === false ? {} : { group: def.group ?? "block" }),
    inline,
    atom: def.content === undefined,
    selectable: true,
    draggable: !inline,
    ...(def.content !== undefined ? { content: def.content } : {}),
    addAttributes() {
      // Attributes come only from `data-attrs` (the rule's getAttrs): `parseHTML` returning null stops
      // TipTap from reading a same-named HTML attribute (`<bearish-iframe src="javascript:...">`).
      const attributes: Record<string, { default: unknown; rendered: false; parseHTML: () => null }> = {};
      for (const [key, value] of Object.entries(defaults))
        attributes[key] = { default: value, rendered: false, parseHTML: () => null };
      return attributes;
    },
    parseHTML() {
      return [blockParseRule(def)];
    },
    renderHTML({ node, HTMLAttributes }) {
      const attrs = parseBlockAttrs(def.attrs, node.attrs);
      const element = mergeAttributes(HTMLAttributes, { [BLOCK_ATTRS_ATTRIBUTE]: JSON.stringify(attrs) });
      return def.content !== undefined ? [def.tag, element, 0] : [def.tag, element];
    },
    ...def.config,
  });
}

/** The parse rule of a block's own tag (exported for blocks that add rules of their own, like layout). */
export function blockParseRule<S extends z.ZodObject>(def: Pick<BlockDefinition<S>, "tag" | "attrs">) {
  return {
    tag: def.tag,
    getAttrs: (element: ParsedElement | string) =>
      readBlockAttrs(def.attrs, typeof element === "string" ? null : element) as Record<string, unknown>,
  };
}
