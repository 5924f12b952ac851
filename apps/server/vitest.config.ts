import { defineConfig } from "vitest/config";

const postgres = process.env.TEST_DB === "postgres";
// Tests of several server processes sharing PostgreSQL and Redis (`*.scaled.test.ts`) need both.
const scaledOut = postgres && Boolean(process.env.TEST_REDIS_URL);

export default defineConfig({
  test: {
    name: postgres ? "server (postgres)" : "server (pglite)",
    include: ["src/**/*.test.ts"],
    exclude: scaledOut ? [] : ["src/**/*.scaled.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    // Runs after the other projects (which use the default worker count).
    sequence: { groupOrder: 1 },
  },
});
