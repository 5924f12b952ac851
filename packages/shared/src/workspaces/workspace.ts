import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { customFieldSchema } from "./custom-fields";
import { activitySchema } from "./workspace-activity";
import { workspaceIdParamSchema } from "./workspace-ids";
import { wikiPageRefSchema } from "./workspace-items";
import { workspaceMemberRoleSchema, workspaceMemberSchema } from "./workspace-members";
import {
  isHttpUrl,
  isWorkspaceKey,
  normalizeTags,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  WORKSPACE_ACCESS_LEVELS,
  WORKSPACE_KEY_MAX_LENGTH,
} from "./workspace-rules";

/** Project types of a product workspace; SCRUM by default (spec §3). */
export const PROJECT_TYPES = ["SCRUM", "KANBAN"] as const;
export const DEFAULT_PROJECT_TYPE = "SCRUM";
/** Visibility: PUBLIC by default (spec §3). A PRIVATE workspace is never listed for link viewers. */
export const VISIBILITIES = ["PUBLIC", "PRIVATE"] as const;
export const DEFAULT_VISIBILITY = "PUBLIC";
/** The share popover's general access toggle (spec §2), stored on the server. */
export const GENERAL_ACCESS = ["restricted", "anyone_with_link"] as const;
export const DEFAULT_GENERAL_ACCESS = "restricted";

export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const WORKSPACE_DESCRIPTION_MAX_LENGTH = 5000;
export const WEBSITE_MAX_LENGTH = 2048;
/** Layout columns: at least 1, at most 6 (spec §5); 1 by default (spec §3). */
export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 6;
export const DEFAULT_COLUMNS = 1;
/** Workspace list default page size (spec §7). The sidebar asks for 100. */
export const WORKSPACE_LIST_DEFAULT_LIMIT = 20;
export const WORKSPACE_SEARCH_MAX_LENGTH = 100;
/** How many members the workspace answer carries; the members endpoint pages through all. */
export const WORKSPACE_MEMBERS_PREVIEW = 20;

/** Multipart field of the cover image on create and update. */
export const COVER_IMAGE_FIELD = "coverImage";
/** Cover images are PNG, JPEG or WebP (spec §5: banner upload), recognised by their bytes. */
export const COVER_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const COVER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_IMAGE_TYPE_MESSAGE = "The cover image must be a PNG, JPEG or WebP image";

export const projectTypeSchema = z.enum(PROJECT_TYPES, { error: `Project type must be ${PROJECT_TYPES.join(" or ")}` });
export const visibilitySchema = z.enum(VISIBILITIES, { error: `Visibility must be ${VISIBILITIES.join(" or ")}` });
export const generalAccessSchema = z.enum(GENERAL_ACCESS, {
  error: `General access must be ${GENERAL_ACCESS.join(" or ")}`,
});
export type ProjectType = z.infer<typeof projectTypeSchema>;
export type Visibility = z.infer<typeof visibilitySchema>;
export type GeneralAccess = z.infer<typeof generalAccessSchema>;

const name = z
  .string({ error: "Workspace name is required" })
  .trim()
  .min(1, "Workspace name is required")
  .max(WORKSPACE_NAME_MAX_LENGTH, `Workspace name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters`);
/** Optional text: trimmed; empty means none. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((v) => v || null);
const website = z
  .string()
  .trim()
  .max(WEBSITE_MAX_LENGTH, `Website must be at most ${WEBSITE_MAX_LENGTH} characters`)
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || isHttpUrl(v), "Website must be an http or https URL");
const key = z
  .string()
  .trim()
  .toUpperCase()
  .nullable()
  .transform((v) => v || null)
  .refine(
    (v) => v === null || isWorkspaceKey(v),
    `Key must be 1 to ${WORKSPACE_KEY_MAX_LENGTH} upper-case letters or digits`,
  );
const columns = z
  .number({ error: "Columns must be a number" })
  .int("Columns must be a whole number")
  .min(MIN_COLUMNS, `Columns must be between ${MIN_COLUMNS} and ${MAX_COLUMNS}`)
  .max(MAX_COLUMNS, `Columns must be between ${MIN_COLUMNS} and ${MAX_COLUMNS}`);

/** A list of tags: each trimmed and at most 50 characters, duplicates (ignoring case) dropped, at most 100. */
export const tagsSchema = z
  .array(z.string().trim().max(TAG_MAX_LENGTH, `A tag must be at most ${TAG_MAX_LENGTH} characters`), {
    error: "Tags must be a list of texts",
  })
  .transform(normalizeTags)
  .refine((tags) => tags.length <= TAGS_MAX_COUNT, `A workspace has at most ${TAGS_MAX_COUNT} tags`);

/** `POST workspace` fields (multipart, or JSON); the cover image is a file part beside them. */
export const workspaceCreateBodySchema = z.object({
  name,
  description: optionalText(WORKSPACE_DESCRIPTION_MAX_LENGTH, "Description").default(null),
  website: website.default(null),
  key: key.default(null),
  visibility: visibilitySchema.default(DEFAULT_VISIBILITY),
  project_type: projectTypeSchema.default(DEFAULT_PROJECT_TYPE),
  columns: columns.default(DEFAULT_COLUMNS),
  generalAccess: generalAccessSchema.default(DEFAULT_GENERAL_ACCESS),
  tags: tagsSchema.default([]),
});
export type WorkspaceCreateBody = z.infer<typeof workspaceCreateBodySchema>;

