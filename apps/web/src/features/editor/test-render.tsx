import { fireEvent as domFireEvent } from "@testing-library/dom";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";

// Rendered with apps/web's own react-dom (not @testing-library/react's render, which resolves the
// React 18 copy hoisted in the root node_modules), inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/** Mounts `ui` in the document; it is unmounted after the test. */
export function renderUi(ui: ReactNode) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push({ root, container });
  return { container };
}

/** Runs `fn` inside act (editor commands that re-render the surface). */
export function inAct(fn: () => void) {
  act(fn);
}

type DomFire = typeof domFireEvent;
/** Testing Library's fireEvent inside act. */
export const fireEvent = new Proxy(domFireEvent, {
  get(target, key: keyof DomFire) {
    const fire = target[key] as (...args: unknown[]) => boolean;
    return (...args: unknown[]) => {
      let result = false;
      act(() => {
        result = fire(...args);
      });
      return result;
    };
  },
}) as DomFire;
