// Child process of the cloud-folder benchmark: the real Bearish app (production settings) with one
// drive holding a folder of BENCH_BIG_FOLDER files (10,000) and a folder of 100, the rows written in
// bulk with SQL over one shared stored blob (the upload path is measured by the upload benchmark).
// Prints one JSON line {url, token, bigPath, smallPath, bigLastPagePath, database}.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { createScratchDatabase } from "./scratch-database";
import { seedBenchUsers } from "./seed";

const BIG = Number(process.env.BENCH_BIG_FOLDER ?? 10_000);
const PAGE = 100;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-cloud-"));
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000000",
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
const ctx = await createContext(config);
const token = await seedBenchUsers(ctx, 2);
const app = await buildApp(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

async function createFolder(folderName: string): Promise<string> {
  const res = await fetch(`${url}/api/cloud-storage/file/create-folder`, {
    method: "POST",
    headers,
    body: JSON.stringify({ folderName, directory: "/" }),
  });
  if (res.status !== 201) throw new Error(`creating the folder failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { path: string } }).data.path;
}

// One real file through the API; its stored upload then backs every benchmark row.
const form = new FormData();
form.append("folderLocation", "/");
form.append("files", new Blob([Buffer.from("%PDF-1.4\n% benchmark file\n")], { type: "application/pdf" }), "seed.pdf");
const uploaded = await fetch(`${url}/api/cloud-storage/file/upload-file`, {
  method: "POST",
  headers: { authorization: `Bearer ${token}` },
  body: form,
});
if (uploaded.status !== 201) throw new Error(`the seed upload failed: ${uploaded.status} ${await uploaded.text()}`);
const seedFileId = ((await uploaded.json()) as { data: { id: string }[] }).data[0]?.id;

async function fill(directory: string, count: number): Promise<void> {
  for (let from = 1; from <= count; from += 5_000) {
    const to = Math.min(count, from + 4_999);
    await ctx.db.execute(sql`
      insert into cloud_files (id, owner_id, uploaded_by, name, original_name, directory, upload_id, size, content_type,
        version, created_at, updated_at)
      select gen_random_uuid(), f.owner_id, f.owner_id, 'Report ' || lpad(s::text, 6, '0') || '.pdf',
        'Report ' || s || '.pdf', ${directory}, f.upload_id, f.size, f.content_type, 1,
        now() - (s * interval '1 minute'), now() - (s * interval '1 minute')
      from cloud_files f, generate_series(${from}::int, ${to}::int) as s where f.id = ${seedFileId}::uuid`);
  }
  await ctx.db.execute(sql`
    insert into cloud_file_versions (id, file_id, version, upload_id, name, size, content_type, created_by, created_at)
    select gen_random_uuid(), f.id, 1, f.upload_id, f.name, f.size, f.content_type, f.owner_id, f.created_at
    from cloud_files f where f.directory = ${directory}`);
}

const big = await createFolder("Big");
const small = await createFolder("Small");
await fill(big, BIG);
await fill(small, 100);
await ctx.db.execute(sql`analyze`);

const listPath = (directory: string, page: number) =>
  `/api/cloud-storage/file/get-all-files?directory=${encodeURIComponent(directory)}&page=${page}&limit=${PAGE}`;
const bigPath = listPath(big, 1);
const smallPath = listPath(small, 1);
const bigLastPagePath = listPath(big, Math.ceil(BIG / PAGE));
for (const probePath of [bigPath, smallPath, bigLastPagePath]) {
  const probe = await fetch(`${url}${probePath}`, { headers });
  const body = (await probe.json()) as { data?: unknown[] };
  if (probe.status !== 200 || body.data?.length !== PAGE) {
    throw new Error(`probe of ${probePath} failed: ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}
process.stdout.write(
  `${JSON.stringify({ url, token, bigPath, smallPath, bigLastPagePath, database: ctx.database.kind })}\n`,
);

process.on("SIGTERM", async () => {
  await app.close();
  await ctx.database.close();
  await scratch?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
