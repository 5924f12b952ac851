/** `/{locale}/cloud-storage/{cloud-name}/{storageId}` (spec §2). Built by the cloud storage page part. */
export function CloudStoragePage() {
  return null;
}
