import { collabDocumentName, type PageParams, parseCollabDocumentName } from "@bearish/shared/pages/page-targets";
import { VERSION_SNAPSHOT_INTERVAL_MS } from "@bearish/shared/pages/page-versions";
import * as Y from "yjs";
import type { CollabAccess, CollabHandler, CollabUser } from "../../platform/collab/collab-hub";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { findPageGrant, type PageGrant } from "../pages/page-access";
import { syncPageSearch } from "../pages/pages.search";
import { recordItemChange } from "../workspaces/item-changes";
import { inWorkspaceTransaction } from "../workspaces/workspace-events";
import { findPeople } from "../workspaces/workspaces.repository";
import {
  findCollabState,
  findLatestVersion,
  findPageContent,
  insertCollabStateIfAbsent,
  insertVersion,
  type PageKey,
  saveCollabState,
  writePageContent,
} from "./collab.repository";
import {
  encodeState,
  parseScene,
  replaceRichText,
  replaceScene,
  richTextOf,
  sceneOf,
  seedRichText,
  seedScene,
  type WhiteboardScene,
} from "./collab-content";

/** A page's content as the API carries it: HTML for rich text, the scene for whiteboards. */
export type PageContent = string | WhiteboardScene;

const ITEM_TYPE = { document: "document", wiki_page: "page", whiteboard: "whiteboard" } as const;

export const nameOf = (key: PageKey) => collabDocumentName(key.kind, key.workspaceId, key.targetId);

/** The content as version text: HTML, or the scene's JSON. */
export const contentText = (content: PageContent): string =>
  typeof content === "string" ? content : JSON.stringify(content);

/** 409 when the caller's role may edit but the page cannot change now (locked by another, archived). */
export function requireEditableNow(grant: PageGrant): void {
  if (grant.canEdit) return;
  if (grant.state?.archivedAt) {
    throw new AppError("page.archived", 409, "This page is archived. Unarchive it to change it.");
  }
  throw new AppError("page.locked", 409, "This page is locked by someone else");
}

/**
 * The pages side of live collaboration: who may open a page's document, how its Yjs state is
 * loaded (or first built from the stored content) and stored (the page row's content derived from
 * it, search, activity, timed versions), and the one way the API reads and replaces content.
 */
export class CollabPages implements CollabHandler {
  /** Who edited each page since its last version (timed snapshots name them). */
  private readonly editorsSinceVersion = new Map<string, Set<string>>();

  constructor(private readonly ctx: AppContext) {}

  async authorize(actor: SessionActor, documentName: string): Promise<CollabAccess | null> {
    const params = parseCollabDocumentName(documentName);
    if (!params) return null;
    const grant = await findPageGrant(this.ctx.db, actor, params);
    if (!grant) return null;
    const people = await findPeople(this.ctx.db, [actor.userId]);
    const person = people.get(actor.userId);
    return { readOnly: !grant.canEdit, name: person ? `${person.firstName} ${person.lastName}`.trim() : "" };
  }

  async load(documentName: string, doc: Y.Doc): Promise<void> {
    const key = keyOf(documentName);
    let state = await findCollabState(this.ctx.db, documentName);
    if (!state) {
      // First opened: build the state from the stored content and keep it, so every process
      // (with Redis, several) starts from the same Yjs history instead of seeding twice.
      const row = await findPageContent(this.ctx.db, key);
      if (!row) throw { reason: "not-found" };
      const seed = new Y.Doc();
      if (key.kind === "whiteboard") seedScene(seed, parseScene(row.content));
      else seedRichText(seed, String(row.content ?? ""));
      await insertCollabStateIfAbsent(this.ctx.db, documentName, key, encodeState(seed), this.ctx.clock.now());
      seed.destroy();
      state = await findCollabState(this.ctx.db, documentName);
    }
    if (state) Y.applyUpdate(doc, state);
  }

