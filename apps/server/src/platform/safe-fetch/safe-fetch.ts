import dns from "node:dns";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import zlib from "node:zlib";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, request, errors as undiciErrors } from "undici";
import { type AddressVerdict, checkAddress, checkHost, ipLiteral } from "./address-policy";

/**
 * Outgoing HTTP on a user's behalf (link previews, webhooks, calendar feeds, favicons) without
 * server-side request forgery: only http(s), every address judged by the address policy at connect
 * time (the socket opens to the very IP that was judged, so DNS rebinding cannot slip between check
 * and use), redirects followed by hand and re-judged, one deadline for the whole exchange, a body cap.
 */

export const SAFE_FETCH_DEFAULTS = {
  maxBytes: 1_048_576,
  timeoutMs: 5_000,
  maxRedirects: 5,
} as const;

export type SafeFetchFailure =
  /** The URL does not parse, is not http(s), or carries credentials. */
  | "invalid_url"
  /** The destination (or a redirect's) is refused by the address policy or is not http(s). */
  | "blocked"
  | "too_many_redirects"
  | "timeout"
  /** DNS failure, refused connection, reset, TLS failure, malformed response. */
  | "unreachable"
  /** The body is larger than `maxBytes` and `truncate` was not asked for. */
  | "too_large";

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "SafeFetchError";
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a hostname to every address it has (injectable so tests can map names to 127.0.0.1). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface SafeFetcherOptions {
  lookup?: HostLookup;
  /**
   * TEST ONLY. Hostnames (exact match) whose addresses skip the address policy, so a test can reach
   * its own listener on 127.0.0.1 through a name it maps there. Only test code sets this; it is never
   * read from configuration or request input. IP literals and other names stay under the policy.
   */
  allowPrivateHostsForTests?: readonly string[];
}

export interface SafeFetchOptions {
  method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** `Accept` header; shorthand for headers.accept. */
  accept?: string;
  /** Decoded body bytes kept at most (default 1 MB). */
  maxBytes?: number;
  /** Past `maxBytes`: stop reading and return the first `maxBytes` (true) or fail with too_large (false, default). */
  truncate?: boolean;
  /** One deadline for lookups, connects, redirects and the body (default 5 s). */
  timeoutMs?: number;
  /** Redirects followed at most (default 5); one more fails with too_many_redirects. */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  status: number;
  /** Response headers of the final hop, names lower-case, repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The body, decompressed when the server used gzip, deflate or br. */
  body: Buffer;
  /** True when the body was cut at `maxBytes`. */
  truncated: boolean;
  redirects: number;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that must not follow a redirect to another origin. */
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * An HTTP client that only talks to public addresses. One instance owns one connection pool;
 * `close()` it when its owner shuts down.
 */
export class SafeFetcher {
  private readonly agent: Agent;
  private readonly lookup: HostLookup;
  private readonly privateHostsForTests: ReadonlySet<string>;
  private closed = false;

  constructor(options: SafeFetcherOptions = {}) {
    this.lookup = options.lookup ?? systemLookup;
    this.privateHostsForTests = new Set((options.allowPrivateHostsForTests ?? []).map((h) => h.toLowerCase()));
    const connectTo = buildConnector({ timeout: CONNECT_TIMEOUT_MS });
    this.agent = new Agent({
      connect: (opts, callback) => {
        this.resolveAllowed(opts.hostname).then(
          (addresses) => connectToFirst(connectTo, opts, addresses, callback),
          (error: Error) => callback(error, null),
        );
      },
      // The overall deadline is the abort signal; these only bound a single stalled hop.
      headersTimeout: 60_000,
      bodyTimeout: 60_000,
      keepAliveTimeout: 4_000,
    });
  }

  /** Fetches `input`, following redirects by hand; throws SafeFetchError on every failure. */
  async fetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
    const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
    const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
    const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;

    let url = parseTarget(input, "invalid_url");
    this.assertHostAllowed(url);
    let method = options.method ?? "GET";
    let body = options.body;
    let headers = lowerCaseKeys(options.headers ?? {});
    if (options.accept) headers.accept = options.accept;
    headers["accept-encoding"] ??= "gzip, deflate, br";

    try {
      for (let redirects = 0; ; redirects++) {
        const response = await request(url, {
          dispatcher: this.agent,
          method,
          headers,
          ...(body !== undefined ? { body } : {}),
          signal,
        });
        const location = REDIRECT_STATUSES.has(response.statusCode)
          ? firstHeader(response.headers.location)
          : undefined;
        if (location === undefined) {
          const read = await readCapped(response.body, response.headers, maxBytes, options.truncate ?? false);
          return {
            status: response.statusCode,
            headers: flattenHeaders(response.headers),
            finalUrl: url.href,
            body: read.body,
            truncated: read.truncated,
            redirects,
          };
        }
        discard(response.body);
        if (redirects >= maxRedirects) {
          throw new SafeFetchError("too_many_redirects", `More than ${maxRedirects} redirects`);
        }
        const next = parseTarget(safeUrl(location, url), "blocked");
        this.assertHostAllowed(next);
        if ((response.statusCode === 303 && method !== "HEAD") || (response.statusCode <= 302 && method === "POST")) {
          method = "GET";
          body = undefined;
          headers = withoutKeys(headers, ["content-type", "content-length"]);
        }
        if (next.origin !== url.origin) headers = withoutKeys(headers, CREDENTIAL_HEADERS);
        url = next;
      }
    } catch (error) {
      throw toSafeFetchError(error, deadline, timeoutMs);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.agent.close();
  }

  private isTestAllowed(hostname: string): boolean {
    return this.privateHostsForTests.size > 0 && this.privateHostsForTests.has(hostname.toLowerCase());
  }

