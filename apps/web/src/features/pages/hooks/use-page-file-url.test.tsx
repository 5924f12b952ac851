import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import {
  type PageFileResolver,
  PageFileResolverContext,
  publicPageFileResolver,
  usePageFileUrl,
} from "./use-page-file-url";

const WORKSPACE_ID = "0197b000-0000-7000-8000-000000000001";
const DOC_ID = "0197d000-0000-7000-8000-000000000001";
const UPLOAD_ID = "0197f100-0000-7000-8000-000000000001";
const PATH = `/api/page/document/${WORKSPACE_ID}/${DOC_ID}/files/${UPLOAD_ID}`;
const SIGNED = `/api/files/${UPLOAD_ID}?expires=1&sig=abc`;

function wrapperWith(resolver?: PageFileResolver) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {resolver ? (
        <PageFileResolverContext.Provider value={resolver}>{children}</PageFileResolverContext.Provider>
      ) : (
        children
      )}
    </QueryClientProvider>
  );
}

afterEach(() => {
  window.localStorage.clear();
});

describe("usePageFileUrl", () => {
  it("returns web addresses and other paths as they are, without asking the server", () => {
    const fetchMock = mockApi({});
    for (const src of ["https://example.com/cat.png", "/api/files/x?expires=1&sig=s", "/api/page/not/a/file"]) {
      const { result } = renderHook(() => usePageFileUrl(src), { wrapper: wrapperWith() });
      expect(result.current).toEqual({ url: src, isPending: false, isError: false });
    }
    const { result } = renderHook(() => usePageFileUrl(null), { wrapper: wrapperWith() });
    expect(result.current.url).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("trades a page file path for a freshly signed URL through the page's files route (signed in)", async () => {
    window.localStorage.setItem("token", "tok");
    const fetchMock = mockApi({ [`GET ${PATH}`]: ok({ url: SIGNED }) });
    const { result } = renderHook(() => usePageFileUrl(PATH), { wrapper: wrapperWith() });
    expect(result.current).toEqual({ url: null, isPending: true, isError: false });
    await waitFor(() => expect(result.current.url).toBe(SIGNED));
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("authorization")).toBe("Bearer tok");
  });

  it("reports a file the server does not give", async () => {
    mockApi({ [`GET ${PATH}`]: fail(404, "request.not_found", "File not found") });
    const { result } = renderHook(() => usePageFileUrl(PATH), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.url).toBeNull();
  });

  it("on a published page, asks the public route with the page's password and no session", async () => {
    window.localStorage.setItem("token", "tok");
    const sent: Headers[] = [];
    mockApi({
      [`GET /api/public/page/tok-123/files/${UPLOAD_ID}`]: ({ init }) => {
        sent.push(new Headers(init?.headers));
        return ok({ url: SIGNED });
      },
    });
    const { result } = renderHook(() => usePageFileUrl(PATH), {
      wrapper: wrapperWith(publicPageFileResolver("tok-123", "secret")),
    });
    await waitFor(() => expect(result.current.url).toBe(SIGNED));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get("x-page-password")).toBe("secret");
    expect(sent[0]?.get("authorization")).toBeNull();
  });
});
