import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import autocannon from "autocannon";

export interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Starts a TypeScript child process and waits for the first JSON line it prints. */
export async function startChild<T>(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; info: T }> {
  const tsx = path.resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
  const child = spawn(tsx, [script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const info = await new Promise<T>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.once("line", (line) => resolve(JSON.parse(line) as T));
  });
  return { child, info };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * Loads `url` with autocannon for `seconds` and returns throughput and tail latency. With
 * `distinctUrls`, every request carries a query parameter of its own, so no answer can be reused.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  distinctUrls = false,
): Promise<Measured> {
  let n = 0;
  const requests: autocannon.Request[] | undefined = distinctUrls
    ? [
        {
          setupRequest: (request) => {
            n++;
            const path = request.path ?? "/";
            return { ...request, path: `${path}${path.includes("?") ? "&" : "?"}bench=${n}` };
          },
        },
      ]
    : undefined;
  const result = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1, requests });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Debian's Chromium, launched the same way by every browser benchmark (no sandbox, GPU, network extras). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The middle value (upper middle for an even count); 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
