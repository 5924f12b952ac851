import type { ErrorDetail, PageMeta } from "@bearish/shared/api/envelope";
import { DEFAULT_LOCALE, isLocale } from "@bearish/shared/app/locales";
import { clearAuthStorage, getToken } from "./auth-storage";

const API_BASE = "/api";

/** The success envelope of every endpoint (DESIGN §3), typed by the caller with a shared schema's type. */
export interface ApiSuccess<T> {
  success: true;
  statusCode: 200 | 201;
  message: string;
  data: T;
  meta?: PageMeta;
}

/**
 * A failed call. `message` is the wrapper's text from the spec; `serverMessage` is the server's own human
 * text (shown in forms and under toasts); `code` is the machine-readable code to switch on.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    message: string,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null,
    readonly code: string | null = null,
    readonly serverMessage: string | null = null,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }
}

export const NO_RESPONSE_MESSAGE = "No response received from the server";
export const UNKNOWN_ERROR_MESSAGE = "An unknown error occurred";

/** The best human text for an error: the server's message when there is one, else the error's own. */
export function errorMessageOf(error: unknown): string | null {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return null;
}

type UnauthorizedHandler = (loginPath: string) => void;

let unauthorizedHandler: UnauthorizedHandler = (loginPath) => window.location.assign(loginPath);

/** Lets the app route a 401 through its router (and clear its cache) instead of a full page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

// A wrong password or code is a 401 of its own: it must not sign the visitor "out" of a login form.
const NO_REDIRECT_ON_401 = /\/user\/auth\/(login|signup|verify-otp)\/?$/;

function currentLocale(): string {
  const segment = window.location.pathname.split("/")[1];
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
}

/** The session is over (a 401, or the realtime socket closed with 4401): forget the token and go to sign in. */
export function endSession(): void {
  clearAuthStorage();
  unauthorizedHandler(`/${currentLocale()}/login`);
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const absolute = /^https?:\/\//i.test(path);
  let url = absolute ? path : `${API_BASE}${path.startsWith("/") ? "" : "/"}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes("?") ? "&" : "?"}${search}`;
  }
  return url;
}

interface ErrorBody {
  message: string | null;
  code: string | null;
  details: ErrorDetail[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readErrorBody(body: unknown): ErrorBody {
  if (!isRecord(body)) return { message: null, code: null, details: [] };
  const details = Array.isArray(body.details)
    ? body.details.filter(
        (d): d is ErrorDetail => isRecord(d) && typeof d.path === "string" && typeof d.message === "string",
      )
    : [];
  return {
    message: typeof body.message === "string" && body.message ? body.message : null,
    code: typeof body.code === "string" ? body.code : null,
    details,
  };
}

async function parseJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, signal: options.signal ?? null };
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    // Cancellation is not a failure: let TanStack Query (or the caller) see the abort as it is.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    if (error instanceof TypeError) throw new HttpError(NO_RESPONSE_MESSAGE, null);
    throw new HttpError(UNKNOWN_ERROR_MESSAGE, null);
  }

  const parsed = await parseJson(response).catch(() => null);
  if (!response.ok) {
    const { message, code, details } = readErrorBody(parsed);
    if (response.status === 401 && !NO_REDIRECT_ON_401.test(path)) endSession();
    throw new HttpError(
      `Request failed with status ${response.status}: ${message ?? "Unknown error"}`,
      response.status,
      code,
      message,
      details,
    );
  }
  if (!isRecord(parsed) || parsed.success !== true) throw new HttpError(UNKNOWN_ERROR_MESSAGE, response.status);
  // The server validates every response against the shared schema; the caller names that schema's type.
  return parsed as unknown as ApiSuccess<T>;
}

/** The API client (spec: get, post, put, delete, patch; `/api` is prefixed unless the path is absolute). */
export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
};
