// Child process of the channel-open benchmark: the real Bearish app (production settings) with two
// channels of the same two members, one of BENCH_BIG_CHANNEL messages (100,000) and one of 100,
// the messages written in bulk with SQL (the send path is measured by the fan-out benchmark).
// Prints one JSON line {url, token, bigPath, smallPath, database}.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { createScratchDatabase } from "./scratch-database";
import { seedBenchUsers } from "./seed";

const BIG = Number(process.env.BENCH_BIG_CHANNEL ?? 100_000);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-bench-messages-"));
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

const users = await fetch(`${url}/api/channels/bearish/users`, { headers });
const other = ((await users.json()) as { data: { id: string; firstName: string }[] }).data.find(
  (u) => !u.firstName.startsWith("Ada"),
);
if (!other) throw new Error("the second bench user was not listed");

async function channelWith(name: string, count: number): Promise<string> {
  const res = await fetch(`${url}/api/channels/bearish`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name, participantIds: [other?.id] }),
  });
  if (res.status !== 201) throw new Error(`creating the channel failed: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  // Messages alternate between the two members, a minute apart, ending now.
  for (let from = 1; from <= count; from += 20_000) {
    const to = Math.min(count, from + 19_999);
    await ctx.db.execute(sql`
      insert into messages (id, conversation_id, seq, sender_id, content, plain_text, created_at, updated_at)
      select gen_random_uuid(), ${id}::uuid, s,
             (select id from users order by created_at, id offset (s % 2) limit 1),
             '<p>Message number ' || s || ' of the benchmark channel, with a little text to read.</p>',
             'Message number ' || s || ' of the benchmark channel, with a little text to read.',
             now() - ((${count}::int - s) * interval '1 minute'), now() - ((${count}::int - s) * interval '1 minute')
      from generate_series(${from}::int, ${to}::int) as s`);
  }
  await ctx.db.execute(sql`
    update conversations set last_seq = ${count}::bigint,
      last_message_id = (select id from messages where conversation_id = ${id}::uuid and seq = ${count}::bigint),
      last_message_at = now()
    where id = ${id}::uuid`);
  return `/api/channels/bearish/${id}/messages?pageSize=100&pageNumber=1`;
}

const bigPath = await channelWith("big", BIG);
const smallPath = await channelWith("small", 100);
for (const probePath of [bigPath, smallPath]) {
  const probe = await fetch(`${url}${probePath}`, { headers });
  const body = (await probe.json()) as { data?: unknown[] };
  if (probe.status !== 200 || body.data?.length !== 100) {
    throw new Error(`probe of ${probePath} failed: ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}
process.stdout.write(`${JSON.stringify({ url, token, bigPath, smallPath, database: ctx.database.kind })}\n`);

process.on("SIGTERM", async () => {
  await app.close();
  await ctx.database.close();
  await scratch?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
