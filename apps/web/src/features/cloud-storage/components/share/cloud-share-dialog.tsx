import type { CloudShareTarget } from "@bearish/shared/cloud-storage/cloud-file";

/** Share a file or a folder with people (viewer, commenter, editor; optional expiry). Built by the details part. */
export function CloudShareDialog(_props: {
  target: CloudShareTarget;
  item: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}) {
  return null;
}
