import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";

/** Full-screen preview of a cloud file (built by the previewers part). Null file = closed. */
export function CloudFilePreviewDialog(_props: { file: CloudFile | null; onClose: () => void }) {
  return null;
}
