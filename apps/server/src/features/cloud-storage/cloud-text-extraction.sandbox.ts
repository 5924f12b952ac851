import { Worker } from "node:worker_threads";
import type { ZipEntry } from "@bearish/shared/cloud-storage/zip-inspect";
import type { ExtractableKind } from "./cloud-text-extraction";

/**
 * Runs the readers of untrusted files (text extraction, the archive inflation check) in a worker
 * thread, one worker per request, so a hostile file can neither block the event loop nor take
 * the process's memory: the worker's heap is capped (256 MB old generation, 32 MB young), it is
 * terminated after 20 seconds, and at most two run at once (others wait their turn). A worker
 * that runs out of time or memory gives an outcome, never an exception.
 */

export const SANDBOX_LIMITS = {
  timeoutMs: 20_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  maxWorkers: 2,
};

/** What the worker is asked (see cloud-text-extraction.worker.ts). */
export type SandboxRequest =
  | { type: "extract"; kind: ExtractableKind; bytes: Uint8Array }
  | { type: "inspect"; declared: Pick<ZipEntry, "name" | "uncompressedSize">[] }
  | { type: "chunk"; bytes: Uint8Array; final: boolean };

/** What the worker answers: extracted text, the next chunk please, an archive's verdict, or an error. */
export type SandboxReply =
  | { type: "text"; text: string | null }
  | { type: "more" }
  | { type: "verdict"; problem: string | null }
  | { type: "failed"; message: string };

/**
 * `timeout` and `crashed` (out of memory, or died) mean the worker was stopped; `failed` means the
 * reader threw (a file that cannot be parsed).
 */
export type SandboxOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "timeout" | "crashed" | "failed"; message: string };

// A plain module that loads the TypeScript body through tsx (a worker does not inherit loaders).
const WORKER_ENTRY = new URL("./cloud-text-extraction.worker.mjs", import.meta.url);

let running = 0;
const waiting: Array<() => void> = [];

async function takeSlot(): Promise<void> {
  if (running < SANDBOX_LIMITS.maxWorkers) {
    running += 1;
    return;
  }
  // The slot is handed over by `freeSlot`, so `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function freeSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

type Stop = { reason: "timeout" | "crashed"; message: string };

/** One worker: its replies in order, and why it stopped if it did. */
class WorkerRun {
  stopped: Stop | null = null;
  private readonly worker: Worker;
  private readonly timer: NodeJS.Timeout;
  private readonly inbox: SandboxReply[] = [];
  private waiter: ((reply: SandboxReply | null) => void) | null = null;

  constructor() {
    this.worker = new Worker(WORKER_ENTRY, {
      // The parent's flags (a test runner's, an inspector) are not the worker's business.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: SANDBOX_LIMITS.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: SANDBOX_LIMITS.maxYoungGenerationSizeMb,
      },
    });
    const timeoutMs = SANDBOX_LIMITS.timeoutMs;
    this.timer = setTimeout(
      () => this.stop({ reason: "timeout", message: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    this.worker.on("message", (reply: SandboxReply) => {
      const waiter = this.waiter;
      this.waiter = null;
      if (waiter) waiter(reply);
      else this.inbox.push(reply);
    });
    this.worker.on("error", (error) => this.stop({ reason: "crashed", message: error.message }));
    this.worker.on("exit", (code) => this.stop({ reason: "crashed", message: `the worker exited with code ${code}` }));
  }

  send(request: SandboxRequest, transfer: ArrayBuffer[] = []): void {
    if (!this.stopped) this.worker.postMessage(request, transfer);
  }

  /** The next reply, or null once the worker has stopped. */
  next(): Promise<SandboxReply | null> {
    const reply = this.inbox.shift();
    if (reply) return Promise.resolve(reply);
    if (this.stopped) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.stopped = { reason: "crashed", message: "closed" };
    await this.worker.terminate();
  }

  private stop(why: Stop): void {
    if (this.stopped) return;
    this.stopped = why;
    clearTimeout(this.timer);
    void this.worker.terminate();
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.(null);
  }
}

async function inWorker<T>(use: (run: WorkerRun) => Promise<SandboxOutcome<T> | null>): Promise<SandboxOutcome<T>> {
  await takeSlot();
  const run = new WorkerRun();
  try {
    const outcome = await use(run);
    if (outcome) return outcome;
    const stopped = run.stopped ?? { reason: "crashed", message: "the worker gave no answer" };
    return { ok: false, ...stopped };
  } finally {
    await run.close();
    freeSlot();
  }
}

/** A copy of `bytes` in an ArrayBuffer of its own, to be transferred to the worker. */
function ownCopy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** The text of a file as `extractText` takes it, read in a worker. */
export function extractTextInWorker(kind: ExtractableKind, bytes: Uint8Array): Promise<SandboxOutcome<string | null>> {
  return inWorker(async (run) => {
    const copy = ownCopy(bytes);
    run.send({ type: "extract", kind, bytes: copy }, [copy.buffer]);
    const reply = await run.next();
    if (reply?.type === "text") return { ok: true, value: reply.text };
    if (reply?.type === "failed") return { ok: false, reason: "failed", message: reply.message };
    return null;
  });
}

/**
 * Inflates every entry of the archive `chunks` hold, in a worker, counting the bytes really
 * produced against what its central directory declared (`ArchiveInflationCheck`). Chunks are sent
 * one at a time, each when the worker has taken the previous, so memory stays bounded. The value
 * is the archive's problem, or null when it is safe.
 */
export function inspectArchiveInWorker(
  chunks: AsyncIterable<Uint8Array>,
  declared: Pick<ZipEntry, "name" | "uncompressedSize">[],
): Promise<SandboxOutcome<string | null>> {
  return inWorker(async (run) => {
    run.send({ type: "inspect", declared: declared.map(({ name, uncompressedSize }) => ({ name, uncompressedSize })) });
    const answer = async (
      bytes: Uint8Array,
      final: boolean,
    ): Promise<SandboxOutcome<string | null> | null | "more"> => {
      const copy = ownCopy(bytes);
      run.send({ type: "chunk", bytes: copy, final }, [copy.buffer]);
      const reply = await run.next();
      if (reply?.type === "more") return "more";
      if (reply?.type === "verdict") return { ok: true, value: reply.problem };
      if (reply?.type === "failed") return { ok: false, reason: "failed", message: reply.message };
      return null;
    };
    for await (const chunk of chunks) {
      const outcome = await answer(chunk, false);
      if (outcome !== "more") return outcome;
    }
    const outcome = await answer(new Uint8Array(), true);
    return outcome === "more" ? null : outcome;
  });
}
