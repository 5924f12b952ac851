import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Where the whiteboard's fonts are served from (the whiteboard sets EXCALIDRAW_ASSET_PATH to it). */
const EXCALIDRAW_ASSETS = "excalidraw-assets";

/**
 * Excalidraw loads its hand-drawn fonts from a public CDN unless they are served by the app; a
 * self-hosted suite serves them itself (and the CSP allows no other font origin). Copies the
 * package's fonts into the build, and serves them from node_modules in development.
 */
function excalidrawFonts(): Plugin {
  const require = createRequire(import.meta.url);
  // The package exports no package.json: its main entry is dist/prod/index.js, beside the fonts.
  const fontsDir = path.join(path.dirname(require.resolve("@excalidraw/excalidraw")), "fonts");
  let outDir = "dist";
  return {
    name: "bearish-excalidraw-fonts",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`/${EXCALIDRAW_ASSETS}/fonts`, (req, res, next) => {
        const file = path.join(fontsDir, decodeURIComponent((req.url ?? "").split("?")[0] ?? ""));
        if (!file.startsWith(fontsDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return next();
        res.setHeader("content-type", "font/woff2");
        fs.createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      fs.cpSync(fontsDir, path.join(outDir, EXCALIDRAW_ASSETS, "fonts"), { recursive: true });
    },
  };
}

// The server serves dist/ with SPA fallback; in development Vite proxies the API (and its WebSockets).
export default defineConfig({
  plugins: [react(), excalidrawFonts()],
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
