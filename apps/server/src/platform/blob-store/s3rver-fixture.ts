// Test support: a real S3 API (s3rver, disk-backed in a temporary directory) on a random port.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "./s3-blob-store";

export interface RunningS3 {
  settings: S3Settings;
  /** The same settings as the server's environment variables. */
  env: Record<string, string>;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startS3rver(bucket = "bearish-test"): Promise<RunningS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    // s3rver's fixed credentials; it checks signatures made with them.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async keys() {
      const client = new S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
      } finally {
        client.destroy();
      }
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
