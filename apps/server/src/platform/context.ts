import type { Logger } from "pino";
import type { Config } from "../config";
import type { Clock } from "./clock";
import type { Database, Db } from "./db/database";
import type { JobRunner } from "./jobs/job-runner";
import type { Mailer } from "./mail/mailer";

/** What services need from the running process; built once in main.ts (or the test server). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: JobRunner;
  log: Logger;
}
