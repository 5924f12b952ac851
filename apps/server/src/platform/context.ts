import type { Logger } from "pino";
import type { Config } from "../config";
import type { BlobStore } from "./blob-store/blob-store";
import type { ChangeVersions } from "./cache/change-versions";
import type { SessionCache } from "./cache/session-cache";
import type { Clock } from "./clock";
import type { CollabHub } from "./collab/collab-hub";
import type { Database, Db } from "./db/database";
import type { JobRunner } from "./jobs/job-runner";
import type { Mailer } from "./mail/mailer";
import type { RealtimeHub } from "./realtime/realtime-hub";
import type { FileUrlSigner } from "./signed-urls";

/** What services need from the running process; built once in main.ts (or the test server). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: JobRunner;
  /** Where uploaded file bytes live (disk or S3). */
  blobs: BlobStore;
  /** Signs and checks the expiring URLs that serve stored files. */
  fileUrls: FileUrlSigner;
  /** WebSocket fan-out: publish after commit, close the sockets of revoked sessions. */
  realtime: RealtimeHub;
  /** Who a bearer token stands for, remembered briefly; evicted through the hub's commands. */
  sessionCache: SessionCache;
  /** Per-channel change counters for read caches (see platform/cache/change-versions.ts). */
  changes: ChangeVersions;
  /** Live collaboration (Hocuspocus at `/api/collab`): tickets, live documents, access re-checks. */
  collab: CollabHub;
  log: Logger;
}
