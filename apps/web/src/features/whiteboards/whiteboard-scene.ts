/**
 * A whiteboard's stored scene (`whiteboards.content`, written by the server from the live document:
 * `{elements, files, appState?}`), read defensively for previews: anything malformed counts as empty.
 */
export interface StoredScene {
  elements: Record<string, unknown>[];
  files: Record<string, Record<string, unknown>>;
  background: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function sceneOfContent(content: unknown): StoredScene {
  if (!isRecord(content)) return { elements: [], files: {}, background: null };
  const elements = Array.isArray(content.elements)
    ? content.elements.filter(
        (e): e is Record<string, unknown> => isRecord(e) && typeof e.id === "string" && e.isDeleted !== true,
      )
    : [];
  const files: Record<string, Record<string, unknown>> = {};
  const rawFiles = Array.isArray(content.files)
    ? content.files
    : isRecord(content.files)
      ? Object.values(content.files)
      : [];
  for (const file of rawFiles) if (isRecord(file) && typeof file.id === "string") files[file.id] = file;
  const appState = isRecord(content.appState) ? content.appState : {};
  const background = typeof appState.viewBackgroundColor === "string" ? appState.viewBackgroundColor : null;
  return { elements, files, background };
}
