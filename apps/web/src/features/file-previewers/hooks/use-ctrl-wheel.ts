import { type RefObject, useCallback, useRef } from "react";

/**
 * A callback ref that turns Ctrl + wheel over its element into `onStep(+1)` (wheel up) and
 * `onStep(-1)` (wheel down) instead of the browser zooming the whole page (which needs a
 * non-passive listener). `target` also receives the element, for callers that need it.
 */
export function useCtrlWheel(
  onStep: (direction: 1 | -1) => void,
  target?: RefObject<HTMLElement | null>,
): (element: HTMLElement | null) => (() => void) | undefined {
  const latest = useRef(onStep);
  latest.current = onStep;
  return useCallback(
    (element: HTMLElement | null) => {
      if (target) target.current = element;
      if (!element) return undefined;
      const listener = (event: WheelEvent) => {
        if (!(event.ctrlKey || event.metaKey) || event.deltaY === 0) return;
        event.preventDefault();
        latest.current(event.deltaY < 0 ? 1 : -1);
      };
      element.addEventListener("wheel", listener, { passive: false });
      return () => {
        element.removeEventListener("wheel", listener);
        if (target) target.current = null;
      };
    },
    [target],
  );
}
