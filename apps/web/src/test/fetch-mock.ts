import { vi } from "vitest";

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = (request: { url: string; init: RequestInit | undefined }) => MockReply | Promise<MockReply>;

/** A successful envelope as the server sends it. */
export function ok<T>(data: T, message = "OK"): MockReply {
  return { status: 200, body: { success: true, statusCode: 200, message, data } };
}

/** An error envelope as the server sends it. */
export function fail(status: number, code: string, message: string): MockReply {
  return { status, body: { success: false, statusCode: status, error: "Error", code, message } };
}

/**
 * Replaces `fetch` with a table of `"METHOD /path"` → reply (query strings ignored). Unlisted calls answer 404,
 * so a test fails loudly when the app calls something unexpected.
 */
export function mockApi(routes: Record<string, Handler | MockReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, "").split("?")[0] ?? "";
    const route = routes[`${method} ${path}`];
    const reply =
      typeof route === "function"
        ? await route({ url, init })
        : (route ?? fail(404, "request.not_found", `No mock for ${method} ${path}`));
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
