import path from "node:path";
import type { Config } from "../../config";
import type { BlobStore } from "./blob-store";
import { DiskBlobStore } from "./disk-blob-store";

/** S3 when `S3_*` is configured, else files under `DATA_DIR/files` (DESIGN §1). */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.s3) {
    // Loaded only when used: the AWS SDK is large and the embedded default does not need it.
    const { S3BlobStore } = await import("./s3-blob-store");
    return new S3BlobStore(config.s3);
  }
  return DiskBlobStore.open(path.join(config.dataDir, "files"));
}