/** `PUT workspace/{id}` fields: only what is sent changes; `removeCover` drops the cover image. */
export const workspaceUpdateBodySchema = z.object({
  name: name.optional(),
  description: optionalText(WORKSPACE_DESCRIPTION_MAX_LENGTH, "Description").optional(),
  website: website.optional(),
  key: key.optional(),
  visibility: visibilitySchema.optional(),
  project_type: projectTypeSchema.optional(),
  columns: columns.optional(),
  generalAccess: generalAccessSchema.optional(),
  tags: tagsSchema.optional(),
  removeCover: z.boolean().optional(),
});
export type WorkspaceUpdateBody = z.infer<typeof workspaceUpdateBodySchema>;

/** How multipart text fields become the body's types (everything else stays text). */
export const WORKSPACE_FORM_FIELD_KINDS = { columns: "number", tags: "list", removeCover: "boolean" } as const;

export const workspaceListQuerySchema = pageQuerySchema(WORKSPACE_LIST_DEFAULT_LIMIT).extend({
  /** Case-insensitive substring of the name (spec §5). */
  search: z.string().trim().max(WORKSPACE_SEARCH_MAX_LENGTH).optional(),
});
export type WorkspaceListQuery = z.infer<typeof workspaceListQuerySchema>;

export const generalAccessBodySchema = z.object({ generalAccess: generalAccessSchema });
export const tagsBodySchema = z.object({ tags: tagsSchema });

export const CONTENT_TYPE_MAX_LENGTH = 50;
export const CONTENT_DATA_MAX_LENGTH = 200_000;
/** `POST`/`PUT workspace/{id}/content[/{contentId}]`: one block of the workspace's own page. */
export const contentBodySchema = z.object({
  type: z
    .string({ error: "Content type is required" })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, "Content type must be a word like paragraph or heading")
    .max(CONTENT_TYPE_MAX_LENGTH),
  data: z
    .json({ error: "Content data must be JSON" })
    .refine((v) => JSON.stringify(v).length <= CONTENT_DATA_MAX_LENGTH, "Content data is too large"),
  position: z.number().int().min(0).max(1_000_000).optional(),
});
export const contentUpdateBodySchema = contentBodySchema.partial();

export const contentSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.unknown(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkspaceContent = z.infer<typeof contentSchema>;

export const ownerSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
});

export const workspaceWikiSchema = z.object({ id: z.string(), name: z.string(), pages: z.array(wikiPageRefSchema) });

/** Lists that later features fill (templates, reminders, ...); empty until then, never sample data. */
const notYet = z.array(z.never());

/** What the caller may do, so the client can hide controls it would be refused. */
export const workspaceAbilitiesSchema = z.object({
  edit: z.boolean(),
  comment: z.boolean(),
  manageMembers: z.boolean(),
  changeGeneralAccess: z.boolean(),
  archive: z.boolean(),
  delete: z.boolean(),
});
export type WorkspaceAbilities = z.infer<typeof workspaceAbilitiesSchema>;

/**
 * A workspace as the API answers it: the spec's "Workspace item (merged list)" fields (§3), the
 * caller's own `isPinned`, `myRole`, `permissions` and `can`. Lists leave out `activity`,
 * `content` and `wikis` (fetch one workspace or its items for those).
 */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  source: z.literal("BEARISH"),
  project_type: projectTypeSchema,
  ownerId: z.string(),
  owner: ownerSummarySchema,
  visibility: visibilitySchema,
  generalAccess: generalAccessSchema,
  appearance: z.object({
    /** A signed, expiring URL of the cover image (works in `<img src>`), or null. */
    coverImage: z.string().nullable(),
    coverImageId: z.string().nullable(),
  }),
  /** The first 20 members (owner first); `memberCount` counts them all. */
  members: z.array(workspaceMemberSchema),
  memberCount: z.number().int(),
  content: z.array(contentSchema).optional(),
  customFields: z.array(customFieldSchema),
  tags: z.array(z.string()),
  templates: notYet,
  appliedTemplate: z.null(),
  integrations: notYet,
  /** The latest 10 entries. */
  activity: z.array(activitySchema).optional(),
  columns: z.number().int(),
  connectedItems: notYet,
  wikis: z.array(workspaceWikiSchema).optional(),
  reminders: notYet,
  videoReports: notYet,
  codeBlocks: notYet,
  files: notYet,
  mediaElements: notYet,
  internetBookmarks: notYet,
  tableOfContents: z.object({ items: notYet }),
  equations: notYet,
  buttons: notYet,
  syncElements: notYet,
  headingToggles: notYet,
  isArchived: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isPinned: z.boolean(),
  /** The caller's member role, or null (ADMIN, AUDITOR or a link viewer without membership). */
  myRole: workspaceMemberRoleSchema.nullable(),
  /** The caller's effective access. */
  permissions: z.enum(WORKSPACE_ACCESS_LEVELS),
  can: workspaceAbilitiesSchema,
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const pinStateSchema = z.object({ workspaceId: z.string(), isPinned: z.boolean() });
export const deletedWorkspaceSchema = z.object({ id: z.string() });
export const contentParamsSchema = workspaceIdParamSchema.extend({ contentId: z.uuid("Invalid content id") });
export const customFieldParamsSchema = workspaceIdParamSchema.extend({ fieldId: z.uuid("Invalid field id") });
