import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SafeFetchError, SafeFetcher, type SafeFetchFailure } from "./safe-fetch";
import { fakeLookup, REFUSED_SPELLINGS, type RecordingListener, startRecordingListener } from "./safe-fetch.fixtures";

let listener: RecordingListener;
let port: number;

beforeAll(async () => {
  listener = await startRecordingListener((req, res) => {
    const path = req.url ?? "/";
    const loop = path.match(/^\/loop\/(\d+)$/);
    const chain = path.match(/^\/chain\/(\d+)$/);
    if (chain && Number(chain[1]) < 5) {
      res.writeHead(302, { location: `/chain/${Number(chain[1]) + 1}` }).end();
    } else if (loop) {
      res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
    } else if (path === "/to-secret") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
    } else if (path === "/to-evil") {
      res.writeHead(307, { location: `http://evil.test:${port}/secret` }).end();
    } else if (path.startsWith("/to-scheme/")) {
      res.writeHead(301, { location: decodeURIComponent(path.slice("/to-scheme/".length)) }).end();
    } else if (path === "/see-other") {
      res.writeHead(303, { location: `http://other.test:${port}/echo` }).end();
    } else if (path === "/echo") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ method: req.method, authorization: req.headers.authorization ?? null }));
    } else if (path === "/big") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(Buffer.alloc(2 * 1_048_576, "a"));
    } else if (path === "/gzip") {
      res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
      res.end(gzipSync("hello, compressed world"));
    } else if (path === "/gzip-bomb") {
      res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
      res.end(gzipSync(Buffer.alloc(20 * 1_048_576)));
    } else if (path === "/slow-body") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("first part, then nothing");
    } else if (path === "/slow") {
      setTimeout(() => res.writeHead(200).end("late"), 3_000).unref();
    } else {
      res.writeHead(200, { "content-type": "text/plain", "x-served-by": "listener" });
      res.end(`ok ${req.method} ${path}`);
    }
  });
  port = listener.port;
});
afterAll(async () => {
  await listener.close();
});
beforeEach(() => {
  listener.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<{ reason: SafeFetchFailure; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error("expected the fetch to fail");
}

describe("safe fetch without test allowances", () => {
  const lookup = fakeLookup({
    "evil.test": ["127.0.0.1"],
    "half-evil.test": ["93.184.216.34", "127.0.0.1"],
    "ipv6-evil.test": ["::ffff:7f00:1"],
  });
  const fetcher = new SafeFetcher({ lookup });
  afterAll(() => fetcher.close());

  it.each(REFUSED_SPELLINGS)("refuses http://%s:<port>/ and the listener sees nothing", async (spelling) => {
    const result = await failure(fetcher.fetch(`http://${spelling}:${port}/`));
    expect(result.reason).toBe("blocked");
    expect(listener.requests).toEqual([]);
  });

  it.each(["evil.test", "EVIL.test", "half-evil.test", "ipv6-evil.test"])(
    "refuses %s, which resolves to loopback, at connect time",
    async (name) => {
      const result = await failure(fetcher.fetch(`http://${name}:${port}/`));
      expect(result).toMatchObject({ reason: "blocked" });
      expect(result.message).toMatch(/Refused destination/);
      expect(listener.requests).toEqual([]);
    },
  );

  it("refuses https to loopback too", async () => {
    expect((await failure(fetcher.fetch(`https://127.0.0.1:${port}/`))).reason).toBe("blocked");
    expect((await failure(fetcher.fetch(`https://evil.test:${port}/`))).reason).toBe("blocked");
    expect(listener.requests).toEqual([]);
  });

  it("reports names that do not resolve as unreachable", async () => {
    expect(await failure(fetcher.fetch("http://nowhere.test/"))).toMatchObject({ reason: "unreachable" });
  });

  it.each([
    "not a url",
    "/relative",
    "ftp://example.com/",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "gopher://example.com/",
    "http://user:secret@example.com/",
  ])("refuses %s as an invalid URL", async (input) => {
    expect((await failure(fetcher.fetch(input))).reason).toBe("invalid_url");
  });
});

describe("safe fetch with the test allowance for public.test and other.test", () => {
  const lookup = fakeLookup({
    "public.test": ["127.0.0.1"],
    "other.test": ["127.0.0.1"],
    "evil.test": ["127.0.0.1"],
  });
  const fetcher = new SafeFetcher({ lookup, allowPrivateHostsForTests: ["public.test", "other.test"] });
  afterAll(() => fetcher.close());
  const origin = () => `http://public.test:${port}`;

  it("fetches from the allowed name and reports status, headers and final URL", async () => {
    const result = await fetcher.fetch(`${origin()}/hello#fragment`, { headers: { "X-Test": "1" } });
    expect(result).toMatchObject({
      status: 200,
      finalUrl: `${origin()}/hello`,
      truncated: false,
      redirects: 0,
    });
    expect(result.headers["x-served-by"]).toBe("listener");
    expect(result.body.toString()).toBe("ok GET /hello");
    expect(listener.requests[0]).toMatchObject({ path: "/hello", host: `public.test:${port}` });
    expect(listener.requests[0]?.headers["x-test"]).toBe("1");
  });

  it("keeps IP literals and other names under the policy", async () => {
    expect((await failure(fetcher.fetch(`http://127.0.0.1:${port}/`))).reason).toBe("blocked");
    expect((await failure(fetcher.fetch(`http://evil.test:${port}/`))).reason).toBe("blocked");
    expect((await failure(fetcher.fetch(`http://localhost:${port}/`))).reason).toBe("blocked");
    expect(listener.requests).toEqual([]);
  });

  it("refuses a redirect to 127.0.0.1 and never requests its target", async () => {
    const result = await failure(fetcher.fetch(`${origin()}/to-secret`));
    expect(result.reason).toBe("blocked");
    expect(listener.paths()).toEqual(["/to-secret"]);
  });

  it("refuses a redirect to a name that resolves to loopback", async () => {
    expect((await failure(fetcher.fetch(`${origin()}/to-evil`))).reason).toBe("blocked");
    expect(listener.paths()).toEqual(["/to-evil"]);
  });

  it.each(["file:///etc/passwd", "gopher://127.0.0.1:70/_x", "javascript:alert(1)", "ftp://public.test/"])(
    "refuses a redirect to %s",
    async (location) => {
      const result = await failure(fetcher.fetch(`${origin()}/to-scheme/${encodeURIComponent(location)}`));
      expect(result.reason).toBe("blocked");
      expect(listener.requests).toHaveLength(1);
    },
  );

  it("follows five redirects and refuses the sixth", async () => {
    const five = await fetcher.fetch(`${origin()}/chain/0`);
    expect(five).toMatchObject({ status: 200, redirects: 5, finalUrl: `${origin()}/chain/5` });
    listener.requests.length = 0;

    const result = await failure(fetcher.fetch(`${origin()}/loop/0`));
    expect(result.reason).toBe("too_many_redirects");
    expect(listener.paths()).toEqual(["/loop/0", "/loop/1", "/loop/2", "/loop/3", "/loop/4", "/loop/5"]);
  });

  it("turns a POST into a GET on 303 and drops credentials crossing origins", async () => {
    const result = await fetcher.fetch(`${origin()}/see-other`, {
      method: "POST",
      body: "{}",
      headers: { authorization: "Bearer secret", "content-type": "application/json" },
    });
    expect(result.finalUrl).toBe(`http://other.test:${port}/echo`);
    expect(JSON.parse(result.body.toString())).toEqual({ method: "GET", authorization: null });
    expect(listener.requests[0]?.headers.authorization).toBe("Bearer secret");
  });

  it("cuts a 2 MB body at 1 MB when asked to truncate, and refuses it otherwise", async () => {
    const cut = await fetcher.fetch(`${origin()}/big`, { truncate: true });
    expect(cut.body.length).toBe(1_048_576);
    expect(cut.truncated).toBe(true);

    expect((await failure(fetcher.fetch(`${origin()}/big`))).reason).toBe("too_large");
    expect((await failure(fetcher.fetch(`${origin()}/big`, { maxBytes: 1000 }))).reason).toBe("too_large");
  });

  it("decompresses gzip and caps the decompressed size", async () => {
    const plain = await fetcher.fetch(`${origin()}/gzip`);
    expect(plain.body.toString()).toBe("hello, compressed world");

    expect((await failure(fetcher.fetch(`${origin()}/gzip-bomb`))).reason).toBe("too_large");
    const cut = await fetcher.fetch(`${origin()}/gzip-bomb`, { truncate: true });
    expect(cut.body.length).toBe(1_048_576);
  });

  it("gives up after the deadline", async () => {
    const started = Date.now();
    const result = await failure(fetcher.fetch(`${origin()}/slow`, { timeoutMs: 250 }));
    expect(result.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("also gives up when the headers came in time but the body does not", async () => {
    const started = Date.now();
    expect((await failure(fetcher.fetch(`${origin()}/slow-body`, { timeoutMs: 250 }))).reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("resolves a name once per connection, inside the connector, with no separate check lookup", async () => {
    const counting = fakeLookup({ "public.test": ["127.0.0.1"] });
    const own = new SafeFetcher({ lookup: counting, allowPrivateHostsForTests: ["public.test"] });
    try {
      await own.fetch(`${origin()}/one`);
      expect(counting.calls).toEqual(["public.test"]);
    } finally {
      await own.close();
    }
  });

  it("reports a refused connection as unreachable", async () => {
    const closed = await startRecordingListener(() => {});
    const closedPort = closed.port;
    await closed.close();
    expect((await failure(fetcher.fetch(`http://public.test:${closedPort}/`))).reason).toBe("unreachable");
  });
});
