import { Extension, isMacOS } from "@tiptap/core";
import { type EditorState, Plugin, PluginKey, type PluginView, Selection, TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import {
  aroundBlock,
  BLOCK_WINDOW_DEFAULT_EXTENT,
  BLOCK_WINDOW_MIN_BLOCKS,
  BLOCK_WINDOW_SCREENS,
  BLOCK_WINDOW_SELECTION_MARGIN,
  type BlockExtent,
  type BlockRange,
  blockElements,
  blockWindowCss,
  covered,
  hiddenRanges,
  spacersFor,
} from "./block-window";

const blockWindowKey = new PluginKey("blockWindow");
let nextWindowId = 0;

/** Top-level indices of the selection's two ends. */
function selectionBlocks(state: EditorState): [number, number] {
  const { $anchor, $head } = state.selection;
  const last = Math.max(0, state.doc.childCount - 1);
  return [Math.min($anchor.index(0), last), Math.min($head.index(0), last)];
}

/** The blocks whose extent meets `[top, bottom]`, from their tops in content coordinates. */
function blocksBetween(tops: Float64Array, ends: Float64Array, top: number, bottom: number): BlockRange {
  let first = 0;
  while (first < tops.length - 1 && (ends[first] ?? 0) < top) first++;
  let last = first;
  while (last < tops.length - 1 && (tops[last + 1] ?? 0) <= bottom) last++;
  return [first, last];
}

/**
 * Draws only the top-level blocks near the viewport and the selection when a document has at least
 * BLOCK_WINDOW_MIN_BLOCKS of them (rules and reasons in block-window.ts). Layout is read only in an
 * animation frame after a scroll, a resize or a change in the number of blocks; a keystroke reads
 * none. Sizes are kept per element (ProseMirror keeps a block's element while the block lives), so
 * blocks inserted above do not shift them.
 */
class BlockWindowView implements PluginView {
  private readonly style = document.createElement("style");
  private readonly extents = new WeakMap<Element, BlockExtent>();
  /** Space between the last block and the end of the editor's content, when last measured. */
  private tail = 0;
  private active = false;
  private kept: BlockRange[] = [];
  private hidden: BlockRange[] = [];
  /** The blocks within BLOCK_WINDOW_SCREENS screens of the viewport, as last measured. */
  private nearViewport: BlockRange | null = null;
  private blockCount = 0;
  private frame = 0;

  constructor(
    private view: EditorView,
    private readonly id: string,
  ) {
    this.style.dataset.blockWindow = id;
    document.head.append(this.style);
    document.addEventListener("scroll", this.measureSoon, { capture: true, passive: true });
    window.addEventListener("resize", this.measureSoon, { passive: true });
    this.measureSoon();
  }

  update(view: EditorView, prevState: EditorState): void {
    this.view = view;
    const { state } = view;
    if (state.doc === prevState.doc && state.selection.eq(prevState.selection)) return;
    if (state.doc.childCount < BLOCK_WINDOW_MIN_BLOCKS) {
      if (this.active) this.deactivate();
      return;
    }
    if (!this.active || !this.nearViewport) {
      this.measureSoon();
      return;
    }
    const [anchor, head] = selectionBlocks(state);
    const half = BLOCK_WINDOW_SELECTION_MARGIN >> 1;
    const selectionShown = covered(this.kept, aroundBlock(head, half)) && covered(this.kept, [anchor, anchor]);
    if (state.doc.childCount !== this.blockCount || !selectionShown) {
      // Drawn at once from the state, before the browser places the caret; the viewport's part is
      // measured again in the next frame.
      this.render();
      this.measureSoon();
    }
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    document.removeEventListener("scroll", this.measureSoon, { capture: true });
    window.removeEventListener("resize", this.measureSoon);
    this.style.remove();
  }

  private readonly measureSoon = (): void => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.measure();
    });
  };

  private deactivate(): void {
    this.active = false;
    this.kept = [];
    this.hidden = [];
    this.nearViewport = null;
    this.style.textContent = "";
  }

  private measure(): void {
    const { state, dom } = this.view;
    if (state.doc.childCount < BLOCK_WINDOW_MIN_BLOCKS) {
      if (this.active) this.deactivate();
      return;
    }
    if (!this.active) {
      // First its own formatting context (margins stay inside), then measure in the next frame.
      this.active = true;
      this.draw();
      this.measureSoon();
      return;
    }
    const rootRect = dom.getBoundingClientRect();
    if (!dom.isConnected || rootRect.height === 0) return;
    const rootStyle = getComputedStyle(dom);
    const contentTop =
      rootRect.top + Number.parseFloat(rootStyle.borderTopWidth) + Number.parseFloat(rootStyle.paddingTop);
    const contentBottom =
      rootRect.bottom - Number.parseFloat(rootStyle.borderBottomWidth) - Number.parseFloat(rootStyle.paddingBottom);
    const children = blockElements(dom);
    const count = children.length;
    this.recordDrawn(children, contentTop, contentBottom);

    // Every block's top and bottom in content coordinates, drawn or not, from the recorded extents.
    const tops = new Float64Array(count);
    const ends = new Float64Array(count);
    let y = 0;
    for (let i = 0; i < count; i++) {
      const extent = this.extents.get(children[i] as Element);
      y += extent ? extent.lead : 0;
      tops[i] = y;
      y += extent ? extent.size : BLOCK_WINDOW_DEFAULT_EXTENT;
      ends[i] = y;
    }
    const screen = window.innerHeight;
    const viewTop = -contentTop;
    // The blocks within one screen of the viewport must be drawn; the window moves only when they are
    // not, and then keeps BLOCK_WINDOW_SCREENS screens on each side.
    const mustShow = blocksBetween(tops, ends, viewTop - screen, viewTop + 2 * screen);
    if (this.nearViewport && this.blockCount === count && covered(this.kept, mustShow)) return;
    this.nearViewport = blocksBetween(
      tops,
      ends,
      viewTop - BLOCK_WINDOW_SCREENS * screen,
      viewTop + (BLOCK_WINDOW_SCREENS + 1) * screen,
    );
    this.render();
  }

  /** Records the extent of every drawn block (and the tail when the last block is drawn). */
  private recordDrawn(children: Element[], contentTop: number, contentBottom: number): void {
    const count = children.length;
    const drawn = hiddenRanges(count, this.hidden);
    for (const [first, last] of drawn) {
      // The first block after a hidden run carries the run's spacer: its own lead stays as recorded.
      let previousBottom: number | null = first === 0 ? contentTop : null;
      for (let i = first; i <= last; i++) {
        const element = children[i] as Element;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const lead = previousBottom === null ? (this.extents.get(element)?.lead ?? 0) : rect.top - previousBottom;
        this.extents.set(element, { lead, size: rect.height });
        previousBottom = rect.bottom;
      }
      if (last === count - 1 && previousBottom !== null) this.tail = contentBottom - previousBottom;
    }
  }

  private render(): void {
    if (!this.nearViewport) return;
    const children = blockElements(this.view.dom);
    const count = children.length;
    const [anchor, head] = selectionBlocks(this.view.state);
    this.kept = [aroundBlock(anchor), aroundBlock(head), this.nearViewport, ...this.unmeasured(children)];
    this.hidden = hiddenRanges(count, this.kept);
    this.blockCount = count;
    this.draw(children);
  }

  /**
   * Blocks never measured (pasted, restored or inserted by someone else since) stay drawn until the
   * next frame has measured them, so every hidden run's spacer is made of real heights.
   */
  private unmeasured(children: Element[]): BlockRange[] {
    const runs: BlockRange[] = [];
    let start = -1;
    children.forEach((child, index) => {
      const known = this.extents.has(child);
      if (!known && start < 0) start = index;
      if (known && start >= 0) {
        runs.push([start, index - 1]);
        start = -1;
      }
    });
    if (start >= 0) runs.push([start, children.length - 1]);
    return runs;
  }

  private draw(children = blockElements(this.view.dom)): void {
    const spacers = spacersFor(
      this.hidden,
      children.length,
      (index) => this.extents.get(children[index] as Element),
      this.tail,
    );
    const css = blockWindowCss(this.id, this.hidden, spacers);
    if (this.style.textContent !== css) this.style.textContent = css;
  }
}

