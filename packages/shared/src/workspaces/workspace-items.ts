import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { workspaceIdSchema } from "./workspace-ids";

/** Item types of the Add-an-item card (spec §3). */
export const ITEM_TYPES = ["Board", "List", "Checklist", "Whiteboard", "Document", "Wiki"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
/** Item types stored as components. */
export const COMPONENT_TYPES = ["Board", "List", "Checklist"] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** The spec's error text for an unknown item type. */
export const INVALID_ITEM_TYPE_MESSAGE = "Invalid item type";
/** Item lists are fetched with page 1 and size 100 (spec §7, §9). */
export const ITEM_LIST_DEFAULT_LIMIT = 100;
/** Default wiki page title (spec §4). */
export const DEFAULT_PAGE_TITLE = "New Document";

export const ITEM_NAME_MAX_LENGTH = 200;
export const ITEM_DESCRIPTION_MAX_LENGTH = 5000;
/**
 * Longest stored HTML of a document or wiki page, after sanitizing, and the largest live (Yjs) state
 * of one: room for a 200,000-word document (about 1.3 MB of HTML) with its blocks. A JSON PUT is also
 * bounded by the API's 1 MB body limit; larger documents are written through live editing.
 */
export const RICH_TEXT_MAX_LENGTH = 4_000_000;
/** Largest whiteboard scene, as JSON text. */
export const WHITEBOARD_CONTENT_MAX_LENGTH = 900_000;
export const DOCUMENT_PASSWORD_MIN_LENGTH = 4;
export const DOCUMENT_PASSWORD_MAX_LENGTH = 128;

export const itemTypeSchema = z.enum(ITEM_TYPES, { error: INVALID_ITEM_TYPE_MESSAGE });
export const componentTypeSchema = z.enum(COMPONENT_TYPES, { error: INVALID_ITEM_TYPE_MESSAGE });

export const itemListQuerySchema = pageQuerySchema(ITEM_LIST_DEFAULT_LIMIT);

const itemName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(ITEM_NAME_MAX_LENGTH, `${label} must be at most ${ITEM_NAME_MAX_LENGTH} characters`);
const description = z
  .string()
  .trim()
  .max(ITEM_DESCRIPTION_MAX_LENGTH, `Description must be at most ${ITEM_DESCRIPTION_MAX_LENGTH} characters`)
  .nullable();
const richText = z.string().max(RICH_TEXT_MAX_LENGTH, `Content must be at most ${RICH_TEXT_MAX_LENGTH} characters`);
/** Optimistic concurrency: the version the client edited; a stale one answers 409. */
const expectedVersion = z.number().int().min(1).optional();

// ── Add an item (POST workspace/{id}) ────────────────────────────────────────────────────────────

export const addItemBodySchema = z.object({ name: itemName("Item name"), type: itemTypeSchema });
export type AddItemBody = z.infer<typeof addItemBodySchema>;

export const addedItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: itemTypeSchema,
  createdAt: z.string(),
});
export type AddedItem = z.infer<typeof addedItemSchema>;

// ── Components (boards, lists, checklists) ───────────────────────────────────────────────────────

export const componentSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  componentType: componentTypeSchema,
  description: z.string().nullable(),
  isFreeform: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Component = z.infer<typeof componentSchema>;

export const componentBodySchema = z.object({
  name: itemName("Component name"),
  componentType: componentTypeSchema,
  description: description.optional(),
  isFreeform: z.boolean().default(false),
});
export const componentUpdateBodySchema = z
  .object({
    name: itemName("Component name"),
    componentType: componentTypeSchema,
    description,
    isFreeform: z.boolean(),
  })
  .partial();

// ── Whiteboards ──────────────────────────────────────────────────────────────────────────────────

export const whiteboardSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WhiteboardSummary = z.infer<typeof whiteboardSummarySchema>;

export const whiteboardSchema = whiteboardSummarySchema.extend({
  workspaceId: z.string(),
  /** The drawing (an Excalidraw scene), null until first saved. */
  content: z.unknown(),
  createdBy: z.string().nullable(),
});
export type Whiteboard = z.infer<typeof whiteboardSchema>;

export const whiteboardBodySchema = z.object({
  title: itemName("Whiteboard title"),
  description: description.optional(),
});
export const whiteboardUpdateBodySchema = z
  .object({
    title: itemName("Whiteboard title"),
    description,
    content: z
      .json()
      .refine((v) => JSON.stringify(v).length <= WHITEBOARD_CONTENT_MAX_LENGTH, "The whiteboard is too large to save"),
  })
  .partial();

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  isPublic: z.boolean(),
  /** The password itself is never returned. */
  hasPassword: z.boolean(),
  expirationDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentSchema = documentSummarySchema.extend({
  workspaceId: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  version: z.number().int(),
  createdBy: z.string().nullable(),
});
export type WorkspaceDocument = z.infer<typeof documentSchema>;

