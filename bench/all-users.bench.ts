// Benchmark: authenticated GET /api/user/auth/all-users?limit=100 on the real app (session lookup,
// two indexed queries, presenting 100 users) against a bare Fastify route returning the same JSON
// from memory, measured in the same run. Prints both and the ratio.
import path from "node:path";
import { compareWithBareRoute } from "./support/compare";
import { startChild, stopChild } from "./support/harness";

export async function benchAllUsers(databaseUrl?: string): Promise<void> {
  // An empty value makes the child use PGlite even when the parent's environment names PostgreSQL.
  const app = await startChild<{ url: string; token: string; body: string; database: string }>(
    path.join(import.meta.dirname, "support/serve-app.ts"),
    [],
    { BENCH_DATABASE_URL: databaseUrl ?? "" },
  );
  try {
    await compareWithBareRoute({
      label: "all-users?limit=100",
      appUrl: app.info.url,
      route: "/api/user/auth/all-users?limit=100",
      token: app.info.token,
      body: app.info.body,
      database: app.info.database,
    });
  } finally {
    await stopChild(app.child);
  }
}
