import type { PageKind } from "@bearish/shared/pages/page-targets";

/** The page a component works on: its kind, workspace and id (and its wiki, for wiki pages). */
export interface PageTarget {
  kind: PageKind;
  workspaceId: string;
  targetId: string;
  wikiId?: string;
}

const id = (value: string) => encodeURIComponent(value);

/** `/page/{kind}/{workspaceId}/{targetId}`: the base of every page-menu call. */
export function pageApiBase(target: PageTarget): string {
  return `/page/${target.kind}/${id(target.workspaceId)}/${id(target.targetId)}`;
}

/** Query keys of the page features; all start with "pages". */
export const pageKeys = {
  all: ["pages"] as const,
  of: (t: PageTarget) => ["pages", t.kind, t.targetId] as const,
  state: (t: PageTarget) => ["pages", t.kind, t.targetId, "state"] as const,
  versions: (t: PageTarget) => ["pages", t.kind, t.targetId, "versions"] as const,
  version: (t: PageTarget, versionId: string) => ["pages", t.kind, t.targetId, "versions", versionId] as const,
  comments: (t: PageTarget, status: string) => ["pages", t.kind, t.targetId, "comments", status] as const,
  suggestions: (t: PageTarget, status: string) => ["pages", t.kind, t.targetId, "suggestions", status] as const,
  audit: (t: PageTarget) => ["pages", t.kind, t.targetId, "audit"] as const,
  analytics: (t: PageTarget) => ["pages", t.kind, t.targetId, "analytics"] as const,
};
