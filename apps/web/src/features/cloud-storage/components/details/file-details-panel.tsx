import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";

/** The side panel of one file: info, versions, comments, lock, watermark, expiry (built by the details part). */
export function FileDetailsPanel(_props: { file: CloudFile; onClose: () => void }) {
  return null;
}
