import type { Clock } from "../platform/clock";

/** A clock tests move by hand (expiry, throttling windows). */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}
