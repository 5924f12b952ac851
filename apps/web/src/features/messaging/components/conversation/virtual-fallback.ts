import { measureElement, observeElementRect, type Virtualizer } from "@tanstack/react-virtual";

/**
 * The list's size observer, reporting a fallback size while the element has none (before layout, and
 * always in jsdom), so the first rows render instead of none.
 */
export function observeWithFallback(fallback: { width: number; height: number }) {
  return (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
    observeElementRect(instance, (rect) =>
      cb({ width: rect.width || fallback.width, height: rect.height || fallback.height }),
    );
}

/** Measures a row, keeping the estimate while it has no layout (jsdom, a hidden tab) instead of 0. */
export function measureWithFallback(estimate: (element: Element) => number) {
  return (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>) =>
    measureElement(element, entry, instance) || estimate(element);
}
