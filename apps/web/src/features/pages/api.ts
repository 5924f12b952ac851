import type { PageAnchor, PageCommentThread, PageSuggestion } from "@bearish/shared/pages/page-comments";
import type { PageAnalytics, PageState, PublicPage } from "@bearish/shared/pages/page-state";
import type { PageVersion, PageVersionSummary } from "@bearish/shared/pages/page-versions";
import type { Activity } from "@bearish/shared/workspaces/workspace-activity";
import { http } from "../../lib/http";
import { type PageTarget, pageApiBase } from "./page-target";

const base = pageApiBase;
const id = (value: string) => encodeURIComponent(value);

export type CommentStatusFilter = "open" | "resolved" | "all";
export type SuggestionStatusFilter = "pending" | "accepted" | "rejected" | "all";

export interface PublishOptions {
  password?: string | null;
  expiresAt?: string | null;
}

export interface PageDetailsChange {
  title?: string;
  description?: string | null;
  bannerUrl?: string | null;
}

// Page menu (page-state.ts).
export const recordPageView = (t: PageTarget) => http.post<unknown>(`${base(t)}/view`);
export const lockPage = (t: PageTarget) => http.post<PageState>(`${base(t)}/lock`);
export const unlockPage = (t: PageTarget) => http.delete<PageState>(`${base(t)}/lock`);
export const publishPage = (t: PageTarget, body: PublishOptions) => http.put<PageState>(`${base(t)}/publish`, body);
export const unpublishPage = (t: PageTarget) => http.delete<PageState>(`${base(t)}/publish`);
export const archivePage = (t: PageTarget, archived: boolean) =>
  http.post<PageState>(`${base(t)}/${archived ? "archive" : "unarchive"}`);
export const updatePageDetails = (t: PageTarget, body: PageDetailsChange) =>
  http.put<unknown>(`${base(t)}/details`, body);
export const movePage = (t: PageTarget, body: { wikiId: string; parentPageId: string | null }) =>
  http.post<unknown>(`${base(t)}/move`, body);
export const listPageAudit = (t: PageTarget, page: number, signal?: AbortSignal) =>
  http.get<Activity[]>(`${base(t)}/audit`, { query: { page, limit: 20 }, signal });
export const fetchPageAnalytics = (t: PageTarget, signal?: AbortSignal) =>
  http.get<PageAnalytics>(`${base(t)}/analytics`, { signal });

// Comments and suggestions (page-comments.ts).
export const listComments = (t: PageTarget, status: CommentStatusFilter, signal?: AbortSignal) =>
  http.get<PageCommentThread[]>(`${base(t)}/comments`, { query: { status }, signal });
export const createComment = (t: PageTarget, body: { body: string; anchor?: PageAnchor }) =>
  http.post<PageCommentThread>(`${base(t)}/comments`, body);
export const replyToComment = (t: PageTarget, commentId: string, body: string) =>
  http.post<unknown>(`${base(t)}/comments/${id(commentId)}/replies`, { body });
export const editComment = (t: PageTarget, commentId: string, body: string) =>
  http.put<unknown>(`${base(t)}/comments/${id(commentId)}`, { body });
export const deleteComment = (t: PageTarget, commentId: string) =>
  http.delete<unknown>(`${base(t)}/comments/${id(commentId)}`);
export const resolveComment = (t: PageTarget, commentId: string, resolved: boolean) =>
  http.post<unknown>(`${base(t)}/comments/${id(commentId)}/resolve`, { resolved });
export const listSuggestions = (t: PageTarget, status: SuggestionStatusFilter, signal?: AbortSignal) =>
  http.get<PageSuggestion[]>(`${base(t)}/suggestions`, { query: { status }, signal });
export const createSuggestion = (t: PageTarget, body: { anchor: PageAnchor; quote: string; replacement: string }) =>
  http.post<PageSuggestion>(`${base(t)}/suggestions`, body);
export const decideSuggestion = (t: PageTarget, suggestionId: string, decision: "accept" | "reject") =>
  http.post<PageSuggestion>(`${base(t)}/suggestions/${id(suggestionId)}/${decision}`);

// Versions (page-versions.ts).
export const listVersions = (t: PageTarget, page: number, signal?: AbortSignal) =>
  http.get<PageVersionSummary[]>(`${base(t)}/versions`, { query: { page, limit: 20 }, signal });
export const fetchVersion = (t: PageTarget, versionId: string, signal?: AbortSignal) =>
  http.get<PageVersion>(`${base(t)}/versions/${id(versionId)}`, { signal });
export const saveVersion = (t: PageTarget, label: string) =>
  http.post<PageVersionSummary>(`${base(t)}/versions`, label.trim() ? { label: label.trim() } : {});
export const restoreVersion = (t: PageTarget, versionId: string) =>
  http.post<PageVersionSummary>(`${base(t)}/versions/${id(versionId)}/restore`);

/** Why a published page could not be read. */
export type PublicPageFailure = "password_required" | "password_incorrect" | "not_found" | "failed";

export class PublicPageError extends Error {
  constructor(readonly reason: PublicPageFailure) {
    super(reason);
  }
}

/**
 * A published page, read without the session: plain fetch with no bearer token (the http wrapper
 * would add one and treat a password 401 as the end of the session).
 */
export async function fetchPublicPage(token: string, password: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (password) headers["x-page-password"] = password;
  let response: Response;
  try {
    response = await fetch(`/api/public/page/${id(token)}`, { headers, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new PublicPageError("failed");
  }
  const body = (await response.json().catch(() => null)) as { data?: PublicPage; code?: string } | null;
  if (response.ok && body?.data) return body.data;
  if (response.status === 401) {
    throw new PublicPageError(body?.code === "page.password_incorrect" ? "password_incorrect" : "password_required");
  }
  throw new PublicPageError(response.status === 404 ? "not_found" : "failed");
}