  async store(documentName: string, doc: Y.Doc, editors: CollabUser[]): Promise<void> {
    const key = keyOf(documentName);
    const now = this.ctx.clock.now();
    const state = encodeState(doc);
    const pending = this.editorsSinceVersion.get(documentName) ?? new Set<string>();
    for (const editor of editors) pending.add(editor.userId);
    this.editorsSinceVersion.set(documentName, pending);
    await inWorkspaceTransaction(this.ctx, async (tx, events) => {
      const row = await findPageContent(tx, key, true);
      if (!row) return; // Deleted meanwhile: nothing to keep.
      await saveCollabState(tx, documentName, key, state, now);
      const content: PageContent =
        key.kind === "whiteboard" ? sceneOf(doc, parseScene(row.content).appState) : richTextOf(doc);
      const stored = key.kind === "whiteboard" ? JSON.stringify(row.content ?? null) : String(row.content);
      if (contentText(content) === stored) return;
      await writePageContent(tx, key, content, now);
      const by = editors.at(-1);
      if (by) {
        await recordItemChange(this.ctx, tx, events, by, {
          workspaceId: key.workspaceId,
          change: "updated",
          itemType: ITEM_TYPE[key.kind],
          id: key.targetId,
          name: row.title,
          ...(row.wikiId ? { wikiId: row.wikiId } : {}),
          fields: ["content"],
        });
      }
      await syncPageSearch(tx, key.kind, key.targetId, now);
      const latest = await findLatestVersion(tx, key);
      const due = !latest || now.getTime() - latest.createdAt.getTime() >= VERSION_SNAPSHOT_INTERVAL_MS;
      if (due && latest?.content !== contentText(content)) {
        await insertVersion(tx, key, {
          id: newId(),
          title: row.title,
          content: contentText(content),
          state: null,
          reason: "auto",
          label: null,
          authorId: null,
          editorIds: [...pending],
          now,
        });
        this.editorsSinceVersion.delete(documentName);
      }
    });
  }

  /** Who edited the page since its last version, and forgets them (a version was just taken). */
  takeEditorsSinceVersion(key: PageKey): string[] {
    const name = nameOf(key);
    const editors = [...(this.editorsSinceVersion.get(name) ?? [])];
    this.editorsSinceVersion.delete(name);
    return editors;
  }

  /** The live content when the page is open here (serialised now); null when it is not. */
  liveContent(key: PageKey, appState?: Record<string, unknown>): PageContent | null {
    return this.ctx.collab.readLive(nameOf(key), (doc) =>
      key.kind === "whiteboard" ? sceneOf(doc, appState) : richTextOf(doc),
    );
  }

  /** The content now: live when open here, else what the row holds (which every store keeps current). */
  async currentContent(key: PageKey): Promise<{ title: string; content: PageContent } | null> {
    const row = await findPageContent(this.ctx.db, key);
    if (!row) return null;
    if (key.kind === "whiteboard") {
      const stored = parseScene(row.content);
      return { title: row.title, content: this.liveContent(key, stored.appState) ?? stored };
    }
    return { title: row.title, content: this.liveContent(key) ?? String(row.content) };
  }

  /**
   * Replaces the live document's content (every connected editor sees it) and stores it at once.
   * Never call inside a transaction: the store opens its own.
   */
  async replaceContent(key: PageKey, content: PageContent, by: SessionActor | null): Promise<void> {
    const user: CollabUser | null = by ? { ...by, name: "" } : null;
    await this.ctx.collab.change(nameOf(key), user, (doc) => {
      if (typeof content === "string") replaceRichText(doc, content);
      else replaceScene(doc, content);
    });
  }
}

function keyOf(documentName: string): PageKey {
  const params = parseCollabDocumentName(documentName);
  if (!params) throw { reason: "not-found" };
  return params;
}

export const pageKey = (params: PageParams): PageKey => ({
  kind: params.kind,
  workspaceId: params.workspaceId,
  targetId: params.targetId,
});

const registry = new WeakMap<AppContext, CollabPages>();

/** The process's collaboration pages for this context, registered with `ctx.collab` on first use. */
export function collabPages(ctx: AppContext): CollabPages {
  let pages = registry.get(ctx);
  if (!pages) {
    pages = new CollabPages(ctx);
    registry.set(ctx, pages);
    ctx.collab.setHandler(pages);
  }
  return pages;
}
