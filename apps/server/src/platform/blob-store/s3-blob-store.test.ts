import { afterAll, beforeAll } from "vitest";
import { describeBlobStoreContract } from "./blob-store.contract";
import { S3BlobStore } from "./s3-blob-store";
import { type RunningS3, startS3rver } from "./s3rver-fixture";

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3.stop();
});

describeBlobStoreContract("S3 (s3rver)", async () => new S3BlobStore(s3.settings));
