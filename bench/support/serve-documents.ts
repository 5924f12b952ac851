// Child process of the document-editing benchmark: the real Bearish app (production settings) with one
// workspace holding an empty document and a document of BENCH_DOC_WORDS words (200,000), and
// BENCH_EDITORS people (20) who are all its editors. The big document's HTML is written with SQL (the
// API's body limit is 1 MB); the collaboration server builds its live state from it on first open.
// Prints one JSON line {url, workspaceId, emptyDocId, bigDocId, words, tokens, database}.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { createScratchDatabase } from "./scratch-database";
import { seedBenchMembers } from "./seed";

const WORDS = Number(process.env.BENCH_DOC_WORDS ?? 200_000);
const EDITORS = Number(process.env.BENCH_EDITORS ?? 20);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-docs-"));
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000000",
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
const ctx = await createContext(config);
const members = await seedBenchMembers(ctx, EDITORS);
const owner = members[0];
if (!owner) throw new Error("no editors");
const app = await buildApp(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

async function call<T>(method: string, route: string, body: unknown, expected: number): Promise<T> {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${owner?.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const workspace = await call<{ id: string }>("POST", "/workspace", { name: "Bench documents" }, 201);
for (const member of members.slice(1)) {
  await call("POST", `/members/${workspace.id}/members`, { userId: member.id, role: "EDITOR" }, 201);
}
const emptyDoc = await call<{ id: string }>("POST", `/document/${workspace.id}`, { title: "Empty" }, 201);
const bigDoc = await call<{ id: string }>("POST", `/document/${workspace.id}`, { title: "Big" }, 201);

const VOCABULARY = (
  "the quick brown fox jumps over lazy dog while teams plan sprints review documents write wikis draw " +
  "boards ship features measure latency keep promises answer questions share files calendar meeting notes"
).split(" ");
const paragraphs: string[] = [];
let words = 0;
for (let p = 0; words < WORDS; p++) {
  if (p % 20 === 0) paragraphs.push(`<h2>Section ${p / 20 + 1}</h2>`);
  const count = Math.min(100, WORDS - words);
  const text = Array.from({ length: count }, (_, i) => VOCABULARY[(p * 31 + i * 7) % VOCABULARY.length]).join(" ");
  paragraphs.push(`<p>${text}.</p>`);
  words += count;
}
await ctx.db.execute(sql`update documents set content = ${paragraphs.join("")} where id = ${bigDoc.id}::uuid`);

process.stdout.write(
  `${JSON.stringify({
    url,
    workspaceId: workspace.id,
    emptyDocId: emptyDoc.id,
    bigDocId: bigDoc.id,
    words,
    tokens: members.map((m) => m.token),
    database: ctx.database.kind,
  })}\n`,
);

process.on("SIGTERM", async () => {
  await app.close();
  await ctx.database.close();
  await scratch?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
