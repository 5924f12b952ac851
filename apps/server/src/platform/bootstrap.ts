import path from "node:path";
import pino, { type Logger } from "pino";
import type { Config } from "../config";
import { defineBlobDeleteJob } from "./blob-store/blob-delete-job";
import { createBlobStore } from "./blob-store/create-blob-store";
import { ChangeVersions } from "./cache/change-versions";
import { SessionCache } from "./cache/session-cache";
import { type Clock, systemClock } from "./clock";
import { CollabHub } from "./collab/collab-hub";
import type { AppContext } from "./context";
import { openDatabase } from "./db/database";
import { JobRunner } from "./jobs/job-runner";
import { fileTransport, type MailTransport, smtpTransport } from "./mail/mail-transport";
import { Mailer } from "./mail/mailer";
import { createRealtimeHub } from "./realtime/realtime-hub";
import { createFileUrlSigner } from "./signed-urls";

/** Replaces the values of query parameters that carry credentials. */
export function redactSecretsInUrl(url: string): string {
  return url.replace(/([?&](?:ticket|sig|token)=)[^&#]*/g, "$1[redacted]");
}

export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], censor: "[redacted]" },
    serializers: {
      // Realtime tickets and signed-URL signatures travel in query strings; keep them out of logs.
      req: (req: { method?: string; url?: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactSecretsInUrl(req.url ?? ""),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  });
}

/** Opens the database (applying migrations) and wires the process-wide services. */
export async function createContext(
  config: Config,
  options: { log?: Logger; clock?: Clock; pgliteDir?: string; transport?: MailTransport } = {},
): Promise<AppContext> {
  const log = options.log ?? createLogger(config);
  const clock = options.clock ?? systemClock;
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, "db"),
    poolSize: config.databasePoolSize,
    onPoolError: (err) => log.warn({ err }, "an idle database connection failed; the pool replaces it"),
  });
  const transport =
    options.transport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : fileTransport(path.join(config.dataDir, "outbox"), config.mailFrom, log));
  const jobs = new JobRunner(database.db, clock, log);
  const mailer = new Mailer(transport, jobs, clock, log, database.db);
  const blobs = await createBlobStore(config);
  defineBlobDeleteJob(jobs, blobs);
  const fileUrls = await createFileUrlSigner(database.db, config, clock);
  const realtime = await createRealtimeHub({ redisUrl: config.redisUrl }, { db: database.db, clock, log });
  const sessionCache = new SessionCache({ ttlMs: config.sessionCacheTtlMs, maxEntries: 50_000 });
  const changes = new ChangeVersions();
  realtime.watch(sessionCache);
  realtime.watch(changes);
  const collab = new CollabHub({ db: database.db, clock, log }, { redisUrl: config.redisUrl });
  realtime.watch(collab);
  return {
    config,
    database,
    db: database.db,
    clock,
    mailer,
    jobs,
    blobs,
    fileUrls,
    realtime,
    sessionCache,
    changes,
    collab,
    log,
  };
}
