import { defineConfig } from "vitest/config";

// Unit and API integration tests of shared and server. The web app has its own config (jsdom).
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/server", "apps/web"],
  },
});
