import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens and codes are stored only as their SHA-256. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Six random digits, uniformly drawn. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
