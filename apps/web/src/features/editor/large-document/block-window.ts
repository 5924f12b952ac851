/**
 * Which top-level blocks of a very large document are drawn (pure rules of the block window).
 *
 * On every selection change Chromium works out the caret's offset from the start of the editable
 * element character by character (for input methods). It also lays out, pre-paints and paints every
 * block. In a document of thousands of blocks that cost most of each keystroke. Blocks far from both
 * the viewport and the selection are therefore not displayed. The page keeps its height: the first
 * block drawn after a hidden run gets a top margin as tall as the run, and the last block before a
 * hidden tail a bottom margin as tall as the tail, from the sizes measured while they were drawn.
 */

/**
 * The editor's children that are blocks: ProseMirror also puts widgets there (a collaborator's caret
 * between two blocks, the gap cursor), which must not shift the count.
 */
export const BLOCK = ":not(.ProseMirror-widget)";

/** The block elements among the editor's children (see BLOCK). */
export function blockElements(editor: Element): Element[] {
  return Array.from(editor.children).filter((child) => !child.classList.contains("ProseMirror-widget"));
}

/** A run of top-level blocks, 0-based and inclusive. */
export type BlockRange = readonly [first: number, last: number];

/** Documents with fewer top-level blocks are always drawn whole. */
export const BLOCK_WINDOW_MIN_BLOCKS = 400;
/** Blocks kept on each side of the selection's ends. */
export const BLOCK_WINDOW_SELECTION_MARGIN = 40;
/** Screens kept above and below the viewport. */
export const BLOCK_WINDOW_SCREENS = 2;
/** The height (with the space above it) assumed for a block never measured. */
export const BLOCK_WINDOW_DEFAULT_EXTENT = 32;

/** Merges ranges clipped to `[0, count)` into sorted, disjoint ranges. */
export function mergeRanges(ranges: readonly BlockRange[], count: number): BlockRange[] {
  const clipped = ranges
    .map(([first, last]) => [Math.max(0, first), Math.min(count - 1, last)] as const)
    .filter(([first, last]) => first <= last)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [first, last] of clipped) {
    const previous = merged[merged.length - 1];
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

/** The blocks outside every kept range. */
export function hiddenRanges(count: number, kept: readonly BlockRange[]): BlockRange[] {
  const hidden: BlockRange[] = [];
  let next = 0;
  for (const [first, last] of mergeRanges(kept, count)) {
    if (first > next) hidden.push([next, first - 1]);
    next = last + 1;
  }
  if (next < count) hidden.push([next, count - 1]);
  return hidden;
}

/** The kept range around one selection end. */
export function aroundBlock(index: number, margin = BLOCK_WINDOW_SELECTION_MARGIN): BlockRange {
  return [index - margin, index + margin];
}

/** True when `inner` lies inside one of `ranges`. */
export function covered(ranges: readonly BlockRange[], inner: BlockRange): boolean {
  return ranges.some(([first, last]) => first <= inner[0] && inner[1] <= last);
}

/**
 * What one block took on the page while drawn: `lead`, the space between the previous block's
 * bottom (or the top of the editor's content) and its top; `size`, its own height.
 */
export interface BlockExtent {
  lead: number;
  size: number;
}

/** A margin standing in for a hidden run: on top of the block after it, or below the block before a hidden tail. */
export interface BlockSpacer {
  index: number;
  side: "top" | "bottom";
  px: number;
}

/**
 * The spacers for `hidden` among `count` blocks. `extentOf(i)` is block i's measured extent (or
 * undefined), `tail` the space between the last block's bottom and the end of the editor's content.
 * A run followed by a drawn block becomes that block's top margin: the run's leads and sizes plus the
 * drawn block's own lead (inside an editor that is its own formatting context the margin then lands
 * exactly where the block stood). A hidden tail becomes the bottom margin of the block before it.
 */
export function spacersFor(
  hidden: readonly BlockRange[],
  count: number,
  extentOf: (index: number) => BlockExtent | undefined,
  tail: number,
): BlockSpacer[] {
  const known: number[] = [];
  for (let i = 0; i < count && known.length < 50; i++) {
    const extent = extentOf(i);
    if (extent) known.push(extent.lead + extent.size);
  }
  const fallback = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : BLOCK_WINDOW_DEFAULT_EXTENT;
  const span = (first: number, last: number) => {
    let px = 0;
    for (let i = first; i <= last; i++) {
      const extent = extentOf(i);
      px += extent ? extent.lead + extent.size : fallback;
    }
    return px;
  };
  const spacers: BlockSpacer[] = [];
  for (const [first, last] of hidden) {
    if (last + 1 < count) {
      spacers.push({ index: last + 1, side: "top", px: span(first, last) + (extentOf(last + 1)?.lead ?? 0) });
    } else if (first > 0) {
      spacers.push({ index: first - 1, side: "bottom", px: span(first, last) + tail });
    }
  }
  return spacers;
}

const px = (value: number) => `${Math.max(0, Math.round(value * 100) / 100)}px`;

/**
 * The style sheet of the editor marked `[data-block-window=id]`: its own formatting context (so the
 * spacers' margins stay inside it), hidden runs not displayed, spacers as margins. Screen only:
 * printing draws the whole document.
 */
export function blockWindowCss(id: string, hidden: readonly BlockRange[], spacers: readonly BlockSpacer[]): string {
  const root = `[data-block-window="${id}"]`;
  const rules = [`${root} { display: flow-root; }`];
  if (hidden.length > 0) {
    const selectors = hidden.map(
      ([first, last]) => `${root} > :nth-child(n+${first + 1} of ${BLOCK}):nth-child(-n+${last + 1} of ${BLOCK})`,
    );
    rules.push(`${selectors.join(", ")} { display: none !important; }`);
  }
  for (const spacer of spacers) {
    rules.push(
      `${root} > :nth-child(${spacer.index + 1} of ${BLOCK}) { margin-${spacer.side}: ${px(spacer.px)} !important; }`,
    );
  }
  return `@media screen { ${rules.join(" ")} }`;
}
