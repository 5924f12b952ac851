import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import type {
  AddedItem,
  AddItemBody,
  Component,
  componentBodySchema,
  componentUpdateBodySchema,
  DocumentSummary,
  documentBodySchema,
  documentUpdateBodySchema,
  Whiteboard,
  WhiteboardSummary,
  WorkspaceDocument,
  WorkspaceItems,
  whiteboardBodySchema,
  whiteboardUpdateBodySchema,
} from "@bearish/shared/workspaces/workspace-items";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { parseScene } from "../collab/collab-content";
import { collabPages, type PageContent, requireEditableNow } from "../collab/collab-pages";
import { findPageGrant } from "../pages/page-access";
import { findPageState } from "../pages/page-access.repository";
import { refuseIfNotChangeable } from "../pages/page-changes";
import { publishPage, unpublishPage } from "../pages/page-menu.service";
import { notifyPageMentions } from "../pages/page-notifications";
import { syncPageSearch } from "../pages/pages.search";
import { recordItemChange, sentFields, versionConflict, withoutUndefined } from "./item-changes";
import {
  presentComponent,
  presentDocument,
  presentDocumentSummary,
  presentWhiteboard,
  presentWhiteboardSummary,
} from "./items.presenter";
import {
  type DocumentPatch,
  findComponent,
  findDocument,
  findWhiteboard,
  insertComponent,
  insertDocument,
  insertWhiteboard,
  listComponents,
  listDocuments,
  listWhiteboards,
  updateComponent,
  updateDocument,
  updateWhiteboard,
} from "./items.repository";
import { sanitizeRichText } from "./rich-text";
import { createWiki, listWikiSummaries } from "./wikis.service";
import { requireWorkspaceAccess } from "./workspace-access";
import { inWorkspaceTransaction } from "./workspace-events";

type Page = { page: number; limit: number };
interface Listed<T> {
  items: T[];
  meta: PageMeta;
}

const componentNotFound = () => notFound("Component not found");
const whiteboardNotFound = () => notFound("Whiteboard not found");
const documentNotFound = () => notFound("Document not found");

/**
 * Content changes go through the live document, so editors see them and the page menu's lock and
 * archive apply: 409 when the caller is an editor but the page is locked by someone else or archived.
 */
async function requireContentEditable(
  ctx: AppContext,
  actor: SessionActor,
  kind: "document" | "whiteboard",
  workspaceId: string,
  targetId: string,
): Promise<void> {
  const grant = await findPageGrant(ctx.db, actor, { kind, workspaceId, targetId });
  if (grant && grant.role === "edit") requireEditableNow(grant);
}

/**
 * Renaming, moving or deleting a page is a change of the page, as the page menu's are: 409
 * `page.archived` / `page.locked` while it is archived or locked by someone else (in the change's
 * transaction, after the workspace row is locked, so a lock taken meanwhile is seen).
 */
async function refuseIfPageFrozen(
  tx: Db,
  actor: SessionActor,
  kind: "document" | "whiteboard",
  targetId: string,
): Promise<void> {
  await refuseIfNotChangeable(tx, actor, await findPageState(tx, kind, targetId));
}

/** After the row changed: the live document takes the new content (and stores it) for everyone. */
async function replaceLive(
  ctx: AppContext,
  actor: SessionActor,
  kind: "document" | "whiteboard",
  workspaceId: string,
  targetId: string,
  content: PageContent,
): Promise<void> {
  await collabPages(ctx).replaceContent({ kind, workspaceId, targetId }, content, actor);
}

// ── Components ───────────────────────────────────────────────────────────────────────────────────

export async function listWorkspaceComponents(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  page: Page,
): Promise<Listed<Component>> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const { rows, total } = await listComponents(ctx.db, workspaceId, page);
  return { items: rows.map(presentComponent), meta: pageMeta(page.page, page.limit, total) };
}

export async function getComponent(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
): Promise<Component> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const component = await findComponent(ctx.db, workspaceId, id);
  if (!component) throw componentNotFound();
  return presentComponent(component);
}

/** `POST component/{id}` (owner, editors, ADMIN): a board, list or checklist. */
export async function createComponent(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  body: z.output<typeof componentBodySchema>,
): Promise<Component> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const component = await insertComponent(tx, {
      id: newId(),
      workspaceId,
      name: body.name,
      componentType: body.componentType,
      description: body.description ?? null,
      isFreeform: body.isFreeform,
      createdBy: actor.userId,
      now: ctx.clock.now(),
    });
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "created",
      itemType: "component",
      id: component.id,
      name: component.name,
      componentType: component.componentType,
    });
    return presentComponent(component);
  });
}

