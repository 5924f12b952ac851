import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessageOf } from "../../../lib/http";
import { UPLOAD_FAILED_MESSAGE, uploadCloudFiles } from "../upload-request";
import { cloudKeys } from "./cloud-keys";

export type UploadStatus = "waiting" | "uploading" | "done" | "failed";

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  /** 0 to 100. */
  progress: number;
  status: UploadStatus;
  /** The server's reason for a failure (413 quota, 415 unsafe archive...). */
  error: string | null;
}

/** Files upload one request each, a few at a time, so each has its own progress and its own error. */
const PARALLEL_UPLOADS = 3;

interface Job {
  key: string;
  file: File;
  folderLocation: string;
  ownerId: string | undefined;
}

/** The upload panel's queue: add files, watch each one's progress, clear finished rows. */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const pending = useRef<Job[]>([]);
  const running = useRef(0);
  const succeeded = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const nextKey = useRef(0);

  const patch = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && pending.current.length > 0) {
      const job = pending.current.shift() as Job;
      running.current += 1;
      const controller = new AbortController();
      controllers.current.add(controller);
      patch(job.key, { status: "uploading" });
      uploadCloudFiles({
        files: [job.file],
        folderLocation: job.folderLocation,
        ownerId: job.ownerId,
        signal: controller.signal,
        onProgress: (fraction) => patch(job.key, { progress: Math.round(fraction * 100) }),
      })
        .then(() => {
          succeeded.current += 1;
          patch(job.key, { status: "done", progress: 100 });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          patch(job.key, { status: "failed", error: errorMessageOf(error) ?? UPLOAD_FAILED_MESSAGE });
        })
        .finally(() => {
          controllers.current.delete(controller);
          running.current -= 1;
          // Refresh the lists once the whole batch has settled, not once per file.
          if (running.current === 0 && pending.current.length === 0 && succeeded.current > 0) {
            succeeded.current = 0;
            void queryClient.invalidateQueries({ queryKey: cloudKeys.all });
          }
          pump();
        });
    }
  }, [patch, queryClient]);

  const enqueue = useCallback(
    (files: readonly File[], folderLocation: string, ownerId?: string) => {
      if (files.length === 0) return;
      const jobs = files.map((file) => {
        nextKey.current += 1;
        return { key: `upload-${nextKey.current}`, file, folderLocation, ownerId };
      });
      setEntries((list) => [
        ...list,
        ...jobs.map((job) => ({
          key: job.key,
          name: job.file.name,
          size: job.file.size,
          progress: 0,
          status: "waiting" as const,
          error: null,
        })),
      ]);
      pending.current.push(...jobs);
      pump();
    },
    [pump],
  );

  /** Removes finished rows (done or failed); uploads still running stay. */
  const clearFinished = useCallback(() => {
    setEntries((list) => list.filter((entry) => entry.status === "waiting" || entry.status === "uploading"));
  }, []);

  useEffect(() => {
    const open = controllers.current;
    return () => {
      pending.current = [];
      for (const controller of open) controller.abort();
    };
  }, []);

  return { entries, enqueue, clearFinished };
}
