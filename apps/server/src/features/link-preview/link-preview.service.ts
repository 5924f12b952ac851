import type { LinkPreview } from "@bearish/shared/link-preview/link-preview";
import { parsePreviewUrl } from "@bearish/shared/link-preview/link-preview-rules";
import type { Logger } from "pino";
import type { Clock } from "../../platform/clock";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { SAFE_FETCH_DEFAULTS, SafeFetchError, SafeFetcher } from "../../platform/safe-fetch/safe-fetch";
import { decodeHtml, mediaType } from "./html-charset";
import { extractPageMetadata } from "./html-metadata";
import { presentLinkPreview } from "./link-preview.presenter";
import { TtlCache } from "./ttl-cache";

export const LINK_PREVIEW_LIMITS = {
  timeoutMs: SAFE_FETCH_DEFAULTS.timeoutMs,
  maxBytes: 1_048_576,
  maxRedirects: 5,
  cacheEntries: 500,
  cacheTtlMs: 10 * 60_000,
  /** Failures are remembered briefly so a bad link pasted in many places is fetched once. */
  failureTtlMs: 60_000,
} as const;

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const REQUEST_HEADERS = {
  "user-agent": "Mozilla/5.0 (compatible; BearishLinkPreview/1.0)",
  "accept-language": "en;q=0.9, *;q=0.5",
};

export const invalidUrl = () => new AppError("link_preview.invalid_url", 400, "Enter a valid http or https URL");
export const blocked = () => new AppError("link_preview.blocked", 400, "This address cannot be previewed");
const unavailable = (message: string) => new AppError("link_preview.unavailable", 422, message);

type CachedOutcome = { ok: true; preview: LinkPreview } | { ok: false; error: AppError };

export interface LinkPreviewServiceOptions {
  fetcher: SafeFetcher;
  clock: Clock;
  log?: Logger;
  /** Whole-fetch deadline; tests shorten it. */
  timeoutMs?: number;
}

/**
 * Previews a web page: fetches it through the SSRF-safe fetcher, parses HTML metadata and caches the
 * outcome (successes 10 minutes, failures 1 minute, 500 URLs) by normalised URL. Concurrent requests
 * for one URL share a single fetch.
 */
export class LinkPreviewService {
  private readonly cache: TtlCache<string, CachedOutcome>;
  private readonly inFlight = new Map<string, Promise<CachedOutcome>>();
  private readonly timeoutMs: number;

  constructor(private readonly options: LinkPreviewServiceOptions) {
    this.cache = new TtlCache(LINK_PREVIEW_LIMITS.cacheEntries, options.clock);
    this.timeoutMs = options.timeoutMs ?? LINK_PREVIEW_LIMITS.timeoutMs;
  }

  async preview(rawUrl: string): Promise<LinkPreview> {
    const url = parsePreviewUrl(rawUrl);
    if (!url) throw invalidUrl();
    const key = url.href;
    const outcome = this.cache.get(key) ?? (await this.fetchShared(key, url));
    if (!outcome.ok) throw outcome.error;
    return outcome.preview;
  }

  async close(): Promise<void> {
    await this.options.fetcher.close();
  }

  private fetchShared(key: string, url: URL): Promise<CachedOutcome> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchOutcome(url)
        .then((outcome) => {
          const ttl = outcome.ok ? LINK_PREVIEW_LIMITS.cacheTtlMs : LINK_PREVIEW_LIMITS.failureTtlMs;
          this.cache.set(key, outcome, ttl);
          return outcome;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fetchOutcome(url: URL): Promise<CachedOutcome> {
    try {
      return { ok: true, preview: await this.fetchPreview(url) };
    } catch (error) {
      if (error instanceof AppError) {
        this.options.log?.debug({ host: url.host, code: error.code, reason: error.message }, "link preview failed");
        return { ok: false, error };
      }
      throw error;
    }
  }

  private async fetchPreview(url: URL): Promise<LinkPreview> {
    let response: Awaited<ReturnType<SafeFetcher["fetch"]>>;
    try {
      response = await this.options.fetcher.fetch(url, {
        headers: REQUEST_HEADERS,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        maxBytes: LINK_PREVIEW_LIMITS.maxBytes,
        truncate: true,
        maxRedirects: LINK_PREVIEW_LIMITS.maxRedirects,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      if (error instanceof SafeFetchError) throw this.toAppError(error);
      throw error;
    }
    if (response.status >= 400) throw unavailable(`The page answered with HTTP ${response.status}`);
    if (response.status >= 300) throw unavailable(`The page answered with a redirect that cannot be followed`);

    const finalUrl = new URL(response.finalUrl);
    const contentType = response.headers["content-type"];
    if (!isHtml(mediaType(contentType), response.body)) return presentLinkPreview(finalUrl, null);
    return presentLinkPreview(finalUrl, extractPageMetadata(decodeHtml(response.body, contentType)));
  }

  private toAppError(error: SafeFetchError): AppError {
    switch (error.reason) {
      case "invalid_url":
        return invalidUrl();
      case "blocked":
        return blocked();
      case "too_many_redirects":
        return unavailable(`The page redirected more than ${LINK_PREVIEW_LIMITS.maxRedirects} times`);
      case "timeout":
        return unavailable(`The page did not answer within ${this.timeoutMs / 1000} seconds`);
      case "too_large":
        return unavailable("The page is too large to preview");
      case "unreachable":
        return unavailable("The page could not be reached");
    }
  }
}

/** HTML by its declared type; a response without a type counts when it starts like an HTML document. */
function isHtml(type: string | null, body: Buffer): boolean {
  if (type) return HTML_TYPES.has(type);
  const start = body.subarray(0, 512).toString("latin1").trimStart().toLowerCase();
  return start.startsWith("<!doctype html") || start.startsWith("<html") || start.startsWith("<head");
}

const services = new WeakMap<AppContext, LinkPreviewService>();

/** The link preview service of this running app (created on first use, with system DNS and no allowances). */
export function linkPreviewServiceFor(ctx: AppContext): LinkPreviewService {
  let service = services.get(ctx);
  if (!service) {
    service = new LinkPreviewService({ fetcher: new SafeFetcher(), clock: ctx.clock, log: ctx.log });
    services.set(ctx, service);
  }
  return service;
}

/**
 * TEST ONLY: swaps the service of a test app for one whose fetcher has a fake resolver, a test
 * allowance or a short deadline. Production code never calls this.
 */
export async function setLinkPreviewServiceForTests(ctx: AppContext, service: LinkPreviewService): Promise<void> {
  const previous = services.get(ctx);
  services.set(ctx, service);
  await previous?.close();
}

/** Closes the service's connection pool when the app closes. */
export async function closeLinkPreviewService(ctx: AppContext): Promise<void> {
  await services.get(ctx)?.close();
  services.delete(ctx);
}
