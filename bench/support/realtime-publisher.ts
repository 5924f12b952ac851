// The publishing side shared by the Bearish and bare servers: closed-loop saturation (publish as
// fast as the sockets drain) and open-loop publishing at a fixed rate.
import { setImmediate as yieldToIo } from "node:timers/promises";
import type WebSocket from "ws";
import { wallClockMs } from "./realtime-process";

export const PAYLOAD_PAD = "x".repeat(1000);
/** Stop publishing while any socket holds more than this unsent, resume below it. */
const HIGH_WATER = 64 * 1024;

export interface PublishRun {
  published: number;
  elapsedMs: number;
  /** CPU time (user + system) the server process spent meanwhile: steadier than wall time on a busy machine. */
  cpuMs: number;
}

const cpuMsSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

function maxBuffered(sockets: Set<WebSocket>): number {
  let max = 0;
  for (const socket of sockets) if (socket.bufferedAmount > max) max = socket.bufferedAmount;
  return max;
}

/** Publishes back to back for `seconds`, pausing whenever a socket falls behind. */
export async function saturate(
  publish: (sentAt: number) => void | Promise<void>,
  sockets: Set<WebSocket>,
  seconds: number,
): Promise<PublishRun> {
  const started = wallClockMs();
  const cpu = process.cpuUsage();
  const end = started + seconds * 1000;
  let published = 0;
  while (wallClockMs() < end) {
    await publish(wallClockMs());
    published++;
    await yieldToIo();
    while (maxBuffered(sockets) > HIGH_WATER && wallClockMs() < end) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
  await drained(sockets);
  return { published, elapsedMs: wallClockMs() - started, cpuMs: cpuMsSince(cpu) };
}

/** Waits until the server has handed every queued byte to the kernel (so the CPU count is complete). */
async function drained(sockets: Set<WebSocket>): Promise<void> {
  const deadline = wallClockMs() + 10_000;
  while (maxBuffered(sockets) > 0 && wallClockMs() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Publishes `rate` events a second for `seconds`, on schedule whatever the sockets do. */
export async function steady(
  publish: (sentAt: number) => void | Promise<void>,
  rate: number,
  seconds: number,
): Promise<PublishRun> {
  const started = wallClockMs();
  const cpu = process.cpuUsage();
  const total = Math.round(rate * seconds);
  let published = 0;
  while (published < total) {
    const due = Math.min(total, Math.floor(((wallClockMs() - started) * rate) / 1000) + 1);
    while (published < due) {
      await publish(wallClockMs());
      published++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return { published, elapsedMs: wallClockMs() - started, cpuMs: cpuMsSince(cpu) };
}
