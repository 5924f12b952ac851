// Throwaway: profiles message sends in process (not committed).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { createContext } from "../../apps/server/src/platform/bootstrap";
import { seedBenchMembers } from "./seed";
import { PGlite } from "@electric-sql/pglite";

const stats = new Map<string, { n: number; ms: number }>();
let counting = false;
// biome-ignore lint/suspicious/noExplicitAny: throwaway profiling
const proto = PGlite.prototype as any;
for (const name of ["query", "exec", "execProtocol"]) {
  const original = proto[name];
  if (!original) continue;
  proto[name] = async function (this: unknown, ...args: unknown[]) {
    const t = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      if (counting && name !== "execProtocol") {
        const key = `${name}: ${String(args[0]).replace(/\s+/g, " ").slice(0, 110)}`;
        const s = stats.get(key) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - t;
        stats.set(key, s);
      }
    }
  };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-prof-"));
const ctx = await createContext(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "100000000" }));
const members = await seedBenchMembers(ctx, 3);
const app = await buildApp(ctx);
const headers = { authorization: `Bearer ${members[0]?.token}` };
const created = await app.inject({ method: "POST", url: "/api/channels/bearish", headers, payload: { name: "p", participantIds: [members[1]?.id, members[2]?.id] } });
const channelId = created.json().data.id;
const send = () => app.inject({ method: "POST", url: `/api/channels/bearish/${channelId}/messages`, headers, payload: { content: `<p>hello ${"x".repeat(1000)}</p>` } });
for (let i = 0; i < 50; i++) await send();
const n = Number(process.env.N ?? 300);
counting = true;
const cpu = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < n; i++) {
  const res = await send();
  if (res.statusCode !== 201) throw new Error(res.body);
}
const used = process.cpuUsage(cpu);
console.log(`${n} sends: ${((performance.now() - t0) / n).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU each`);
counting = false;
for (const [k, v] of [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40)) console.log((v.n / n).toFixed(2), (v.ms / n).toFixed(2) + "ms", k);
const list = performance.now();
for (let i = 0; i < 50; i++) await app.inject({ method: "GET", url: `/api/channels/bearish/${channelId}/messages?pageSize=100`, headers });
console.log(`list page: ${((performance.now() - list) / 50).toFixed(2)} ms`);
await app.close();
await ctx.database.close();
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(0);
