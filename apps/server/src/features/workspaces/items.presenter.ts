import type {
  Component,
  ComponentType,
  DocumentSummary,
  Whiteboard,
  WhiteboardSummary,
  Wiki,
  WikiPage,
  WikiSummary,
  WorkspaceDocument,
} from "@bearish/shared/workspaces/workspace-items";
import type { ComponentRecord, DocumentRecord, WhiteboardRecord } from "./items.repository";
import type { PageNode, PageRecord, WikiRecord } from "./wikis.repository";

const iso = (d: Date) => d.toISOString();

export function presentComponent(c: ComponentRecord): Component {
  return {
    id: c.id,
    workspaceId: c.workspaceId,
    name: c.name,
    componentType: c.componentType as ComponentType,
    description: c.description,
    isFreeform: c.isFreeform,
    createdBy: c.createdBy,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

export function presentWhiteboardSummary(w: WhiteboardRecord): WhiteboardSummary {
  return {
    id: w.id,
    title: w.title,
    description: w.description,
    createdAt: iso(w.createdAt),
    updatedAt: iso(w.updatedAt),
  };
}

export function presentWhiteboard(w: WhiteboardRecord & { content: unknown }): Whiteboard {
  return {
    ...presentWhiteboardSummary(w),
    workspaceId: w.workspaceId,
    content: w.content ?? null,
    createdBy: w.createdBy,
  };
}

export function presentDocumentSummary(d: DocumentRecord): DocumentSummary {
  return {
    id: d.id,
    title: d.title,
    isPublic: d.isPublic,
    hasPassword: d.hasPassword,
    expirationDate: d.expirationDate ? iso(d.expirationDate) : null,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

export function presentDocument(d: DocumentRecord & { content: string }): WorkspaceDocument {
  return {
    ...presentDocumentSummary(d),
    workspaceId: d.workspaceId,
    content: d.content,
    version: d.version,
    createdBy: d.createdBy,
  };
}

export function presentWikiSummary(w: WikiRecord, pages: PageNode[]): WikiSummary {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    homePageId: w.homePageId,
    pages: pages.map((p) => ({ id: p.id, title: p.title })),
    createdAt: iso(w.createdAt),
    updatedAt: iso(w.updatedAt),
  };
}

export function presentWiki(w: WikiRecord, pages: PageNode[]): Wiki {
  return {
    id: w.id,
    workspaceId: w.workspaceId,
    name: w.name,
    description: w.description,
    homePageId: w.homePageId,
    createdBy: w.createdBy,
    pages: pages.map((p) => ({
      id: p.id,
      title: p.title,
      parentPageId: p.parentPageId,
      order: p.order,
      isWikiHome: p.isWikiHome,
      version: p.version,
      updatedAt: iso(p.updatedAt),
    })),
    createdAt: iso(w.createdAt),
    updatedAt: iso(w.updatedAt),
  };
}

export function presentPage(p: PageRecord): WikiPage {
  return {
    id: p.id,
    wikiId: p.wikiId,
    workspaceId: p.workspaceId,
    title: p.title,
    content: p.content,
    version: p.version,
    parentPageId: p.parentPageId,
    order: p.order,
    isWikiHome: p.isWikiHome,
    isDeleted: p.isDeleted,
    createdBy: p.createdBy,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}
