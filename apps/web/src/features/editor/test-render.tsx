import { fireEvent as domFireEvent } from "@testing-library/dom";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";

// The editor tests' rendering: mounted with apps/web's own react-dom (not @testing-library/react's
// render, which resolves the React 18 copy hoisted in the root node_modules), so the editor's portals
// and the test share one React; everything runs inside act.
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
  return { container, rerender: (next: ReactNode) => act(() => root.render(next)) };
}

/** Runs `fn` inside act (editor commands that re-render the surface). */
export function inAct(fn: () => void) {
  act(fn);
}

/** Lets pending renders (node views mount through a portal a tick later) and fetches finish. */
export async function settle(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Runs `assertion` until it passes, letting React and pending promises run between tries. */
export async function eventually(assertion: () => void, tries = 100) {
  for (let i = 1; ; i++) {
    try {
      assertion();
      return;
    } catch (error) {
      if (i >= tries) throw error;
      await settle(1);
    }
  }
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
