import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { fileUrlSchema } from "../uploads/upload";
import { CLOUD_ACCESS_LEVELS, CLOUD_SHARE_ROLES } from "./cloud-access";
import { CLOUD_NAME_MAX_LENGTH, cloudNameProblem, normalizeDirectory, ROOT_DIRECTORY } from "./cloud-paths";

/** Spec §7/§9: the browser asks for page 1, limit 100 of files and folders. */
export const CLOUD_LIST_DEFAULT_LIMIT = 100;
export const CLOUD_DESCRIPTION_MAX_LENGTH = 2000;
export const CLOUD_TAG_MAX_LENGTH = 50;
export const CLOUD_TAGS_MAX_COUNT = 30;
export const CLOUD_COMMENT_MAX_LENGTH = 4000;
/** Multipart fields of `POST cloud-storage/file/upload-file` (spec §7). */
export const CLOUD_UPLOAD_FILES_FIELD = "files";
export const CLOUD_UPLOAD_FOLDER_FIELD = "folderLocation";
export const CLOUD_UPLOAD_LOCK_FIELD = "locking.isLocked";
/** Multipart field of `POST cloud-storage/file/{id}/versions`. */
export const CLOUD_VERSION_FILE_FIELD = "file";

export const cloudAccessLevelSchema = z.enum(CLOUD_ACCESS_LEVELS);
export const cloudShareRoleSchema = z.enum(CLOUD_SHARE_ROLES);

/** A directory from a client: trimmed, normalized, refused with a clear message when it cannot be one. */
export const cloudDirectorySchema = z
  .string()
  .max(4096)
  .transform((value, ctx) => {
    const normalized = normalizeDirectory(value);
    if (normalized === null) {
      ctx.addIssue({
        code: "custom",
        message: "Folder path must start with / and name only valid folders (no .., no control characters)",
      });
      return z.NEVER;
    }
    return normalized;
  });

/** A folder or file name from a client: trimmed, then checked (no `/`, `..` or control characters). */
export const cloudNameSchema = z
  .string()
  .max(CLOUD_NAME_MAX_LENGTH * 4)
  .transform((value, ctx) => {
    const trimmed = value.trim();
    const problem = cloudNameProblem(trimmed);
    if (problem !== null) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return trimmed;
  });

export const cloudPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type CloudPerson = z.infer<typeof cloudPersonSchema>;

/** A person a file or folder is shared with. */
export const cloudMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: cloudShareRoleSchema,
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CloudMember = z.infer<typeof cloudMemberSchema>;

/**
 * The Cloud file of spec §3. `comments` and `versions` are counts (their lists have their own
 * calls); `access` is what the caller may do; `thumbnailUrl` is a signed URL for images.
 */
export const cloudFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  originalName: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  directory: z.string(),
  path: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** The upload holding the current version's bytes (what chat and tasks attach by id). */
  uploadId: z.string(),
  ownerId: z.string(),
  uploadedBy: cloudPersonSchema,
  locking: z.object({
    isLocked: z.boolean(),
    lockedBy: cloudPersonSchema.nullable(),
    lockedAt: z.string().nullable(),
  }),
  enableWatermark: z.boolean(),
  uploadDate: z.string(),
  lastAccessed: z.string().nullable(),
  downloads: z.number().int(),
  totalShares: z.number().int(),
  totalViews: z.number().int(),
  members: z.array(cloudMemberSchema),
  comments: z.number().int(),
  versions: z.number().int(),
  /** The number of the current version (1 for a fresh upload). */
  version: z.number().int(),
  setExpiryDate: z.string().nullable(),
  connectedProject: z.string().nullable(),
  connectedWorkspace: z.string().nullable(),
  connectedFolder: z.string().nullable(),
  platform: z.literal("bearish"),
  thumbnailUrl: z.string().nullable(),
  access: cloudAccessLevelSchema,
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CloudFile = z.infer<typeof cloudFileSchema>;

