import { YJS_WHITEBOARD_ELEMENTS, YJS_WHITEBOARD_FILES } from "@bearish/shared/pages/page-targets";
import type * as Y from "yjs";

/**
 * Live whiteboards: Excalidraw's scene mirrored into the Yjs map `elements` (element id → element JSON)
 * and `files` (file id → file JSON). Every client writes only elements it changed itself (newer than the
 * stored one) and merges others' changes by Excalidraw's own rule: the higher
 * `version` wins, a tie goes to the lower `versionNonce`. Deleted elements stay, with `isDeleted: true`.
 */

/** The parts of an Excalidraw element the merge needs. */
export interface SyncElement {
  id: string;
  version: number;
  versionNonce: number;
  /** Excalidraw's fractional z-order key. */
  index?: string | null;
  isDeleted?: boolean;
}

export interface SyncFile {
  id: string;
}

/** Marks this client's own writes, so that its observer does not apply them back to its scene. */
export const LOCAL_ORIGIN = Symbol("whiteboard-local");

/** True when `candidate` should replace `current` (Excalidraw's rule). */
export function isNewer(candidate: SyncElement, current: SyncElement | undefined): boolean {
  if (!current) return true;
  if (candidate.version !== current.version) return candidate.version > current.version;
  return candidate.versionNonce < current.versionNonce;
}

/**
 * Element types a remote copy may not bring in: iframes and embeddables load arbitrary pages inside
 * the board (Excalidraw's own allowlist is bypassed when a peer writes the Yjs map directly).
 */
const REMOTE_BLOCKED_TYPES = new Set(["iframe", "embeddable"]);

/**
 * An element from the shared document as it may reach Excalidraw: null for anything that is not an
 * element object or is of a blocked type; `customData.generationData` (AI generation input Excalidraw
 * would render) is removed. Other fields are left as they are.
 */
export function safeRemoteElement<T extends SyncElement>(value: unknown): T | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const element = value as T & { type?: unknown; customData?: unknown };
  if (typeof element.id !== "string") return null;
  if (typeof element.type === "string" && REMOTE_BLOCKED_TYPES.has(element.type)) return null;
  const customData = element.customData;
  if (typeof customData === "object" && customData !== null && "generationData" in customData) {
    const { generationData: _dropped, ...rest } = customData as Record<string, unknown>;
    return { ...element, customData: rest };
  }
  return element;
}

function safeRemoteElements<T extends SyncElement>(values: Iterable<unknown>): T[] {
  const elements: T[] = [];
  for (const value of values) {
    const element = safeRemoteElement<T>(value);
    if (element) elements.push(element);
  }
  return elements;
}

/** Z-order by fractional index; elements without one keep their relative order after the others. */
function byIndex<T extends SyncElement>(elements: T[]): T[] {
  return elements
    .map((element, position) => ({ element, position }))
    .sort((a, b) => {
      const x = a.element.index ?? null;
      const y = b.element.index ?? null;
      if (x !== null && y !== null && x !== y) return x < y ? -1 : 1;
      if (x === null && y !== null) return 1;
      if (y === null && x !== null) return -1;
      return a.position - b.position;
    })
    .map(({ element }) => element);
}

/**
 * The scene after others' changes: per id, the newer of the local and the remote element. Elements the
 * person is editing right now (`keepLocal`, e.g. text being typed) stay as they are until they finish.
 */
export function reconcileElements<T extends SyncElement>(
  local: readonly T[],
  remote: readonly T[],
  keepLocal: ReadonlySet<string> = new Set(),
): T[] {
  const merged = new Map<string, T>();
  for (const element of local) merged.set(element.id, element);
  for (const element of remote) {
    if (keepLocal.has(element.id)) continue;
    if (isNewer(element, merged.get(element.id))) merged.set(element.id, element);
  }
  return byIndex([...merged.values()]);
}

/**
 * The elements this client must write: newer than what the map holds (a higher version, or a concurrent
 * edit of the same version that wins the tie, so both sides settle on one element).
 */