  /** Early refusal of IP literals and localhost names, before a request is even queued. */
  private assertHostAllowed(url: URL): void {
    if (this.isTestAllowed(url.hostname)) return;
    assertVerdict(checkHost(url.hostname), url.hostname);
  }

  /**
   * Runs inside the connector, for every new connection: resolves the name and returns the addresses
   * to dial, all of which passed the policy (one refused address refuses the name).
   */
  private async resolveAllowed(hostname: string): Promise<string[]> {
    const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
    const testAllowed = this.isTestAllowed(bare);
    const literal = ipLiteral(bare);
    if (literal !== null) {
      if (!testAllowed) assertVerdict(checkAddress(literal), bare);
      // Dial the canonical form: the OS resolver would read "0x7f.1" as 127.0.0.1 too.
      return [ipaddr.process(literal).toString()];
    }
    if (!testAllowed) assertVerdict(checkHost(bare), bare);
    let resolved: ResolvedAddress[];
    try {
      resolved = await this.lookup(bare);
    } catch (error) {
      throw new SafeFetchError("unreachable", `Could not resolve ${bare}`, { cause: error });
    }
    if (resolved.length === 0) throw new SafeFetchError("unreachable", `Could not resolve ${bare}`);
    if (!testAllowed) for (const { address } of resolved) assertVerdict(checkAddress(address), bare);
    return resolved.map(({ address }) => ipaddr.process(address).toString());
  }
}

function assertVerdict(verdict: AddressVerdict, host: string): void {
  if (!verdict.allowed) throw new SafeFetchError("blocked", `Refused destination ${host} (${verdict.reason})`);
}

/** Dials the validated addresses in order until one connects. */
function connectToFirst(
  connectTo: buildConnector.connector,
  opts: buildConnector.Options,
  addresses: string[],
  callback: buildConnector.Callback,
): void {
  const bare = opts.hostname.startsWith("[") ? opts.hostname.slice(1, -1) : opts.hostname;
  const servername = opts.servername || (ipLiteral(bare) === null ? bare : undefined);
  const attempt = (index: number) => {
    const address = addresses[index] as string;
    connectTo({ ...opts, hostname: address, ...(servername ? { servername } : {}) }, (error, socket) => {
      if (error) {
        if (index + 1 < addresses.length && !(error instanceof undiciErrors.ConnectTimeoutError)) {
          attempt(index + 1);
        } else {
          callback(error, null);
        }
        return;
      }
      callback(null, socket as NonNullable<typeof socket>);
    });
  };
  attempt(0);
}

function safeUrl(raw: string, base?: URL): string | URL {
  try {
    return new URL(raw, base);
  } catch {
    return raw;
  }
}

/** Parses and checks the scheme; `failure` says which reason a bad URL reports (input vs redirect). */
function parseTarget(input: string | URL, failure: "invalid_url" | "blocked"): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SafeFetchError(failure, "Not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError(failure, `Only http and https URLs can be fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new SafeFetchError(failure, "URLs with credentials cannot be fetched");
  url.hash = "";
  return url;
}

type RawHeaders = Record<string, string | string[] | undefined>;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function flattenHeaders(headers: RawHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function withoutKeys(headers: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !keys.includes(k)));
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/** Reads at most `maxBytes` decoded bytes, then stops reading (the socket is destroyed). */
async function readCapped(
  raw: Readable,
  headers: RawHeaders,
  maxBytes: number,
  truncate: boolean,
): Promise<{ body: Buffer; truncated: boolean }> {
  const declared = Number(firstHeader(headers["content-length"]));
  const decoder = decoderFor(firstHeader(headers["content-encoding"]));
  if (!truncate && !decoder && Number.isFinite(declared) && declared > maxBytes) {
    discard(raw);
    throw new SafeFetchError("too_large", `The response is larger than ${maxBytes} bytes`);
  }
  const stream: Readable = decoder ? pipeline(raw, decoder, () => {}) : raw;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      if (size + buffer.length > maxBytes) {
        if (!truncate) throw new SafeFetchError("too_large", `The response is larger than ${maxBytes} bytes`);
        chunks.push(buffer.subarray(0, maxBytes - size));
        size = maxBytes;
        return { body: Buffer.concat(chunks, size), truncated: true };
      }
      chunks.push(buffer);
      size += buffer.length;
    }
  } finally {
    discard(raw);
    if (decoder) discard(decoder);
  }
  return { body: Buffer.concat(chunks, size), truncated: false };
}

/** Stops reading a body we no longer want; undici reports the abort as an error nobody needs. */
function discard(stream: Readable | NodeJS.ReadWriteStream): void {
  stream.on("error", () => {});
  if ("destroy" in stream && typeof stream.destroy === "function") stream.destroy();
}

function toSafeFetchError(error: unknown, deadline: AbortSignal, timeoutMs: number): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (
    deadline.aborted ||
    error instanceof undiciErrors.ConnectTimeoutError ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return new SafeFetchError("timeout", `No complete answer within ${timeoutMs} ms`, { cause: error });
  }
  if (error instanceof Error && error.name === "AbortError") {
    return new SafeFetchError("timeout", "The request was cancelled", { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SafeFetchError("unreachable", `Could not fetch: ${message}`, { cause: error });
}

let shared: SafeFetcher | undefined;

/**
 * Fetches through the process-wide fetcher (system DNS, no test allowances). Features that need
 * their own pool or tests that need a fake resolver construct a `SafeFetcher`.
 */
export function safeFetch(input: string | URL, options?: SafeFetchOptions): Promise<SafeFetchResult> {
  shared ??= new SafeFetcher();
  return shared.fetch(input, options);
}
