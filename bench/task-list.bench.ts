// Benchmark: authenticated GET /api/task/get-all-task?limit=200 (one board of a seeded workspace)
// on the real app against a bare Fastify route returning the same JSON from memory, in the same
// run. Goal (issue 5): at least 50% of the baseline's requests per second.
import path from "node:path";
import { compareWithBareRoute } from "./support/compare";
import { startChild, stopChild } from "./support/harness";

export interface TaskServerInfo {
  url: string;
  token: string;
  workspaceId: string;
  bigBoardId: string;
  smallBoardId: string;
  listPath: string;
  body: string;
  database: string;
}

export function startTaskServer(databaseUrl?: string) {
  return startChild<TaskServerInfo>(path.join(import.meta.dirname, "support/serve-tasks.ts"), [], {
    BENCH_DATABASE_URL: databaseUrl ?? "",
  });
}

export async function benchTaskList(databaseUrl?: string): Promise<void> {
  const app = await startTaskServer(databaseUrl);
  try {
    await compareWithBareRoute({
      label: "task/get-all-task?limit=200",
      appUrl: app.info.url,
      route: app.info.listPath,
      token: app.info.token,
      body: app.info.body,
      database: app.info.database,
      uncached: true,
    });
  } finally {
    await stopChild(app.child);
  }
}
