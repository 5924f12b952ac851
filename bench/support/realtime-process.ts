// A benchmark child process driven by JSON lines: it prints one line of info when ready, then
// answers each command written to its stdin with one line on its stdout.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

export class LineChild<Info> {
  private readonly waiting: ((line: string) => void)[] = [];

  private constructor(
    readonly child: ChildProcess,
    readonly info: Info,
    lines: readline.Interface,
  ) {
    lines.on("line", (line) => this.waiting.shift()?.(line));
  }

  static async start<Info>(script: string, args: string[] = [], env: Record<string, string> = {}) {
    const tsx = path.resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
    const child = spawn(tsx, [script, ...args], {
      stdio: ["pipe", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const first = await new Promise<string>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
      lines.once("line", resolve);
    });
    return new LineChild<Info>(child, JSON.parse(first) as Info, lines);
  }

  /** Sends a command and waits for its one-line answer. */
  request<T>(command: object): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`child exited with ${code} during ${JSON.stringify(command)}`));
      this.child.once("exit", onExit);
      this.waiting.push((line) => {
        this.child.off("exit", onExit);
        resolve(JSON.parse(line) as T);
      });
      this.child.stdin?.write(`${JSON.stringify(command)}\n`);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      this.child.once("exit", () => resolve());
      this.child.kill("SIGTERM");
    });
  }
}

/** Reads JSON-line commands from stdin and answers each with the handler's result, in order. */
export function serveCommands(handle: (command: Record<string, unknown>) => Promise<unknown>): void {
  const lines = readline.createInterface({ input: process.stdin });
  let chain = Promise.resolve();
  lines.on("line", (line) => {
    chain = chain.then(async () => {
      const answer = await handle(JSON.parse(line) as Record<string, unknown>);
      process.stdout.write(`${JSON.stringify(answer)}\n`);
    });
  });
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes. */
export const wallClockMs = (): number => performance.timeOrigin + performance.now();
