/** `.../whiteboard/{id}`: an Excalidraw canvas edited live by several people, read-only for viewers. */
export function WhiteboardPage() {
  return null;
}
