// Test support for the cloud-storage tests: files and folders put straight into the database and
// the blob store (no HTTP upload), shares, and a request helper. Every part's tests import these.
import { Readable } from "node:stream";
import type { CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import { joinCloudPath, ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import type { LightMyRequestResponse } from "fastify";
import { cloudFiles, cloudFileVersions, cloudFolders, cloudShares } from "../../db/tables";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import type { TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";
import { recordStoredFiles, storeIncomingFile } from "../uploads/uploads.service";
import { findLiveFolderByPath } from "./cloud-folders.repository";
import { reserveStorage } from "./cloud-usage.repository";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The owner of a seeded item: a test user or just an id. */
type Owner = TestUser | { user: { id: string } };

const actorOf = (userId: string): SessionActor => ({ sessionId: "", userId, role: "USER" });

/** Calls `/api/<path>` as `user` (signed out when undefined). */
export function cloudApi(
  t: TestServer,
  method: Method,
  path: string,
  user: TestUser | undefined,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.request(method, `/api/${path.replace(/^\//, "")}`, {
    token: user?.token,
    ...(body !== undefined ? { body } : {}),
  });
}

export interface SeededCloudFile {
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  uploadId: string;
  versionId: string;
  size: number;
  contentType: string;
}

/**
 * A file of `owner`'s drive with one version, its bytes in the blob store and its size counted in
 * the owner's usage, as an upload would leave it. `directory` (default `/`) must exist; it is
 * matched case-insensitively like a client's. `contentType` overrides the type found in the bytes.
 */
export async function seedCloudFile(
  t: TestServer,
  owner: Owner,
  options: { name: string; directory?: string; bytes?: Buffer | string; contentType?: string; uploadedBy?: string },
): Promise<SeededCloudFile> {
  const ownerId = owner.user.id;
  const bytes = Buffer.isBuffer(options.bytes)
    ? options.bytes
    : Buffer.from(options.bytes ?? `content of ${options.name}`);
  const stored = await storeIncomingFile(t.ctx, {
    filename: options.name,
    stream: Readable.from([bytes]),
    exceeded: () => false,
  });
  if (!stored) throw new Error("seedCloudFile: nothing stored");
  if (options.contentType) stored.contentType = options.contentType;
  const now = t.clock.now();
  const uploader = options.uploadedBy ?? ownerId;
  const directory = await exactDirectory(t, ownerId, options.directory ?? ROOT_DIRECTORY);
  return t.ctx.db.transaction(async (tx) => {
    const [upload] = await recordStoredFiles(tx, actorOf(uploader), [stored], now);
    if (!upload) throw new Error("seedCloudFile: upload not recorded");
    const id = newId();
    const versionId = newId();
    await tx.insert(cloudFiles).values({
      id,
      ownerId,
      uploadedBy: uploader,
      name: options.name,
      originalName: options.name,
      directory,
      uploadId: upload.id,
      size: stored.size,
      contentType: stored.contentType,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(cloudFileVersions).values({
      id: versionId,
      fileId: id,
      version: 1,
      uploadId: upload.id,
      name: options.name,
      size: stored.size,
      contentType: stored.contentType,
      createdBy: uploader,
      createdAt: now,
    });
    if (!(await reserveStorage(tx, ownerId, stored.size, 1, t.ctx.config.storageQuotaBytes))) {
      throw new Error("seedCloudFile: over quota");
    }
    return {
      id,
      ownerId,
      name: options.name,
      directory,
      uploadId: upload.id,
      versionId,
      size: stored.size,
      contentType: stored.contentType,
    };
  });
}

export interface SeededCloudFolder {
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  path: string;
}

/** A folder of `owner`'s drive in `directory` (default `/`, which must exist). */
export async function seedCloudFolder(
  t: TestServer,
  owner: Owner,
  options: { name: string; directory?: string },
): Promise<SeededCloudFolder> {
  const ownerId = owner.user.id;
  const directory = await exactDirectory(t, ownerId, options.directory ?? ROOT_DIRECTORY);
  const path = joinCloudPath(directory, options.name);
  const now = t.clock.now();
  const id = newId();
  await t.ctx.db.insert(cloudFolders).values({
    id,
    ownerId,
    name: options.name,
    directory,
    path,
    createdBy: ownerId,
    createdAt: now,
    updatedAt: now,
  });
  return { id, ownerId, name: options.name, directory, path };
}

/** Folders `/a`, `/a/b`... one inside the next; answers the deepest. */
export async function seedCloudFolderPath(t: TestServer, owner: Owner, names: string[]): Promise<SeededCloudFolder> {
  let directory = ROOT_DIRECTORY;
  let last: SeededCloudFolder | undefined;
  for (const name of names) {
    last = await seedCloudFolder(t, owner, { name, directory });
    directory = last.path;
  }
  if (!last) throw new Error("seedCloudFolderPath: no names");
  return last;
}

/** Shares a file or a folder of `ownerId`'s drive with `userId` (a `cloud_shares` row); answers the share id. */
export async function shareCloudItem(
  t: TestServer,
  share: {
    ownerId: string;
    fileId?: string;
    folderId?: string;
    userId: string;
    role: CloudShareRole;
    expiresAt?: Date | null;
  },
): Promise<string> {
  const id = newId();
  await t.ctx.db.insert(cloudShares).values({
    id,
    ownerId: share.ownerId,
    fileId: share.fileId ?? null,
    folderId: share.folderId ?? null,
    userId: share.userId,
    role: share.role,
    expiresAt: share.expiresAt ?? null,
    createdBy: share.ownerId,
    createdAt: t.clock.now(),
  });
  return id;
}

async function exactDirectory(t: TestServer, ownerId: string, directory: string): Promise<string> {
  if (directory === ROOT_DIRECTORY) return ROOT_DIRECTORY;
  const folder = await findLiveFolderByPath(t.ctx.db, ownerId, directory);
  if (!folder) throw new Error(`seed: no folder ${directory}`);
  return folder.path;
}
