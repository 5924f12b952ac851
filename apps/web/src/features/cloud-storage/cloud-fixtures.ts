import type { CloudFile, CloudFolder, CloudPerson } from "@bearish/shared/cloud-storage/cloud-file";
import { joinCloudPath } from "@bearish/shared/cloud-storage/cloud-paths";
import { makeMe } from "../../test/fixtures";

/** Test data shaped exactly like the server's CloudFile and CloudFolder (shared schemas). */
const me = makeMe();
export const ME_PERSON: CloudPerson = {
  id: me.id,
  firstName: me.firstName,
  lastName: me.lastName,
  email: me.email,
  avatar: null,
};

export function makeCloudFile(overrides: Partial<CloudFile> & { id: string; name: string }): CloudFile {
  const directory = overrides.directory ?? "/";
  return {
    originalName: overrides.name,
    description: "",
    tags: [],
    directory,
    path: joinCloudPath(directory, overrides.name),
    size: 1500,
    contentType: "application/pdf",
    uploadId: `u-${overrides.id}`,
    ownerId: me.id,
    uploadedBy: ME_PERSON,
    locking: { isLocked: false, lockedBy: null, lockedAt: null },
    enableWatermark: false,
    uploadDate: "2025-03-01T10:00:00.000Z",
    lastAccessed: null,
    downloads: 0,
    totalShares: 0,
    totalViews: 0,
    members: [],
    comments: 0,
    versions: 1,
    version: 1,
    setExpiryDate: null,
    connectedProject: null,
    connectedWorkspace: null,
    connectedFolder: null,
    platform: "bearish",
    thumbnailUrl: null,
    access: "owner",
    isDeleted: false,
    deletedAt: null,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

export function makeCloudFolder(overrides: Partial<CloudFolder> & { id: string; folderName: string }): CloudFolder {
  const directory = overrides.directory ?? "/";
  return {
    directory,
    path: joinCloudPath(directory, overrides.folderName),
    ownerId: me.id,
    createdBy: ME_PERSON,
    members: [],
    access: "owner",
    isDeleted: false,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A page of a list as the server answers it (envelope with meta). */
export function listPage<T>(data: T[], { page = 1, limit = 100, total = data.length } = {}) {
  return {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: "OK",
      data,
      meta: { page, limit, total, hasMore: page * limit < total },
    },
  };
}
