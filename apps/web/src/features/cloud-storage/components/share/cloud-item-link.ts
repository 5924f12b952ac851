import type { CloudShareTarget } from "@bearish/shared/cloud-storage/cloud-file";
import { MY_DRIVE_ID, OWN_CLOUD } from "@bearish/shared/cloud-storage/cloud-paths";

/**
 * The app URL of a shared file or folder: the product's cloud page with the item named in the
 * query (`?file=<id>` opens the file, `?folder=<id>` the folder), so the link works for whoever
 * it was shared with, whatever drive it lives in.
 */
export function cloudItemLink(origin: string, locale: string, target: CloudShareTarget, id: string): string {
  return `${origin}/${locale}/cloud-storage/${OWN_CLOUD}/${MY_DRIVE_ID}?${target}=${encodeURIComponent(id)}`;
}
