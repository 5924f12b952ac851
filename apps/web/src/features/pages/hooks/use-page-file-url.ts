import { type PageFileParams, parsePageFilePath } from "@bearish/shared/pages/page-files";
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { fetchPageFileUrl, fetchPublicPageFileUrl } from "../page-files";
import { pageKeys } from "../page-target";

/**
 * How a stored page file path (`/api/page/{kind}/{workspaceId}/{targetId}/files/{uploadId}`)
 * becomes a signed URL: `key` names the query, `resolve` fetches the URL.
 */
export interface PageFileResolver {
  key(file: PageFileParams): readonly unknown[];
  resolve(file: PageFileParams, signal: AbortSignal): Promise<string>;
}

/** Signed in: the page's own files route (readers of the page). */
export const signedInPageFileResolver: PageFileResolver = {
  key: (file) => [
    ...pageKeys.of({ kind: file.kind, workspaceId: file.workspaceId, targetId: file.targetId }),
    "files",
    file.uploadId,
  ],
  resolve: (file, signal) => fetchPageFileUrl(file, signal),
};

/** A published page (`/p/{token}`): its public files route, with its password when it has one. */
export function publicPageFileResolver(token: string, password: string | null): PageFileResolver {
  return {
    key: (file) => [...pageKeys.all, "public", token, password, "files", file.uploadId],
    resolve: (file, signal) => fetchPublicPageFileUrl(token, password, file.uploadId, signal),
  };
}

/** Which resolver images use; the published page provides the public one. */
export const PageFileResolverContext = createContext<PageFileResolver>(signedInPageFileResolver);

/** Signed URLs live for hours; a fresh one every five minutes is plenty. */
const STALE_MS = 5 * 60_000;

export interface PageFileUrlResult {
  /** The address to show: the signed URL of a page file, any other source as it is, null while unknown. */
  url: string | null;
  isPending: boolean;
  isError: boolean;
}

/**
 * The address an image should load for a stored source: a page file path is traded for a freshly
 * signed URL (through the context's resolver); any other address is returned as it is.
 */
export function usePageFileUrl(src: string | null | undefined): PageFileUrlResult {
  const resolver = useContext(PageFileResolverContext);
  const file = src ? parsePageFilePath(src) : null;
  const query = useQuery({
    queryKey: file ? resolver.key(file) : ["pages", "files", "none"],
    queryFn: ({ signal }) => resolver.resolve(file as PageFileParams, signal),
    enabled: file !== null,
    staleTime: STALE_MS,
    // A new URL reloads the image; a focus change is no reason for that.
    refetchOnWindowFocus: false,
  });
  if (!file) return { url: src || null, isPending: false, isError: false };
  return { url: query.data ?? null, isPending: query.isPending, isError: query.isError };
}
