import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";

/** The file picker popover with its folder breadcrumb (spec §2), used to attach existing files. Built by the details part. */
export function CloudFilePicker(_props: {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onPick: (files: CloudFile[]) => void;
  multiple?: boolean;
}) {
  return null;
}
