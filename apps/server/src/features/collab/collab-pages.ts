import { collabDocumentName, type PageParams, parseCollabDocumentName } from "@bearish/shared/pages/page-targets";
import { VERSION_SNAPSHOT_INTERVAL_MS } from "@bearish/shared/pages/page-versions";
import { RICH_TEXT_MAX_LENGTH, WHITEBOARD_CONTENT_MAX_LENGTH } from "@bearish/shared/workspaces/workspace-items";
import * as Y from "yjs";
import type { CollabAccess, CollabHandler, CollabUser } from "../../platform/collab/collab-hub";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { findPageGrant, findPageGrants, type PageGrant } from "../pages/page-access";
import { notifyPageMentions } from "../pages/page-notifications";
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
  stableJson,
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
  /**
   * Content derived from each live document (HTML, or the scene without its view state) and the
   * document's revision it was derived at: REST reads of an open page do not serialise it again.
   */
  private readonly derived = new Map<string, { revision: number; content: PageContent }>();

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

  async authorizeMany(
    actors: SessionActor[],
    documentName: string,
  ): Promise<Map<string, { readOnly: boolean } | null>> {
    const params = parseCollabDocumentName(documentName);
    const access = new Map<string, { readOnly: boolean } | null>();
    const grants = params ? await findPageGrants(this.ctx.db, actors, params) : new Map<string, PageGrant | null>();
    for (const actor of actors) {
      const grant = grants.get(actor.userId);
      access.set(actor.userId, grant ? { readOnly: !grant.canEdit } : null);
    }
    return access;
  }

  /** The largest encoded Yjs state: the API's limit of the content (rich text, or a whiteboard's JSON). */
  maxStateBytes(documentName: string): number {
    return parseCollabDocumentName(documentName)?.kind === "whiteboard"
      ? WHITEBOARD_CONTENT_MAX_LENGTH
      : RICH_TEXT_MAX_LENGTH;
  }

  unloaded(documentName: string): void {
    this.editorsSinceVersion.delete(documentName);
    this.derived.delete(documentName);
  }

  async load(documentName: string, doc: Y.Doc): Promise<void> {
    const key = keyOf(documentName);
    const row = await findPageContent(this.ctx.db, key);
    if (!row) throw { reason: "not-found" };
    let stored = await findCollabState(this.ctx.db, documentName);
    if (!stored) {
      // First opened: build the state from the stored content and keep it, so every process
      // (with Redis, several) starts from the same Yjs history instead of seeding twice.
      const seed = new Y.Doc();
      if (key.kind === "whiteboard") seedScene(seed, parseScene(row.content));
      else seedRichText(seed, String(row.content ?? ""));
      await insertCollabStateIfAbsent(this.ctx.db, documentName, key, encodeState(seed), this.ctx.clock.now());
      seed.destroy();
      stored = await findCollabState(this.ctx.db, documentName);
    }
    if (!stored) return;
    Y.applyUpdate(doc, stored.state);
    if (row.updatedAt.getTime() <= stored.updatedAt.getTime()) return;
    // The row changed after the state (content written through the API, then the process stopped
    // before the live document took it): the row wins, so old content never comes back.
    const content: PageContent = key.kind === "whiteboard" ? parseScene(row.content) : String(row.content ?? "");
    const current: PageContent =
      key.kind === "whiteboard" ? sceneOf(doc, (content as WhiteboardScene).appState) : richTextOf(doc);
    if (sameContent(current, content)) return;
    doc.transact(() => {
      if (typeof content === "string") replaceRichText(doc, content);
      else replaceScene(doc, content);
    });
    const at = new Date(Math.max(this.ctx.clock.now().getTime(), row.updatedAt.getTime()));
    await saveCollabState(this.ctx.db, documentName, key, encodeState(doc), at);
  }

  /** The content derived from a live document (cached per revision while it is open here). */
  private derive(documentName: string, key: PageKey, doc: Y.Doc): PageContent {
    const revision = this.ctx.collab.revision(documentName);
    const cached = this.derived.get(documentName);
    if (revision !== null && cached?.revision === revision) return cached.content;
    const content: PageContent = key.kind === "whiteboard" ? sceneOf(doc) : richTextOf(doc);
    if (revision !== null) this.derived.set(documentName, { revision, content });
    return content;
  }

  async store(documentName: string, doc: Y.Doc, editors: CollabUser[]): Promise<number> {
    const key = keyOf(documentName);
    const now = this.ctx.clock.now();
    // Encoded and derived before the transaction, so the row's lock is held briefly.
    const state = encodeState(doc);
    const derived = this.derive(documentName, key, doc);
    const pending = this.editorsSinceVersion.get(documentName) ?? new Set<string>();
    for (const editor of editors) pending.add(editor.userId);
    this.editorsSinceVersion.set(documentName, pending);
    await inWorkspaceTransaction(this.ctx, async (tx, events) => {
      const row = await findPageContent(tx, key, true);
      if (!row) return; // Deleted meanwhile: nothing to keep.
      await saveCollabState(tx, documentName, key, state, now);
      let content: PageContent = derived;
      let changed: boolean;
      if (key.kind === "whiteboard") {
        const stored = parseScene(row.content);
        content = { ...(derived as WhiteboardScene), ...(stored.appState ? { appState: stored.appState } : {}) };
        // Compared as scenes (key order, elements dropped by the cleaning do not count): the same
        // scene written through the API is not a second change.
        changed = !sameContent(content, stored);
        if (!changed && stableJson(content) === stableJson(row.content ?? null)) return;
      } else {
        changed = content !== String(row.content);
        if (!changed) return;
      }
      await writePageContent(tx, key, content, now);
      if (!changed) return; // Only cleaned (elements a client may not store).
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
      if (typeof content === "string") {
        // Told as coming from the editor when one person made the edits of this store.
        const editorIds = new Set(editors.map((e) => e.userId));
        const actorId = editorIds.size === 1 ? ([...editorIds][0] ?? null) : null;
        const page = { ...key, title: row.title, wikiId: row.wikiId };
        await notifyPageMentions(this.ctx, tx, events, actorId, page, String(row.content ?? ""), content);
      }
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
    return state.byteLength;
  }

  /** Who edited the page since its last version, and forgets them (a version was just taken). */
  takeEditorsSinceVersion(key: PageKey): string[] {
    const name = nameOf(key);
    const editors = [...(this.editorsSinceVersion.get(name) ?? [])];
    this.editorsSinceVersion.delete(name);
    return editors;
  }

  /** The live content when the page is open here (derived once per change); null when it is not. */
  liveContent(key: PageKey, appState?: Record<string, unknown>): PageContent | null {
    const name = nameOf(key);
    return this.ctx.collab.readLive(name, (doc) => {
      const content = this.derive(name, key, doc);
      return typeof content === "string" ? content : { ...content, ...(appState ? { appState } : {}) };
    });
  }

  /**
   * Before a write checks the row's `version`: stores the live document's pending edits, so a
   * version older than them is a conflict. Answers false when that store failed.
   */
  async flushLive(key: PageKey): Promise<boolean> {
    return this.ctx.collab.flush(nameOf(key));
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

/** Two contents are the same page content (scenes compared in a stable key order). */
function sameContent(a: PageContent, b: PageContent): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return stableJson(a) === stableJson(b);
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
