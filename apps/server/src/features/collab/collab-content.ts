import { YJS_RICH_TEXT_FIELD, YJS_WHITEBOARD_ELEMENTS, YJS_WHITEBOARD_FILES } from "@bearish/shared/pages/page-targets";
import { getSchema, type JSONContent } from "@tiptap/core";
import type { Schema } from "@tiptap/pm/model";
import {
  initProseMirrorDoc,
  prosemirrorJSONToYXmlFragment,
  updateYFragment,
  yXmlFragmentToProseMirrorRootNode,
} from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { richTextExtensions, richTextFromJson, richTextToJson } from "../workspaces/rich-text";

let schema: Schema | null = null;
function richTextSchema(): Schema {
  if (!schema) schema = getSchema(richTextExtensions());
  return schema;
}

// ── Rich text (documents and wiki pages) ─────────────────────────────────────────────────────────

/** The document's rich text as stored HTML (through the schema and the allowlist). */
export function richTextOf(doc: Y.Doc): string {
  const node = yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(YJS_RICH_TEXT_FIELD), richTextSchema());
  return richTextFromJson(node.toJSON() as JSONContent);
}

/** The ProseMirror node of some HTML, through the allowlist and the schema. */
function richTextNode(html: string) {
  const json = html.trim() ? richTextToJson(html) : { type: "doc", content: [{ type: "paragraph" }] };
  return richTextSchema().nodeFromJSON(json);
}

/** Fills an empty document's rich text from stored HTML. */
export function seedRichText(doc: Y.Doc, html: string): void {
  const fragment = doc.getXmlFragment(YJS_RICH_TEXT_FIELD);
  if (fragment.length > 0 || !html.trim()) return;
  prosemirrorJSONToYXmlFragment(richTextSchema(), richTextNode(html).toJSON(), fragment);
}

/**
 * Replaces the rich text with `html`, changing only what differs (unchanged blocks keep their
 * Yjs identity, so comment anchors on them survive). Call inside a transaction.
 */
export function replaceRichText(doc: Y.Doc, html: string): void {
  const fragment = doc.getXmlFragment(YJS_RICH_TEXT_FIELD);
  const { meta } = initProseMirrorDoc(fragment, richTextSchema());
  updateYFragment(doc, fragment, richTextNode(html), meta);
}

// ── Whiteboards ──────────────────────────────────────────────────────────────────────────────────

/** A whiteboard as stored (`whiteboards.content`): Excalidraw elements and files, and its view state. */
export interface WhiteboardScene {
  elements: Record<string, unknown>[];
  files: Record<string, unknown>;
  appState?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * Excalidraw's drawing element types: anything else a client writes (`embeddable` and `iframe`
 * frames of other sites, unknown types) is neither stored nor served.
 */
export const WHITEBOARD_ELEMENT_TYPES: ReadonlySet<string> = new Set([
  "rectangle",
  "diamond",
  "ellipse",
  "arrow",
  "line",
  "freedraw",
  "text",
  "image",
  "frame",
  "magicframe",
]);

/** The most elements a whiteboard keeps (the first ones in stacking order). */
export const WHITEBOARD_MAX_ELEMENTS = 10_000;

/**
 * One element as stored: null when it has no string id or is not a drawing type; `customData`
 * loses `generationData` (AI prompts and results a client may attach).
 */
function cleanElement(element: unknown): Record<string, unknown> | null {
  if (!isObject(element) || typeof element.id !== "string") return null;
  if (typeof element.type !== "string" || !WHITEBOARD_ELEMENT_TYPES.has(element.type)) return null;
  if (!("customData" in element)) return element;
  const { customData, ...rest } = element;
  if (!isObject(customData)) return rest;
  const { generationData: _dropped, ...kept } = customData;
  return Object.keys(kept).length ? { ...rest, customData: kept } : rest;
}

/** Image files only (Excalidraw's `BinaryFileData` of an image element). */
const isImageFile = (file: unknown): file is Record<string, unknown> =>
  isObject(file) && typeof file.mimeType === "string" && file.mimeType.startsWith("image/");

function cleanElements(elements: unknown[]): Record<string, unknown>[] {
  const kept: Record<string, unknown>[] = [];
  for (const element of elements) {
    const clean = cleanElement(element);
    if (clean) kept.push(clean);
  }
  return kept.sort(byStackingOrder).slice(0, WHITEBOARD_MAX_ELEMENTS);
}

/**
 * A scene read leniently (stored, or sent to the API): elements without a string id or of another
 * type than Excalidraw's drawing types are dropped, at most `WHITEBOARD_MAX_ELEMENTS` kept; only
 * image files stay.
 */
export function parseScene(content: unknown): WhiteboardScene {
  const source = isObject(content) ? content : {};
  const elements = Array.isArray(source.elements) ? cleanElements(source.elements) : [];
  const files = isObject(source.files)
    ? Object.fromEntries(Object.entries(source.files).filter(([, file]) => isImageFile(file)))
    : {};
  return { elements, files, ...(isObject(source.appState) ? { appState: source.appState } : {}) };
}

/** JSON with object keys in sorted order: the same scene always has the same text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** Excalidraw's stacking order: its fractional `index`, then the id. */
function byStackingOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ia = typeof a.index === "string" ? a.index : "";
  const ib = typeof b.index === "string" ? b.index : "";
  if (ia !== ib) return ia < ib ? -1 : 1;
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
}

/** The live scene: the `elements` map (id → element) and the `files` map, cleaned as `parseScene` does. */
export function sceneOf(doc: Y.Doc, appState?: Record<string, unknown>): WhiteboardScene {
  const elements = cleanElements([...doc.getMap<unknown>(YJS_WHITEBOARD_ELEMENTS).values()]);
  const files = Object.fromEntries(
    [...doc.getMap<unknown>(YJS_WHITEBOARD_FILES).entries()].filter(([, file]) => isImageFile(file)),
  );
  return { elements, files, ...(appState ? { appState } : {}) };
}

/** Makes the live scene equal to `scene` (only what differs changes). Call inside a transaction. */
export function replaceScene(doc: Y.Doc, scene: WhiteboardScene): void {
  const elements = doc.getMap<unknown>(YJS_WHITEBOARD_ELEMENTS);
  const files = doc.getMap<unknown>(YJS_WHITEBOARD_FILES);
  const nextElements = new Map(scene.elements.map((e) => [String(e.id), e]));
  syncMap(elements, nextElements);
  syncMap(files, new Map(Object.entries(scene.files)));
}

function syncMap(target: Y.Map<unknown>, next: Map<string, unknown>): void {
  for (const key of [...target.keys()]) if (!next.has(key)) target.delete(key);
  for (const [key, value] of next) {
    if (stableJson(target.get(key)) !== stableJson(value)) target.set(key, value);
  }
}

/** Fills an empty whiteboard from its stored scene. */
export function seedScene(doc: Y.Doc, scene: WhiteboardScene): void {
  if (doc.getMap(YJS_WHITEBOARD_ELEMENTS).size > 0 || doc.getMap(YJS_WHITEBOARD_FILES).size > 0) return;
  replaceScene(doc, scene);
}

/** The full Yjs state of a document, to store. */
export const encodeState = (doc: Y.Doc): Uint8Array => Y.encodeStateAsUpdate(doc);
