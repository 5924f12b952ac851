import type { JobRunner } from "../jobs/job-runner";
import type { BlobStore } from "./blob-store";

export const BLOB_DELETE_JOB = "blob.delete";

/**
 * Removing a blob is a job enqueued with the change that orphaned it, so a store that is down
 * (S3 outage) or a crash right after the commit never leaves the blob behind for good. Deleting a
 * key that is already gone succeeds, so an immediate attempt and the job may both run.
 */
export function defineBlobDeleteJob(jobs: JobRunner, blobs: BlobStore): void {
  jobs.define<{ key: string }>({
    kind: BLOB_DELETE_JOB,
    maxAttempts: 20,
    handle: ({ key }) => blobs.delete(key),
  });
}
