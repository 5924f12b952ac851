import { ReadOnlyContent } from "../../editor/components/read-only-content";

/**
 * Read-only page content (published pages, version previews). `html` must come from `safeEditorHtml`
 * (lib/safe-html.ts): the editor subset's allowlist has removed scripts, handlers and unsafe links
 * and styles. It is drawn by a read-only editor with the live editor's block views, so atom blocks
 * (images, equations, statuses, bookmarks, buttons ...) show as they do while editing; image blocks
 * resolve page files through `PageFileResolverContext` (the published page provides the public one).
 */
export function PageHtml({ html, label }: { html: string; label?: string }) {
  return <ReadOnlyContent html={html} label={label} />;
}
