import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server serves dist/ with SPA fallback; in development Vite proxies the API (and its WebSockets).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Framework code changes rarely: its own chunk stays cached across app releases.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: "http://localhost:3000", ws: true, changeOrigin: true },
    },
  },
});
