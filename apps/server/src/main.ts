import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createContext } from "./platform/bootstrap";
import type { AppContext } from "./platform/context";
import { DataDirLockedError } from "./platform/db/data-dir-lock";

export interface StartHooks {
  /** Runs once the database is open and migrated, before the server accepts requests (demo seeding). */
  beforeListen?: (ctx: AppContext) => Promise<void>;
}

/** Starts the server: config, database, mail delivery, HTTP; stops gracefully on SIGTERM/SIGINT. */
export async function start(hooks: StartHooks = {}): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let ctx: AppContext;
  try {
    ctx = await createContext(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await hooks.beforeListen?.(ctx);
  const app = await buildApp(ctx);
  ctx.jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      ctx.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      await ctx.collab.close();
      await ctx.realtime.close();
      await ctx.jobs.stop();
      ctx.mailer.stop();
      await ctx.database.close();
      ctx.log.info("stopped cleanly");
      process.exit(0);
    } catch (err) {
      ctx.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  ctx.log.info(
    { database: ctx.database.kind, mail: ctx.mailer.transportKind, dataDir: config.dataDir },
    `Bearish is running at ${url}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await start();
}
