interface Entry {
  stamp: string;
  body: Buffer;
  expiresAtMs: number;
}

export interface AnswerCacheOptions {
  /** Upper bound on how long an answer is reused even if no change was heard (e.g. "due soon" filters). */
  ttlMs: number;
  maxEntries: number;
  /** Total bytes kept; the oldest answers go first beyond it. */
  maxBytes: number;
}

/**
 * Serialized answers of a read endpoint, reused while the change stamp they were computed under
 * (see ChangeVersions) is unchanged. Bodies are kept as Buffers: Fastify sends a Buffer as it is. Keys must hold everything the answer depends on, the caller
 * included. Least recently used entries go first when a bound is reached.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: AnswerCacheOptions) {}

  get(key: string, stamp: string, nowMs: number): Buffer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.stamp !== stamp || entry.expiresAtMs <= nowMs) {
      this.delete(key);
      return null;
    }
    // Re-insert: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, stamp: string, body: Buffer, nowMs: number): void {
    if (this.options.ttlMs <= 0 || body.byteLength > this.options.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { stamp, body, expiresAtMs: nowMs + this.options.ttlMs });
    this.bytes += body.byteLength;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.byteLength;
    this.entries.delete(key);
  }
}
