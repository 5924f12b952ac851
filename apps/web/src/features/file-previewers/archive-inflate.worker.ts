import { measureInflatedArchive } from "./archive-inflate-check";

// Inflates a DOCX/XLSX off the UI thread and answers with the verdict (the bytes stay with the page).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Uint8Array>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(measureInflatedArchive(event.data));
};
