import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
// Registers the app's i18next instance with react-i18next for every test.
import "../app/i18n/i18n";

// jsdom has no IntersectionObserver; emoji-mart's picker (loaded lazily, so it may mount after the
// test that opened it has ended) watches its category sections with one.
if (!("IntersectionObserver" in globalThis)) {
  Object.defineProperty(globalThis, "IntersectionObserver", {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  });
}

// Whole-app tests load pages lazily; a busy CI machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
