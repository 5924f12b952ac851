import type { AppContext } from "../../platform/context";
import type { JobRunner } from "../../platform/jobs/job-runner";
import { CLOUD_EXPIRY_REINDEX_JOB, reindexCloudFiles } from "./cloud-files.search";
import { findFileContentSource, storeContentText } from "./cloud-search.repository";
import { extractableKind, TEXT_EXTRACTION_LIMITS } from "./cloud-text-extraction";
import { extractTextInWorker } from "./cloud-text-extraction.sandbox";

/** Extracts a file's text for search after an upload or a new version. */
export const CLOUD_TEXT_EXTRACT_JOB = "cloud.extract-text";

async function readAll(ctx: AppContext, key: string): Promise<Uint8Array> {
  const { stream } = await ctx.blobs.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Loads the file's current version, extracts its text (in a worker, see
 * cloud-text-extraction.sandbox.ts) and stores it, but only if that version is still current when
 * the text is ready (a newer version's own job wins), then re-indexes the file. A file that cannot
 * be parsed, or whose worker ran out of time or memory, gets no text for good (retrying would not
 * help, and must not loop on a hostile file); a read or store that fails retries.
 */
export async function extractCloudFileText(ctx: AppContext, fileId: string): Promise<void> {
  const source = await findFileContentSource(ctx.db, fileId);
  if (!source) return;
  const kind = extractableKind(source.contentType, source.name);
  let text: string | null = null;
  if (kind && source.size <= TEXT_EXTRACTION_LIMITS.maxInputBytes) {
    const bytes = await readAll(ctx, source.storageKey);
    const outcome = await extractTextInWorker(kind, bytes);
    if (outcome.ok) text = outcome.value;
    else if (outcome.reason === "failed") {
      ctx.log.warn({ err: outcome.message, fileId }, "text of a cloud file could not be extracted");
    } else {
      ctx.log.warn(
        { reason: outcome.reason, err: outcome.message, fileId },
        "text extraction of a cloud file was stopped by its time or memory limit; the file stays without text",
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    if (await storeContentText(tx, fileId, source.uploadId, text)) {
      await reindexCloudFiles(tx, [fileId], ctx.clock.now());
    }
  });
}

const defined = new WeakSet<JobRunner>();

/**
 * Teaches a job runner (the process's, or a new one after a restart) the cloud storage's search
 * jobs: text extraction, and re-indexing a file when it expires. Safe to call more than once.
 */
export function defineCloudTextJobs(ctx: AppContext, jobs: JobRunner = ctx.jobs): void {
  if (defined.has(jobs)) return;
  defined.add(jobs);
  jobs.define<{ fileId: string }>({
    kind: CLOUD_TEXT_EXTRACT_JOB,
    maxAttempts: 5,
    handle: ({ fileId }) => extractCloudFileText(ctx, fileId),
  });
  jobs.define<{ fileId: string }>({
    kind: CLOUD_EXPIRY_REINDEX_JOB,
    handle: ({ fileId }) => ctx.db.transaction((tx) => reindexCloudFiles(tx, [fileId], ctx.clock.now())),
  });
}