export async function changeComponent(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
  body: z.output<typeof componentUpdateBodySchema>,
): Promise<Component> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const component = await updateComponent(tx, workspaceId, id, withoutUndefined(body), ctx.clock.now());
    if (!component) throw componentNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "updated",
      itemType: "component",
      id,
      name: component.name,
      componentType: component.componentType,
      fields: sentFields(body),
    });
    return presentComponent(component);
  });
}

export async function deleteComponent(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
): Promise<{ id: string }> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const now = ctx.clock.now();
    const component = await updateComponent(tx, workspaceId, id, { deletedAt: now }, now);
    if (!component) throw componentNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "deleted",
      itemType: "component",
      id,
      name: component.name,
      componentType: component.componentType,
    });
    return { id };
  });
}

// ── Whiteboards ──────────────────────────────────────────────────────────────────────────────────

export async function listWorkspaceWhiteboards(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  page: Page,
): Promise<Listed<WhiteboardSummary>> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const { rows, total } = await listWhiteboards(ctx.db, workspaceId, page);
  return { items: rows.map(presentWhiteboardSummary), meta: pageMeta(page.page, page.limit, total) };
}

export async function getWhiteboard(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
): Promise<Whiteboard> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const whiteboard = await findWhiteboard(ctx.db, workspaceId, id);
  if (!whiteboard) throw whiteboardNotFound();
  const stored = whiteboard.content === null ? null : parseScene(whiteboard.content);
  const live = collabPages(ctx).liveContent({ kind: "whiteboard", workspaceId, targetId: id }, stored?.appState);
  return presentWhiteboard(live === null ? whiteboard : { ...whiteboard, content: live });
}

export async function createWhiteboard(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  body: z.output<typeof whiteboardBodySchema>,
): Promise<Whiteboard> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const whiteboard = await insertWhiteboard(tx, {
      id: newId(),
      workspaceId,
      title: body.title,
      description: body.description ?? null,
      createdBy: actor.userId,
      now: ctx.clock.now(),
    });
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "created",
      itemType: "whiteboard",
      id: whiteboard.id,
      name: whiteboard.title,
    });
    await syncPageSearch(tx, "whiteboard", whiteboard.id, ctx.clock.now());
    return presentWhiteboard({ ...whiteboard, content: null });
  });
}

export async function changeWhiteboard(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
  body: z.output<typeof whiteboardUpdateBodySchema>,
): Promise<Whiteboard> {
  if (body.content !== undefined) await requireContentEditable(ctx, actor, "whiteboard", workspaceId, id);
  const changed = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    if (body.title !== undefined || body.description !== undefined) {
      if (!(await findWhiteboard(tx, workspaceId, id))) throw whiteboardNotFound();
      await refuseIfPageFrozen(tx, actor, "whiteboard", id);
    }
    const whiteboard = await updateWhiteboard(tx, workspaceId, id, withoutUndefined(body), ctx.clock.now());
    if (!whiteboard) throw whiteboardNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "updated",
      itemType: "whiteboard",
      id,
      name: whiteboard.title,
      fields: sentFields(body),
    });
    await syncPageSearch(tx, "whiteboard", id, ctx.clock.now());
    return whiteboard;
  });
  if (body.content === undefined) return presentWhiteboard(changed);
  await replaceLive(ctx, actor, "whiteboard", workspaceId, id, parseScene(body.content));
  return presentWhiteboard((await findWhiteboard(ctx.db, workspaceId, id)) ?? changed);
}

export async function deleteWhiteboard(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
): Promise<{ id: string }> {
  const deleted = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    if (!(await findWhiteboard(tx, workspaceId, id))) throw whiteboardNotFound();
    await refuseIfPageFrozen(tx, actor, "whiteboard", id);
    const now = ctx.clock.now();
    const whiteboard = await updateWhiteboard(tx, workspaceId, id, { deletedAt: now }, now);
    if (!whiteboard) throw whiteboardNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "deleted",
      itemType: "whiteboard",
      id,
      name: whiteboard.title,
    });
    await syncPageSearch(tx, "whiteboard", id, now);
    return { id };
  });
  // Live editors of the deleted whiteboard lose it.
  await ctx.collab.recheckAccess(collabDocumentName("whiteboard", workspaceId, id));
  return deleted;
}

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

