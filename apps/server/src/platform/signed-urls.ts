import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import type { Clock } from "./clock";
import type { Db } from "./db/database";
import { findOrCreateServerSecret } from "./server-secrets.repository";

/** Name of the generated secret in `server_secrets` when `SIGNING_SECRET` is not set. */
export const SIGNING_SECRET_NAME = "signing-secret";
/**
 * Expiry times are rounded up to this step, so the same file handed out several times within it
 * gets the same URL and the browser's cache answers instead of the server.
 */
const EXPIRY_STEP_SECONDS = 300;

const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES_PATTERN = /^\d{1,12}$/;

export interface SignedFileUrl {
  /** Relative: `/api/files/<id>?expires=<unix seconds>&sig=<HMAC-SHA256, base64url>`. */
  path: string;
  expiresAt: Date;
}

/**
 * Signs and checks file URLs. The signature is the credential of `GET /api/files/:id`, so an
 * `<img src>` works without a bearer header, while a URL cannot be guessed, altered to name
 * another file, or used after it expires.
 */
export class FileUrlSigner {
  private readonly key: Buffer;

  /** `secret` is the deployment's signing secret; file URLs use a key derived for them alone. */
  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {
    this.key = createHmac("sha256", secret).update("bearish:file-urls:v1").digest();
  }

  /** `ttlSeconds` shortens (or lengthens) the deployment's lifetime for this URL; it is rounded up like it. */
  sign(uploadId: string, ttlSeconds: number = this.ttlSeconds): SignedFileUrl {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const expires = Math.ceil((nowSeconds + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    const query = new URLSearchParams({ expires: String(expires), sig: this.signature(uploadId, expires) });
    return { path: `/api/files/${encodeURIComponent(uploadId)}?${query}`, expiresAt: new Date(expires * 1000) };
  }

  /** True when `sig` was made by this server for this id and expiry, and the expiry is still ahead. */
  verify(uploadId: string, expires: unknown, sig: unknown): boolean {
    if (typeof expires !== "string" || typeof sig !== "string") return false;
    if (!EXPIRES_PATTERN.test(expires) || !SIG_PATTERN.test(sig)) return false;
    const expiresSeconds = Number(expires);
    if (expiresSeconds * 1000 <= this.clock.now().getTime()) return false;
    // Compared as text, so only the one canonical encoding of the signature is accepted.
    const expected = Buffer.from(this.signature(uploadId, expiresSeconds), "ascii");
    const given = Buffer.from(sig, "ascii");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Seconds until a URL with this expiry stops working (for the cache lifetime). */
  secondsLeft(expires: string): number {
    return Math.max(0, Number(expires) - Math.floor(this.clock.now().getTime() / 1000));
  }

  private signature(uploadId: string, expiresSeconds: number): string {
    return createHmac("sha256", this.key).update(`${uploadId}.${expiresSeconds}`).digest("base64url");
  }
}

/**
 * The signer of this deployment: keyed by `SIGNING_SECRET` when set, otherwise by a secret
 * generated once and kept in the database, so every instance signs alike and restarts keep URLs valid.
 */
export async function createFileUrlSigner(db: Db, config: Config, clock: Clock): Promise<FileUrlSigner> {
  const secret =
    config.signingSecret ??
    (await findOrCreateServerSecret(db, SIGNING_SECRET_NAME, randomBytes(32).toString("base64url"), clock.now()));
  return new FileUrlSigner(secret, clock, config.fileUrlTtlSeconds);
}
