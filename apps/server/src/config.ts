import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const databaseUrl = z.url().refine((v) => /^postgres(ql)?:\/\//.test(v), "must be a postgres:// or postgresql:// URL");

const smtpUrl = z.url().refine((v) => /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL");

/** Every environment variable the server reads. The README documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: databaseUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().min(3).default("Bearish <no-reply@bearish.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(15000),
  /** How long a signed-in session is remembered in memory (0 turns the cache off); see platform/cache. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300000).default(30000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  VALIDATE_RESPONSES: booleanFlag.optional(),
  REDIS_URL: z
    .url()
    .refine((v) => /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL")
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 1000 * 1000 * 1000),
  FILE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(6 * 3600),
  SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  sessionCacheTtlMs: number;
  webDistDir: string;
  /** Check every response against its schema before sending (on in tests and development). */
  validateResponses: boolean;
  redisUrl: string | undefined;
  /** S3-compatible object storage; when absent, blobs live in DATA_DIR/files. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  uploadMaxBytes: number;
  /** Bytes each person's cloud drive may hold (every version, trash included). */
  storageQuotaBytes: number;
  fileUrlTtlSeconds: number;
  /** Key for signing file URLs; generated and stored in the database when not given. */
  signingSecret: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once at start. A bad value throws naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  const repoRoot = path.resolve(import.meta.dirname, "../../..");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist")),
    validateResponses: e.VALIDATE_RESPONSES ?? e.NODE_ENV !== "production",
    redisUrl: e.REDIS_URL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    storageQuotaBytes: e.STORAGE_QUOTA_BYTES,
    fileUrlTtlSeconds: e.FILE_URL_TTL_SECONDS,
    signingSecret: e.SIGNING_SECRET,
  };
}