/**
 * Large documents: only blocks near the viewport or the selection are drawn. Ctrl+Home and Ctrl+End
 * (Cmd+Up and Cmd+Down on macOS) go through ProseMirror, because the browser finds no caret place in
 * hidden blocks and would stop at the edge of the drawn ones.
 */
export const BlockWindow = Extension.create({
  name: "blockWindow",

  addKeyboardShortcuts() {
    const jump = (toEnd: boolean, extend: boolean) => () => {
      const { state, view } = this.editor;
      const target = toEnd ? Selection.atEnd(state.doc) : Selection.atStart(state.doc);
      const selection = extend ? TextSelection.between(state.selection.$anchor, target.$head) : target;
      view.dispatch(state.tr.setSelection(selection).scrollIntoView());
      return true;
    };
    const [up, down] = isMacOS() ? ["Mod-ArrowUp", "Mod-ArrowDown"] : ["Mod-Home", "Mod-End"];
    return {
      [up]: jump(false, false),
      [down]: jump(true, false),
      [`Shift-${up}`]: jump(false, true),
      [`Shift-${down}`]: jump(true, true),
    };
  },

  addProseMirrorPlugins() {
    const id = String(++nextWindowId);
    return [
      new Plugin({
        key: blockWindowKey,
        props: { attributes: { "data-block-window": id } },
        view: (view) => new BlockWindowView(view, id),
      }),
    ];
  },
});