export async function listWorkspaceDocuments(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  page: Page,
): Promise<Listed<DocumentSummary>> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const { rows, total } = await listDocuments(ctx.db, workspaceId, page);
  return { items: rows.map(presentDocumentSummary), meta: pageMeta(page.page, page.limit, total) };
}

export async function getDocument(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
): Promise<WorkspaceDocument> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const document = await findDocument(ctx.db, workspaceId, id);
  if (!document) throw documentNotFound();
  // One source of truth: while the document is edited live, its content is the live state.
  const live = collabPages(ctx).liveContent({ kind: "document", workspaceId, targetId: id });
  return presentDocument(typeof live === "string" ? { ...document, content: live } : document);
}

/** What a document body says of its public link (one source of truth: the page menu's publication). */
interface PublicationFields {
  isPublic?: boolean | undefined;
  password?: string | null | undefined;
  expirationDate?: string | null | undefined;
}

/**
 * 400 before anything is written when the publication fields cannot apply: an expiry in the past,
 * or a password or expiry for a document that stays unpublished.
 */
function checkPublication(ctx: AppContext, body: PublicationFields, published: boolean): void {
  if (body.expirationDate && Date.parse(body.expirationDate) <= ctx.clock.now().getTime()) {
    const message = "The link's expiry must be in the future";
    throw invalid(message, [{ path: "body.expirationDate", message }]);
  }
  const staysUnpublished = body.isPublic === false || (body.isPublic === undefined && !published);
  if (staysUnpublished && (body.password || body.expirationDate)) {
    const message = "A password or expiration date needs a public document (isPublic: true)";
    throw invalid(message, [{ path: body.password ? "body.password" : "body.expirationDate", message }]);
  }
}

/**
 * Applies the publication fields through the page menu's publish and unpublish (they keep
 * `page_states`, which the public link reads, and mirror it on the document row).
 */
async function applyPublication(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
  body: PublicationFields,
  published: boolean,
): Promise<void> {
  const params = { kind: "document" as const, workspaceId, targetId: id };
  if (body.isPublic === false) {
    if (published) await unpublishPage(ctx, actor, params);
    return;
  }
  const options = withoutUndefined({ password: body.password, expiresAt: body.expirationDate });
  if (body.isPublic === true || (published && Object.keys(options).length > 0)) {
    await publishPage(ctx, actor, params, options);
  }
}

const isPublished = async (db: Db, id: string) => Boolean((await findPageState(db, "document", id))?.publishToken);

/**
 * `POST document/{id}`: the HTML is sanitized. `isPublic` publishes the new document through the
 * page menu's publication (its password kept only as an argon2id hash).
 */
export async function createDocument(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  body: z.output<typeof documentBodySchema>,
): Promise<WorkspaceDocument> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "edit");
  checkPublication(ctx, body, false);
  const created = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const document = await insertDocument(tx, {
      id: newId(),
      workspaceId,
      title: body.title,
      content: sanitizeRichText(body.content),
      isPublic: false,
      passwordHash: null,
      expirationDate: null,
      createdBy: actor.userId,
      now: ctx.clock.now(),
    });
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "created",
      itemType: "document",
      id: document.id,
      name: document.title,
    });
    await syncPageSearch(tx, "document", document.id, ctx.clock.now());
    return document;
  });
  if (!body.isPublic) return presentDocument(created);
  await applyPublication(ctx, actor, workspaceId, created.id, body, false);
  return presentDocument((await findDocument(ctx.db, workspaceId, created.id)) ?? created);
}

/**
 * `PUT document/{id}/document/{docId}`: bumps the version; a stale `version` answers 409. New
 * content is sanitized through the editor schema, then replaces the live document (connected
 * editors see it) and is stored at once; 409 when the page is locked by someone else or archived
 * (also for a new title). `isPublic`, `password` and `expirationDate` are the page's publication:
 * they go through the page menu's publish and unpublish, so the public link and this agree.
 */
