import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: process.env.TEST_DB === "postgres" ? "server (postgres)" : "server (pglite)",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    // Runs after the other projects (which use the default worker count).
    sequence: { groupOrder: 1 },
  },
});