/** The Folder of spec §3, plus its path, owner and the caller's access. */
export const cloudFolderSchema = z.object({
  id: z.string(),
  folderName: z.string(),
  directory: z.string(),
  path: z.string(),
  ownerId: z.string(),
  createdBy: cloudPersonSchema,
  members: z.array(cloudMemberSchema),
  access: cloudAccessLevelSchema,
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CloudFolder = z.infer<typeof cloudFolderSchema>;

/** Which files a list shows: one folder of a drive, everything visible, what others share, media only. */
export const CLOUD_FILE_VIEWS = ["all", "shared", "media"] as const;
export const CLOUD_FILE_SORTS = ["name", "updated", "size", "type"] as const;

/**
 * `GET cloud-storage/file/get-all-files`. With `directory`, the files directly in that folder of
 * `ownerId`'s drive (default: the caller's); without it, every file the caller may see (`view`
 * narrows: `shared` = others' files, `media` = images, video and audio).
 */
export const cloudFilesQuerySchema = pageQuerySchema(CLOUD_LIST_DEFAULT_LIMIT).extend({
  directory: cloudDirectorySchema.optional(),
  ownerId: z.uuid().optional(),
  view: z.enum(CLOUD_FILE_VIEWS).default("all"),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(CLOUD_FILE_SORTS).default("name"),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export type CloudFilesQuery = z.infer<typeof cloudFilesQuerySchema>;

/** `GET cloud-storage/file/get-all-folders`: folders directly in `directory` (default `/`) of a drive, or shared ones. */
export const cloudFoldersQuerySchema = pageQuerySchema(CLOUD_LIST_DEFAULT_LIMIT).extend({
  directory: cloudDirectorySchema.default(ROOT_DIRECTORY),
  ownerId: z.uuid().optional(),
  view: z.enum(["drive", "shared"]).default("drive"),
});
export type CloudFoldersQuery = z.infer<typeof cloudFoldersQuerySchema>;

/** `POST cloud-storage/file/create-folder` (spec §7): 201 with the folder. */
export const createCloudFolderSchema = z.object({
  folderName: cloudNameSchema,
  directory: cloudDirectorySchema.default(ROOT_DIRECTORY),
  ownerId: z.uuid().optional(),
});
export type CreateCloudFolder = z.input<typeof createCloudFolderSchema>;

/** `PUT cloud-storage/file/update-folder/{id}`: rename (`folderName`) and/or move (`directory`). */
export const updateCloudFolderSchema = z
  .object({ folderName: cloudNameSchema.optional(), directory: cloudDirectorySchema.optional() })
  .strict()
  .refine((v) => v.folderName !== undefined || v.directory !== undefined, "Nothing to change");
export type UpdateCloudFolder = z.input<typeof updateCloudFolderSchema>;

const tagSchema = z.string().trim().min(1).max(CLOUD_TAG_MAX_LENGTH);

/** `PUT cloud-storage/file/update-file/{id}` (spec §7): any of these; success answers statusCode 200. */
export const updateCloudFileSchema = z
  .object({
    folderLocation: cloudDirectorySchema.optional(),
    name: cloudNameSchema.optional(),
    description: z.string().max(CLOUD_DESCRIPTION_MAX_LENGTH).optional(),
    tags: z.array(tagSchema).max(CLOUD_TAGS_MAX_COUNT).optional(),
    locking: z.object({ isLocked: z.boolean() }).optional(),
    enableWatermark: z.boolean().optional(),
    setExpiryDate: z.iso.datetime({ offset: true }).nullable().optional(),
    connectedProject: z.string().trim().max(200).nullable().optional(),
    connectedWorkspace: z.uuid().nullable().optional(),
    connectedFolder: z.string().trim().max(200).nullable().optional(),
  })
  .strict();
export type UpdateCloudFile = z.input<typeof updateCloudFileSchema>;

/** `POST cloud-storage/file/{id}/access`: a signed URL to preview (counts a view) or download (counts a download). */
export const cloudFileAccessSchema = z.object({
  purpose: z.enum(["view", "download"]),
  versionId: z.uuid().optional(),
});
export type CloudFileAccess = z.infer<typeof cloudFileAccessSchema>;
export const cloudFileUrlSchema = fileUrlSchema;

export const cloudFileVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  createdBy: cloudPersonSchema,
  createdAt: z.string(),
  isCurrent: z.boolean(),
});
export type CloudFileVersion = z.infer<typeof cloudFileVersionSchema>;

export const cloudFileCommentSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  author: cloudPersonSchema,
  body: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type CloudFileComment = z.infer<typeof cloudFileCommentSchema>;
export const createCloudCommentSchema = z.object({
  body: z.string().trim().min(1, "Comment is empty").max(CLOUD_COMMENT_MAX_LENGTH),
});

export const CLOUD_SHARE_TARGETS = ["file", "folder"] as const;
export type CloudShareTarget = (typeof CLOUD_SHARE_TARGETS)[number];
export const addCloudMemberSchema = z.object({
  userId: z.uuid(),
  role: cloudShareRoleSchema.default("viewer"),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const updateCloudMemberSchema = z.object({
  role: cloudShareRoleSchema,
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** An item in the trash (only its owner sees it). A trashed folder carries what was inside it. */
export const cloudTrashItemSchema = z.object({
  kind: z.enum(["file", "folder"]),
  id: z.string(),
  name: z.string(),
  directory: z.string(),
  size: z.number().int(),
  contentType: z.string().nullable(),
  deletedAt: z.string(),
});
export type CloudTrashItem = z.infer<typeof cloudTrashItemSchema>;
export const cloudTrashQuerySchema = pageQuerySchema(CLOUD_LIST_DEFAULT_LIMIT);

/** `GET cloud-storage/usage`: the caller's storage use against their quota (bytes). */
export const cloudUsageSchema = z.object({ used: z.number().int(), quota: z.number().int(), files: z.number().int() });
export type CloudUsage = z.infer<typeof cloudUsageSchema>;