export async function changeDocument(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
  body: z.output<typeof documentUpdateBodySchema>,
): Promise<WorkspaceDocument> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "edit");
  const patch: DocumentPatch = withoutUndefined({
    title: body.title,
    content: body.content === undefined ? undefined : sanitizeRichText(body.content),
  });
  const publication: PublicationFields = {
    isPublic: body.isPublic,
    password: body.password,
    expirationDate: body.expirationDate,
  };
  const changesPublication = Object.values(publication).some((value) => value !== undefined);
  const published = changesPublication ? await isPublished(ctx.db, id) : false;
  if (changesPublication) checkPublication(ctx, publication, published);
  if (patch.content !== undefined) await requireContentEditable(ctx, actor, "document", workspaceId, id);
  // Live edits not stored yet count for the version check.
  if (body.version !== undefined) await collabPages(ctx).flushLive({ kind: "document", workspaceId, targetId: id });
  const changed = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    const current = await findDocument(tx, workspaceId, id);
    if (!current) throw documentNotFound();
    if (body.version !== undefined && current.version !== body.version) throw versionConflict("document");
    if (patch.title !== undefined) await refuseIfPageFrozen(tx, actor, "document", id);
    if (Object.keys(patch).length === 0) return current;
    const document = await updateDocument(tx, workspaceId, id, patch, body.version, ctx.clock.now());
    if (!document) throw versionConflict("document");
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "updated",
      itemType: "document",
      id,
      name: document.title,
      fields: sentFields(patch),
    });
    await syncPageSearch(tx, "document", id, ctx.clock.now());
    if (patch.content !== undefined) {
      const page = { kind: "document" as const, workspaceId, targetId: id, title: document.title, wikiId: null };
      await notifyPageMentions(ctx, tx, events, actor.userId, page, current.content, document.content);
    }
    return document;
  });
  if (changesPublication) await applyPublication(ctx, actor, workspaceId, id, publication, published);
  if (patch.content !== undefined) await replaceLive(ctx, actor, "document", workspaceId, id, changed.content);
  if (patch.content === undefined && !changesPublication) return presentDocument(changed);
  return presentDocument((await findDocument(ctx.db, workspaceId, id)) ?? changed);
}

export async function deleteDocument(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  id: string,
): Promise<{ id: string }> {
  const deleted = await inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, workspaceId, "edit", { lock: true });
    if (!(await findDocument(tx, workspaceId, id))) throw documentNotFound();
    await refuseIfPageFrozen(tx, actor, "document", id);
    const now = ctx.clock.now();
    const document = await updateDocument(tx, workspaceId, id, { deletedAt: now }, undefined, now);
    if (!document) throw documentNotFound();
    await recordItemChange(ctx, tx, events, actor, {
      workspaceId,
      change: "deleted",
      itemType: "document",
      id,
      name: document.title,
    });
    await syncPageSearch(tx, "document", id, now);
    return { id };
  });
  // Live editors of the deleted document lose it.
  await ctx.collab.recheckAccess(collabDocumentName("document", workspaceId, id));
  return deleted;
}

// ── Every item at once, and Add an item ──────────────────────────────────────────────────────────

/** `GET workspace/{id}/items`: components, whiteboards, documents and wikis (with pages) in one answer. */
export async function listWorkspaceItems(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  page: Page,
): Promise<WorkspaceItems> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const components = await listComponents(ctx.db, workspaceId, page);
  const whiteboards = await listWhiteboards(ctx.db, workspaceId, page);
  const documents = await listDocuments(ctx.db, workspaceId, page);
  return {
    components: components.rows.map(presentComponent),
    whiteboard: whiteboards.rows.map(presentWhiteboardSummary),
    document: documents.rows.map(presentDocumentSummary),
    wiki: (await listWikiSummaries(ctx.db, workspaceId, page)).items,
  };
}

/** `POST workspace/{id}`: the Add-an-item card; the type decides which item is made. */
export async function addItem(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  body: AddItemBody,
): Promise<AddedItem> {
  const { name, type } = body;
  switch (type) {
    case "Board":
    case "List":
    case "Checklist": {
      const c = await createComponent(ctx, actor, workspaceId, { name, componentType: type, isFreeform: false });
      return { id: c.id, name: c.name, type, createdAt: c.createdAt };
    }
    case "Whiteboard": {
      const w = await createWhiteboard(ctx, actor, workspaceId, { title: name });
      return { id: w.id, name: w.title, type, createdAt: w.createdAt };
    }
    case "Document": {
      const d = await createDocument(ctx, actor, workspaceId, { title: name, content: "", isPublic: false });
      return { id: d.id, name: d.title, type, createdAt: d.createdAt };
    }
    case "Wiki": {
      const w = await createWiki(ctx, actor, workspaceId, { name });
      return { id: w.id, name: w.name, type, createdAt: w.createdAt };
    }
  }
}