const documentPassword = z
  .string()
  .min(DOCUMENT_PASSWORD_MIN_LENGTH, `A document password needs at least ${DOCUMENT_PASSWORD_MIN_LENGTH} characters`)
  .max(DOCUMENT_PASSWORD_MAX_LENGTH, `A document password has at most ${DOCUMENT_PASSWORD_MAX_LENGTH} characters`);
const expirationDate = z.iso.datetime({ offset: true, error: "Expiration date must be an ISO 8601 date and time" });

export const documentBodySchema = z.object({
  title: itemName("Document title"),
  content: richText.default(""),
  isPublic: z.boolean().default(false),
  password: documentPassword.optional(),
  expirationDate: expirationDate.nullable().optional(),
});
export const documentUpdateBodySchema = z
  .object({
    title: itemName("Document title"),
    content: richText,
    isPublic: z.boolean(),
    /** null removes the password. */
    password: documentPassword.nullable(),
    expirationDate: expirationDate.nullable(),
    version: expectedVersion,
  })
  .partial();

// ── Wikis and pages ──────────────────────────────────────────────────────────────────────────────

export const wikiPageRefSchema = z.object({ id: z.string(), title: z.string() });

export const wikiSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  homePageId: z.string().nullable(),
  pages: z.array(wikiPageRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WikiSummary = z.infer<typeof wikiSummarySchema>;

/** A page in a wiki's tree (no content). */
export const wikiPageNodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  parentPageId: z.string().nullable(),
  order: z.number().int(),
  isWikiHome: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WikiPageNode = z.infer<typeof wikiPageNodeSchema>;

export const wikiSchema = wikiSummarySchema.omit({ pages: true }).extend({
  workspaceId: z.string(),
  createdBy: z.string().nullable(),
  pages: z.array(wikiPageNodeSchema),
});
export type Wiki = z.infer<typeof wikiSchema>;

export const wikiBodySchema = z.object({ name: itemName("Wiki name"), description: description.optional() });
export const wikiUpdateBodySchema = z
  .object({ name: itemName("Wiki name"), description, homePageId: z.uuid("Invalid page id") })
  .partial();

/** A wiki page (spec §3: title, content, version, wikiId, parentPageId, order, isWikiHome, isDeleted). */
export const wikiPageSchema = z.object({
  id: z.string(),
  wikiId: z.string(),
  workspaceId: z.string(),
  title: z.string(),
  content: z.string(),
  version: z.number().int(),
  parentPageId: z.string().nullable(),
  order: z.number().int(),
  isWikiHome: z.boolean(),
  isDeleted: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WikiPage = z.infer<typeof wikiPageSchema>;

const pageTitle = z
  .string()
  .trim()
  .max(ITEM_NAME_MAX_LENGTH, `Page title must be at most ${ITEM_NAME_MAX_LENGTH} characters`)
  .transform((v) => v || DEFAULT_PAGE_TITLE);
const pageOrder = z.number().int().min(0).max(1_000_000);

export const wikiPageBodySchema = z.object({
  title: pageTitle.default(DEFAULT_PAGE_TITLE),
  content: richText.default(""),
  parentPageId: z.uuid("Invalid parent page id").nullable().optional(),
  order: pageOrder.optional(),
});
export const wikiPageUpdateBodySchema = z
  .object({
    title: pageTitle,
    content: richText,
    parentPageId: z.uuid("Invalid parent page id").nullable(),
    order: pageOrder,
    version: expectedVersion,
  })
  .partial();

// ── Lists and params ─────────────────────────────────────────────────────────────────────────────

/** `data` of `GET workspace/{id}/items`: everything the items menu shows, in one answer (spec §3). */
export const workspaceItemsSchema = z.object({
  components: z.array(componentSchema),
  whiteboard: z.array(whiteboardSummarySchema),
  document: z.array(documentSummarySchema),
  wiki: z.array(wikiSummarySchema),
});
export type WorkspaceItems = z.infer<typeof workspaceItemsSchema>;

export const componentParamsSchema = z.object({ id: workspaceIdSchema, componentId: z.uuid("Invalid component id") });
export const whiteboardParamsSchema = z.object({
  id: workspaceIdSchema,
  whiteboardId: z.uuid("Invalid whiteboard id"),
});
export const documentParamsSchema = z.object({ id: workspaceIdSchema, docId: z.uuid("Invalid document id") });
export const wikiParamsSchema = z.object({ id: workspaceIdSchema, wikiId: z.uuid("Invalid wiki id") });
export const wikiPageParamsSchema = wikiParamsSchema.extend({ pageId: z.uuid("Invalid page id") });

/** `data` of an item delete. */
export const deletedItemSchema = z.object({ id: z.string() });
