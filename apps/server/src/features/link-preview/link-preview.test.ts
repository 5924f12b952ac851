import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SafeFetcher } from "../../platform/safe-fetch/safe-fetch";
import {
  fakeLookup,
  REFUSED_SPELLINGS,
  type RecordingListener,
  startRecordingListener,
} from "../../platform/safe-fetch/safe-fetch.fixtures";
import { createUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { LinkPreviewService, setLinkPreviewServiceForTests } from "./link-preview.service";

let t: TestServer;
let token: string;
let listener: RecordingListener;
let port: number;
let flakyCalls = 0;

const PAGE = `<!doctype html>
<html><head>
  <meta charset="utf-8">
  <title>  The   page &amp; title </title>
  <meta name="description" content="Plain description">
  <meta property="og:description" content="  Open Graph
    description ">
  <meta property="og:site_name" content="Example Site">
  <meta property="og:image" content="/images/card.png">
  <link rel="icon" href="/icons/favicon-32.png">
  <link rel="Shortcut Icon" href="legacy.ico">
  <link rel="apple-touch-icon" href="https://cdn.public.test/touch.png">
  <link rel="icon" href="javascript:alert(1)">
  <link rel="icon" href="data:image/png;base64,AAAA">
  <link rel="icon" href="http://127.0.0.1/evil.png">
  <link rel="stylesheet" href="/style.css">
</head><body><svg><title>not the title</title></svg><p>Hello</p></body></html>`;

const html = (body: string | Buffer, contentType = "text/html; charset=utf-8") => ({ body, contentType });
const ROUTES: Record<string, () => { body: string | Buffer; contentType: string; status?: number }> = {
  "/page": () => html(PAGE),
  "/twitter": () =>
    html(`<meta name="twitter:title" content="Tweet title"><meta name="twitter:description" content="Tweet text">
      <meta name="twitter:image" content="https://images.public.test/t.png"><title>Fallback</title>`),
  "/plain": () => html("<html><head><title>Only a title</title></head></html>"),
  "/latin1": () =>
    html(Buffer.from("<title>Caf\xe9 \x80 cr\xe8me</title>", "latin1"), "text/html; charset=windows-1252"),
  "/meta-latin1": () =>
    html(Buffer.from('<meta charset="iso-8859-1"><title>Na\xefve r\xe9sum\xe9</title>', "latin1"), "text/html"),
  "/xhtml": () => html("<title>XHTML page</title>", "application/xhtml+xml"),
  "/json": () => html('{"html":"<title>Not parsed</title>"}', "application/json"),
  "/big": () => html(`<title>Big page</title>${"<p>filler</p>".repeat((2 * 1024 * 1024) / 13)}`),
  "/long": () => html(`<title>${"T".repeat(500)}</title><meta name="description" content="${"d".repeat(2000)}">`),
  "/missing": () => ({ ...html("<title>Not Found</title>"), status: 404 }),
  "/cached": () => html("<title>Cached</title>"),
  "/flaky": () => (++flakyCalls === 1 ? { ...html("oops"), status: 500 } : html("<title>Recovered</title>")),
  "/base": () => html('<base href="https://static.public.test/assets/"><link rel="icon" href="icon.png">'),
};

beforeAll(async () => {
  listener = await startRecordingListener((req, res) => {
    const path = req.url ?? "/";
    if (path === "/to-secret") return void res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
    if (path === "/to-evil") return void res.writeHead(302, { location: `http://evil.test:${port}/secret` }).end();
    if (path === "/to-file") return void res.writeHead(302, { location: "file:///etc/passwd" }).end();
    if (path === "/to-gopher") return void res.writeHead(301, { location: `gopher://127.0.0.1:${port}/_` }).end();
    if (path === "/hop") return void res.writeHead(301, { location: "/page" }).end();
    const loop = path.match(/^\/loop\/(\d+)$/);
    if (loop) return void res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
    if (path === "/slow") return void setTimeout(() => res.writeHead(200).end("<title>late</title>"), 6_000).unref();
    const route = ROUTES[path.split("?")[0] ?? ""];
    if (!route) return void res.writeHead(404, { "content-type": "text/plain" }).end("no such page");
    const { body, contentType, status } = route();
    res.writeHead(status ?? 200, { "content-type": contentType }).end(body);
  });
  port = listener.port;
  t = await createTestServer();
  token = (await createUser(t)).token;
});
afterAll(async () => {
  await t.close();
  await listener.close();
});
beforeEach(() => {
  listener.requests.length = 0;
});

const lookup = fakeLookup({ "public.test": ["127.0.0.1"], "evil.test": ["127.0.0.1"] });

/** Production-like service: a fake resolver, no allowance at all. */
function strictService(): LinkPreviewService {
  return new LinkPreviewService({ fetcher: new SafeFetcher({ lookup }), clock: t.clock });
}

/** The test allowance reaches the listener only through the name public.test. */
function allowingService(timeoutMs?: number): LinkPreviewService {
  return new LinkPreviewService({
    fetcher: new SafeFetcher({ lookup, allowPrivateHostsForTests: ["public.test"] }),
    clock: t.clock,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

const preview = (url: string, auth: string | null = token) =>
  t.request("GET", `/api/global/link-preview?url=${encodeURIComponent(url)}`, { token: auth ?? undefined });
const publicUrl = (path: string) => `http://public.test:${port}${path}`;

describe("GET /api/global/link-preview with the production service (system DNS, no allowance)", () => {
  it.each(REFUSED_SPELLINGS)("refuses http://%s:<port>/ and the listener records nothing", async (spelling) => {
    const res = await preview(`http://${spelling}:${port}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      statusCode: 400,
      code: "link_preview.blocked",
      message: "This address cannot be previewed",
    });
    expect(listener.requests).toEqual([]);
  });
});

describe("GET /api/global/link-preview with a fake resolver and no allowance", () => {
  beforeAll(() => setLinkPreviewServiceForTests(t.ctx, strictService()));

  it("refuses a name that resolves to loopback", async () => {
    const res = await preview(`http://evil.test:${port}/page`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("link_preview.blocked");
    expect(listener.requests).toEqual([]);
  });

  it("refuses even public.test without the test allowance", async () => {
    const res = await preview(publicUrl("/page"));
    expect(res.json().code).toBe("link_preview.blocked");
    expect(listener.requests).toEqual([]);
  });

  it.each([
    "not a url",
    "example.com",
    "ftp://example.com/file",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "gopher://127.0.0.1:70/",
    "http://user:pw@public.test/",
    "",
  ])("answers 400 invalid_url for %j", async (url) => {
    const res = await preview(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "link_preview.invalid_url", message: "Enter a valid http or https URL" });
  });

  it("answers 400 request.invalid when the url parameter is missing", async () => {
    const res = await t.request("GET", "/api/global/link-preview", { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("request.invalid");
  });

  it("answers 401 when signed out, without fetching", async () => {
    const res = await preview(`http://127.0.0.1:${port}/page`, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("auth.unauthenticated");
    const forged = await preview(publicUrl("/page"), "not-a-real-token");
    expect(forged.statusCode).toBe(401);
    expect(listener.requests).toEqual([]);
  });
});

describe("GET /api/global/link-preview through the test allowance for public.test", () => {
  beforeAll(() => setLinkPreviewServiceForTests(t.ctx, allowingService()));

  it("still refuses every other spelling of the listener", async () => {
    for (const spelling of REFUSED_SPELLINGS) {
      const res = await preview(`http://${spelling}:${port}/page`);
      expect(res.json().code, spelling).toBe("link_preview.blocked");
    }
    expect(listener.requests).toEqual([]);
  });

  it("parses title, description, site name, image and icons, made absolute and safe", async () => {
    const res = await preview(publicUrl("/page"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, statusCode: 200, message: "Link preview" });
    expect(res.json().data).toEqual({
      url: publicUrl("/page"),
      title: "The page & title",
      description: "Open Graph description",
      siteName: "Example Site",
      image: publicUrl("/images/card.png"),
      favicons: [
        publicUrl("/icons/favicon-32.png"),
        publicUrl("/legacy.ico"),
        "https://cdn.public.test/touch.png",
        publicUrl("/favicon.ico"),
      ],
    });
    expect(listener.paths()).toEqual(["/page"]);
    expect(listener.requests[0]?.headers["user-agent"]).toMatch(/BearishLinkPreview/);
  });

  it("falls back to twitter tags and the <title>", async () => {
    const twitter = (await preview(publicUrl("/twitter"))).json().data;
    expect(twitter).toMatchObject({
      title: "Tweet title",
      description: "Tweet text",
      image: "https://images.public.test/t.png",
    });
    const plain = (await preview(publicUrl("/plain"))).json().data;
    expect(plain).toEqual({
      url: publicUrl("/plain"),
      title: "Only a title",
      description: null,
      siteName: null,
      image: null,
      favicons: [publicUrl("/favicon.ico")],
    });
  });

  it("resolves icons against <base href>", async () => {
    const data = (await preview(publicUrl("/base"))).json().data;
    expect(data.favicons).toEqual(["https://static.public.test/assets/icon.png", publicUrl("/favicon.ico")]);
  });

  it("follows a redirect within the allowed origin and reports the final URL", async () => {
    const data = (await preview(publicUrl("/hop"))).json().data;
    expect(data.url).toBe(publicUrl("/page"));
    expect(data.title).toBe("The page & title");
    expect(listener.paths()).toEqual(["/hop", "/page"]);
  });

  it("refuses a redirect to 127.0.0.1 and never requests /secret", async () => {
    const res = await preview(publicUrl("/to-secret"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "link_preview.blocked", message: "This address cannot be previewed" });
    expect(listener.paths()).toEqual(["/to-secret"]);
  });

  it("refuses a redirect to a name that resolves to loopback", async () => {
    const res = await preview(publicUrl("/to-evil"));
    expect(res.json().code).toBe("link_preview.blocked");
    expect(listener.paths()).toEqual(["/to-evil"]);
  });

  it.each(["/to-file", "/to-gopher"])("refuses a redirect from %s to another scheme", async (path) => {
    const res = await preview(publicUrl(path));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("link_preview.blocked");
    expect(listener.paths()).toEqual([path]);
  });

  it("gives up after five redirects", async () => {
    const res = await preview(publicUrl("/loop/0"));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "link_preview.unavailable",
      message: "The page redirected more than 5 times",
    });
    expect(listener.paths()).toEqual(["/loop/0", "/loop/1", "/loop/2", "/loop/3", "/loop/4", "/loop/5"]);
  });

  it("decodes windows-1252 from the header and latin1 from a meta tag", async () => {
    expect((await preview(publicUrl("/latin1"))).json().data.title).toBe("Café € crème");
    expect((await preview(publicUrl("/meta-latin1"))).json().data.title).toBe("Naïve résumé");
  });

  it("parses application/xhtml+xml", async () => {
    expect((await preview(publicUrl("/xhtml"))).json().data.title).toBe("XHTML page");
  });

  it("does not parse other content types and answers empty fields with the default icon", async () => {
    const res = await preview(publicUrl("/json"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      url: publicUrl("/json"),
      title: null,
      description: null,
      siteName: null,
      image: null,
      favicons: [publicUrl("/favicon.ico")],
    });
  });

  it("cuts a 2 MB page at 1 MB without an error", async () => {
    const res = await preview(publicUrl("/big"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe("Big page");
  });

  it("caps title and description", async () => {
    const data = (await preview(publicUrl("/long"))).json().data;
    expect(data.title).toHaveLength(300);
    expect(data.title.endsWith("…")).toBe(true);
    expect(data.description).toHaveLength(1000);
  });

  it("answers 422 unavailable for an HTTP error and for an unreachable site", async () => {
    const missing = await preview(publicUrl("/missing"));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: "link_preview.unavailable",
      message: "The page answered with HTTP 404",
    });
    const closed = await startRecordingListener(() => {});
    const closedPort = closed.port;
    await closed.close();
    const unreachable = await preview(`http://public.test:${closedPort}/`);
    expect(unreachable.statusCode).toBe(422);
    expect(unreachable.json()).toMatchObject({
      code: "link_preview.unavailable",
      message: "The page could not be reached",
    });
    const unknown = await preview("http://unknown-name.test/");
    expect(unknown.json().code).toBe("link_preview.unavailable");
  });

  it("caches a preview by normalised URL: the second call does not reach the listener", async () => {
    const first = await preview(publicUrl("/cached"));
    const again = await preview(`http://PUBLIC.test:${port}/cached#section`);
    expect(again.json().data).toEqual(first.json().data);
    expect(listener.paths()).toEqual(["/cached"]);
  });

  it("shares one fetch between concurrent requests for a URL", async () => {
    const url = `${publicUrl("/plain")}?concurrent=1`;
    const answers = await Promise.all([preview(url), preview(url), preview(url)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(listener.paths()).toEqual(["/plain?concurrent=1"]);
  });

  it("caches a failure briefly, then tries again", async () => {
    const first = await preview(publicUrl("/flaky"));
    expect(first.statusCode).toBe(422);
    const cached = await preview(publicUrl("/flaky"));
    expect(cached.statusCode).toBe(422);
    expect(listener.paths()).toEqual(["/flaky"]);

    t.clock.advanceMinutes(2);
    const retried = await preview(publicUrl("/flaky"));
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.title).toBe("Recovered");
    expect(listener.paths()).toEqual(["/flaky", "/flaky"]);
  });
});

describe("GET /api/global/link-preview deadline", () => {
  beforeAll(() => setLinkPreviewServiceForTests(t.ctx, allowingService(300)));

  it("answers 422 unavailable when the page does not answer in time", async () => {
    const started = Date.now();
    const res = await preview(publicUrl("/slow"));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "link_preview.unavailable",
      message: "The page did not answer within 0.3 seconds",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(listener.paths()).toEqual(["/slow"]);
  });
});
