import "../excalidraw-assets";
import "@excalidraw/excalidraw/index.css";
import { Excalidraw } from "@excalidraw/excalidraw";
import type { OrderedExcalidrawElement } from "@excalidraw/excalidraw/element/types";
import type {
  AppState,
  BinaryFileData,
  BinaryFiles,
  Collaborator,
  ExcalidrawImperativeAPI,
  ExcalidrawInitialDataState,
  SocketId,
} from "@excalidraw/excalidraw/types";
import Box from "@mui/material/Box";
import { useEffect, useMemo, useRef, useState } from "react";
import type { CollabDocument } from "../../editor/hooks/use-collab-document";
import {
  observeRemoteChanges,
  readScene,
  reconcileElements,
  type SceneTarget,
  writeLocalChanges,
} from "../whiteboard-sync";

export interface WhiteboardCanvasProps {
  collab: CollabDocument;
  readOnly: boolean;
  theme: "light" | "dark";
  /** Excalidraw's language code (`en`, `ar-SA`). */
  langCode: string;
  user: { id: string; name: string; color: string };
}

interface PointerPresence {
  x: number;
  y: number;
  tool: "pointer" | "laser";
  button: "up" | "down";
}
interface PresenceState {
  user?: { id?: string; name?: string; color?: string };
  pointer?: PointerPresence | null;
}

/** Others' pointers for Excalidraw's collaborators layer (keyed by Yjs client id). */
function collaboratorsOf(states: Map<number, PresenceState>, ownClientId: number): Map<SocketId, Collaborator> {
  const result = new Map<SocketId, Collaborator>();
  for (const [clientId, state] of states) {
    if (clientId === ownClientId || !state.user) continue;
    const colour = state.user.color ?? "#1976d2";
    result.set(String(clientId) as SocketId, {
      id: state.user.id,
      username: state.user.name ?? null,
      color: { background: colour, stroke: colour },
      ...(state.pointer
        ? {
            pointer: { x: state.pointer.x, y: state.pointer.y, tool: state.pointer.tool },
            button: state.pointer.button,
          }
        : {}),
    });
  }
  return result;
}

/** The elements a scene shows (deleted ones stay in the scene, marked). */
function visibleCount(elements: readonly { isDeleted?: boolean }[]): number {
  return elements.filter((element) => !element.isDeleted).length;
}

/** Elements Excalidraw is changing under the person's hands: others' versions wait until they finish. */
function busyIds(appState: AppState): Set<string> {
  const ids = new Set<string>();
  for (const element of [appState.editingTextElement, appState.newElement, appState.resizingElement]) {
    if (element) ids.add(element.id);
  }
  return ids;
}

/**
 * The Excalidraw canvas bound to a live Yjs document: own changes go into the document, others' come
 * back into the scene, pointers travel as awareness. Read-only (view mode) for people who may not edit.
 */
export function WhiteboardCanvas({ collab, readOnly, theme, langCode, user }: WhiteboardCanvasProps) {
  const { ydoc, provider } = collab;
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;

  const initialData = useMemo<ExcalidrawInitialDataState>(() => {
    const scene = readScene<OrderedExcalidrawElement, BinaryFileData>(ydoc);
    return {
      elements: scene.elements,
      files: Object.fromEntries(scene.files.map((file) => [file.id, file])),
      scrollToContent: true,
    };
  }, [ydoc]);

  useEffect(() => {
    if (!api) return;
    const target = api as unknown as SceneTarget<OrderedExcalidrawElement, BinaryFileData>;
    // Changes that arrived between the first read and the API being ready.
    const stored = readScene<OrderedExcalidrawElement, BinaryFileData>(ydoc);
    api.updateScene({
      elements: reconcileElements(api.getSceneElementsIncludingDeleted(), stored.elements),
      captureUpdate: "NEVER",
    });
    return observeRemoteChanges(ydoc, target, () => busyIds(api.getAppState()));
  }, [api, ydoc]);

  const awareness = provider.awareness;
  useEffect(() => {
    if (!api || !awareness) return;
    awareness.setLocalStateField("user", user);
    const show = () =>
      api.updateScene({
        collaborators: collaboratorsOf(awareness.getStates() as Map<number, PresenceState>, awareness.clientID),
      });
    awareness.on("change", show);
    show();
    return () => {
      awareness.off("change", show);
      awareness.setLocalStateField("pointer", null);
    };
  }, [api, awareness, user]);

  // How many elements the scene shows, on the wrapper as `data-element-count` (observable by tests and tools).
  const [elementCount, setElementCount] = useState(() => visibleCount(initialData.elements ?? []));

  const onChange = (elements: readonly OrderedExcalidrawElement[], _appState: AppState, files: BinaryFiles) => {
    setElementCount(visibleCount(elements));
    if (readOnlyRef.current) return;
    writeLocalChanges(ydoc, elements, files);
  };

  return (
    <Box
      data-element-count={elementCount}
      sx={{ height: "100%", minHeight: 480, "& .excalidraw": { borderRadius: 1 } }}
    >
      <Excalidraw
        excalidrawAPI={setApi}
        initialData={initialData}
        onChange={onChange}
        onPointerUpdate={({ pointer, button }) =>
          awareness?.setLocalStateField("pointer", { x: pointer.x, y: pointer.y, tool: pointer.tool, button })
        }
        isCollaborating
        viewModeEnabled={readOnly}
        theme={theme}
        langCode={langCode}
        UIOptions={{ canvasActions: { loadScene: false, saveToActiveFile: false } }}
      />
    </Box>
  );
}
