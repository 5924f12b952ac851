/** A token bucket: `burst` tokens, refilled continuously at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private updatedMs: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    nowMs: number,
  ) {
    this.tokens = burst;
    this.updatedMs = nowMs;
  }

  /** Takes one token; false when the bucket is empty. */
  take(nowMs: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((nowMs - this.updatedMs) / 1000) * this.perSecond);
    this.updatedMs = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