export function changedElements<T extends SyncElement>(
  elements: readonly T[],
  stored: (id: string) => SyncElement | undefined,
): T[] {
  return elements.filter((element) => isNewer(element, stored(element.id)));
}

export function elementsMap<T>(ydoc: Y.Doc): Y.Map<T> {
  return ydoc.getMap<T>(YJS_WHITEBOARD_ELEMENTS);
}
export function filesMap<F>(ydoc: Y.Doc): Y.Map<F> {
  return ydoc.getMap<F>(YJS_WHITEBOARD_FILES);
}

/** Everything stored in the document (blocked elements left out): the scene a client opens with. */
export function readScene<T extends SyncElement, F extends SyncFile>(ydoc: Y.Doc): { elements: T[]; files: F[] } {
  return {
    elements: byIndex(safeRemoteElements<T>(elementsMap<unknown>(ydoc).values())),
    files: [...filesMap<F>(ydoc).values()],
  };
}

/**
 * Writes this client's changes in one transaction, marked as local. Returns how many elements were written
 * (none for a scene that only reflects what is already stored, e.g. right after a remote update).
 */
export function writeLocalChanges<T extends SyncElement, F extends SyncFile>(
  ydoc: Y.Doc,
  elements: readonly T[],
  files: Readonly<Record<string, F>> = {},
): number {
  const elementMap = elementsMap<T>(ydoc);
  const fileMap = filesMap<F>(ydoc);
  const changed = changedElements(elements, (id) => elementMap.get(id));
  const newFiles = Object.values(files).filter((file) => !fileMap.has(file.id));
  if (changed.length === 0 && newFiles.length === 0) return 0;
  ydoc.transact(() => {
    // Stored as plain JSON: Excalidraw's objects may carry non-JSON values (undefined fields).
    for (const element of changed) elementMap.set(element.id, JSON.parse(JSON.stringify(element)) as T);
    for (const file of newFiles) fileMap.set(file.id, JSON.parse(JSON.stringify(file)) as F);
  }, LOCAL_ORIGIN);
  return changed.length;
}

/** What the binding needs of Excalidraw's API (its imperative API satisfies it). */
export interface SceneTarget<T extends SyncElement, F extends SyncFile> {
  getSceneElementsIncludingDeleted(): readonly T[];
  updateScene(scene: { elements: T[]; captureUpdate: "NEVER" }): void;
  addFiles(files: F[]): void;
}

/**
 * Applies others' changes to the scene (never this client's own, never into its undo history, and never
 * blocked elements: see safeRemoteElement) and returns the function that stops listening.
 */
export function observeRemoteChanges<T extends SyncElement, F extends SyncFile>(
  ydoc: Y.Doc,
  scene: SceneTarget<T, F>,
  editing: () => ReadonlySet<string> = () => new Set(),
): () => void {
  const elementMap = elementsMap<T>(ydoc);
  const fileMap = filesMap<F>(ydoc);
  const onElements = (event: Y.YMapEvent<T>) => {
    if (event.transaction.origin === LOCAL_ORIGIN) return;
    const remote = safeRemoteElements<T>([...event.keysChanged].map((id) => elementMap.get(id)));
    if (remote.length === 0) return;
    scene.updateScene({
      elements: reconcileElements(scene.getSceneElementsIncludingDeleted(), remote, editing()),
      captureUpdate: "NEVER",
    });
  };
  const onFiles = (event: Y.YMapEvent<F>) => {
    if (event.transaction.origin === LOCAL_ORIGIN) return;
    const added: F[] = [];
    for (const id of event.keysChanged) {
      const file = fileMap.get(id);
      if (file) added.push(file);
    }
    if (added.length) scene.addFiles(added);
  };
  elementMap.observe(onElements);
  fileMap.observe(onFiles);
  return () => {
    elementMap.unobserve(onElements);
    fileMap.unobserve(onFiles);
  };
}
