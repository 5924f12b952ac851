import {
  PAGE_FILE_FIELD,
  type PageFileParams,
  type PageFileUploaded,
  type PageFileUrl,
} from "@bearish/shared/pages/page-files";
import { createContext, useContext } from "react";
import { http } from "../../lib/http";
import { type PageTarget, pageApiBase } from "./page-target";

const id = (value: string) => encodeURIComponent(value);

/**
 * The page whose editor is showing (provided by `PageEditor`): image blocks, the toolbar's media
 * button and the banner upload into it, so what the page stores is a stable path, never a signed
 * URL that expires for readers. Null outside a page.
 */
export const PageTargetContext = createContext<PageTarget | null>(null);

export function usePageTargetContext(): PageTarget | null {
  return useContext(PageTargetContext);
}

/** `POST page/{kind}/{workspaceId}/{targetId}/files` (multipart `file`) → `{uploadId, path}`. */
export const uploadPageFile = (target: PageTarget, file: File) => {
  const form = new FormData();
  form.append(PAGE_FILE_FIELD, file);
  return http.post<PageFileUploaded>(`${pageApiBase(target)}/files`, form).then((r) => r.data);
};

/** `GET page/{kind}/{workspaceId}/{targetId}/files/{uploadId}` (signed in): a freshly signed URL. */
export const fetchPageFileUrl = (file: PageFileParams, signal?: AbortSignal) =>
  http.get<PageFileUrl>(`${pageApiBase(file)}/files/${id(file.uploadId)}`, { signal }).then((r) => r.data.url);

/**
 * `GET public/page/{token}/files/{uploadId}` (no sign-in): plain fetch without the session, like
 * the published page itself (the http client would add the bearer token and end the session on a 401).
 */
export async function fetchPublicPageFileUrl(
  token: string,
  password: string | null,
  uploadId: string,
  signal?: AbortSignal,
): Promise<string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (password) headers["x-page-password"] = password;
  const response = await fetch(`/api/public/page/${id(token)}/files/${id(uploadId)}`, {
    headers,
    signal: signal ?? null,
  });
  const body = (await response.json().catch(() => null)) as { data?: PageFileUrl } | null;
  if (!response.ok || typeof body?.data?.url !== "string") {
    throw new Error(`The image could not be loaded (status ${response.status})`);
  }
  return body.data.url;
}
