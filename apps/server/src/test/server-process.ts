// Test support: the real server as a child process (`node --import tsx src/main.ts`), for tests that kill it,
// restart it, or run two of it side by side; and users with sessions seeded straight into its
// database before it starts.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { loadConfig } from "../config";
import { insertUser } from "../features/users/users.repository";
import { createContext } from "../platform/bootstrap";
import { newId } from "../platform/ids";
import { insertSession } from "../platform/session.repository";
import { newToken, sha256 } from "../platform/tokens";

const serverRoot = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Ends the process with `signal` and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Environment of a quiet production server on `DATA_DIR` (PGlite) or `DATABASE_URL`, without a web build. */
export function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: "1000000",
    WEB_DIST_DIR: path.join(serverRoot, "no-web-build"),
    ...extra,
  };
}

/** Starts `src/main.ts` and resolves once `/api/health` answers 200 (or rejects after `timeoutMs`). */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  // Node itself with tsx's loader (not the tsx CLI, which runs the server in a second process that
  // a SIGKILL of the first would leave running).
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within ${timeoutMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill(signal);
      await exited;
    },
  };
}

export interface SeededUser {
  id: string;
  token: string;
  firstName: string;
  lastName: string;
}

/**
 * Opens the database the server process will use (migrating it), adds active users each with a
 * session, and closes it again, so the process can take it (PGlite allows one process at a time).
 */
export async function seedUsersFor(env: Record<string, string>, names: string[]): Promise<SeededUser[]> {
  const ctx = await createContext(loadConfig(serverEnv(env)));
  try {
    const now = new Date();
    const seeded: SeededUser[] = [];
    for (const [i, firstName] of names.entries()) {
      const id = newId();
      await insertUser(ctx.db, {
        id,
        email: `${firstName.toLowerCase()}-${id.slice(-6)}@example.com`,
        firstName,
        lastName: "Tester",
        role: i === 0 ? "ADMIN" : "USER",
        accountState: "active",
        passwordHash: null,
        now,
      });
      const token = newToken();
      await insertSession(ctx.db, {
        userId: id,
        tokenHash: sha256(token),
        userAgent: "test",
        ip: "127.0.0.1",
        now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
      seeded.push({ id, token, firstName, lastName: "Tester" });
    }
    return seeded;
  } finally {
    ctx.mailer.stop();
    await ctx.realtime.close();
    await ctx.database.close();
  }
}

/** A JSON request to a server process; network errors reject (the caller decides whether to retry). */
export async function callApi(
  url: string,
  method: string,
  apiPath: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: { data?: unknown; meta?: unknown; message?: string } }> {
  const res = await fetch(`${url}/api/${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: unknown; message?: string } };
}
