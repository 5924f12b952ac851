/**
 * Excalidraw fetches its fonts from `${EXCALIDRAW_ASSET_PATH}fonts/...`, a public CDN by default. The
 * build copies them to `/excalidraw-assets/` (vite.config.ts), so a self-hosted suite needs no outside
 * origin. Imported before Excalidraw by every module that loads it.
 */
declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

window.EXCALIDRAW_ASSET_PATH = "/excalidraw-assets/";

export {};
