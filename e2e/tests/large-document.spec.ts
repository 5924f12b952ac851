import { type Browser, expect, type Page, test } from "@playwright/test";
import { type Account, type SignedInOptions, signedIn, signUp } from "../support/accounts";
import { api, createItem, workspaceWith } from "../support/workspace-setup";

/** Page errors and render errors of every page of the running test (each test ends by checking there were none). */
const crashes: string[] = [];
const options: SignedInOptions = { viewport: { width: 1400, height: 1000 }, crashes };
const live = { timeout: 15_000 };
/** The browser contexts the running test opened (closed after it). */
const opened: Page[] = [];

/** Paragraphs in the document: well above the block window's threshold (400 top-level blocks). */
const PARAGRAPHS = 1000;
const EDITOR = '[role="textbox"][aria-label="Page content"]';
const WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore".split(
  " ",
);

/** The marker word of paragraph `n` (1-based): para-0001 … para-1000. */
const marker = (n: number) => `para-${String(n).padStart(4, "0")}`;

/** Paragraph `n`: its marker, then 30 to 48 words (so paragraphs wrap to different heights). */
function paragraph(n: number): string {
  const words = Array.from({ length: 30 + ((n * 7) % 19) }, (_, i) => WORDS[(n + i) % WORDS.length]);
  return `<p>${marker(n)} ${words.join(" ")}</p>`;
}

const content = (page: Page) => page.getByRole("textbox", { name: "Page content" });

async function openDocument(browser: Browser, account: Account, url: string): Promise<Page> {
  const page = await signedIn(browser, account, options);
  opened.push(page);
  await page.goto(url);
  await expect(content(page)).toBeVisible(live);
  await expect(content(page)).toContainText(marker(PARAGRAPHS), live);
  return page;
}

/** What the block window does to the editor now, read in one go (no animation frame runs in between). */
interface Layout {
  blocks: number;
  /** Top-level blocks not displayed (a zero-size box). */
  hidden: number;
  /** The editor's height as drawn, and with the block window's style sheet switched off (every block drawn). */
  height: number;
  fullHeight: number;
}

function readLayout(page: Page): Promise<Layout> {
  return page.evaluate((selector) => {
    const editor = document.querySelector(selector);
    if (!editor) throw new Error("no editor");
    const children = [...editor.children];
    const hidden = children.filter((child) => child.getBoundingClientRect().height === 0).length;
    const height = editor.getBoundingClientRect().height;
    const sheets = [...document.querySelectorAll<HTMLStyleElement>("style[data-block-window]")];
    for (const sheet of sheets) if (sheet.sheet) sheet.sheet.disabled = true;
    // Keep the editor's own formatting context, so that only the hidden blocks and their spacers differ.
    const flow = (editor as HTMLElement).style.display;
    (editor as HTMLElement).style.display = "flow-root";
    const fullHeight = editor.getBoundingClientRect().height;
    (editor as HTMLElement).style.display = flow;
    for (const sheet of sheets) if (sheet.sheet) sheet.sheet.disabled = false;
    return { blocks: children.length, hidden, height, fullHeight };
  }, EDITOR);
}

/** Gives the page `e2eScroller()`: the element scrolled to show the editor (the document's scrolling element when nothing nearer scrolls). */
function findScroller(page: Page): Promise<void> {
  return page.evaluate((selector) => {
    Object.assign(window, {
      e2eScroller: () => {
        let element = document.querySelector(selector)?.parentElement ?? null;
        while (element) {
          const { overflowY } = getComputedStyle(element);
          const scrolls = overflowY === "auto" || overflowY === "scroll";
          if (scrolls && element.scrollHeight > element.clientHeight) return element;
          element = element.parentElement;
        }
        return document.scrollingElement as Element;
      },
    });
  }, EDITOR);
}

interface Centre {
  /** The marker of the editor paragraph at the centre of the visible area, or what is there instead. */
  found: string;
  x: number;
  y: number;
}

/**
 * Scrolls so that `fraction` of the scrollable height lies above the visible area and answers what is at
 * its centre, once the window has moved.
 */
async function scrollTo(page: Page, fraction: number): Promise<Centre> {
  await page.evaluate((f) => {
    const element = (window as unknown as { e2eScroller: () => Element }).e2eScroller();
    element.scrollTop = (element.scrollHeight - element.clientHeight) * f;
  }, fraction);
  let centre: Centre = { found: "", x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        centre = await page.evaluate(
          (selector) =>
            // Two frames: the window measures in the first after a scroll, and draws at once.
            new Promise<Centre>((resolve) => {
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  const editor = document.querySelector(selector);
                  const element = (window as unknown as { e2eScroller: () => Element }).e2eScroller();
                  const box = element === document.scrollingElement ? null : element.getBoundingClientRect();
                  const x = (editor?.getBoundingClientRect().left ?? 0) + 40;
                  const y = box ? box.top + box.height / 2 : window.innerHeight / 2;
                  const hit = document.elementFromPoint(x, y);
                  const block = hit?.closest(`${selector} > p`);
                  const found = block
                    ? (block.textContent?.match(/para-\d{4}/)?.[0] ?? "a paragraph without marker")
                    : `blank (${hit?.tagName ?? "nothing"} ${hit?.className ?? ""})`;
                  resolve({ found, x, y });
                }),
              );
            }),
          EDITOR,
        );
        return centre.found;
      },
      { timeout: 5_000, intervals: [100, 250] },
    )
    .toMatch(/^para-\d{4}$/);
  return centre;
}

/** The text of the editor's first and last paragraphs (drawn or not), without other people's carets. */
function ends(page: Page): Promise<{ first: string; last: string }> {
  return page.evaluate((selector) => {
    const editor = document.querySelector(selector);
    const text = (block: Element | null | undefined) => {
      if (!block) return "";
      const copy = block.cloneNode(true) as Element;
      for (const caret of copy.querySelectorAll(".collaboration-carets__caret")) caret.remove();
      return copy.textContent ?? "";
    };
    return { first: text(editor?.firstElementChild), last: text(editor?.lastElementChild) };
  }, EDITOR);
}

test.use({ actionTimeout: 15_000 });

test.afterEach(async () => {
  const seen = crashes.splice(0);
  for (const page of opened.splice(0)) await page.context().close();
  expect(seen, "page errors").toEqual([]);
});

test("a 1,000-paragraph document draws only what is near, keeps its height, scrolls, jumps to both ends and prints whole", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const alice = await signUp(request, "Alice", "Author");
  const bruno = await signUp(request, "Bruno", "Builder");
  const workspace = await workspaceWith(request, alice, [{ account: bruno, role: "EDITOR" }]);
  const docId = await createItem(request, alice, workspace.id, "Document", "Very long read");
  const html = Array.from({ length: PARAGRAPHS }, (_, i) => paragraph(i + 1)).join("");
  expect(html.length).toBeLessThan(900_000);
  await api(request, alice, "PUT", `/api/document/${workspace.id}/document/${docId}`, { content: html });
  const url = `${workspace.base}/doc/${docId}`;
  const a = await openDocument(browser, alice, url);
  const b = await openDocument(browser, bruno, url);

  // The window engages: most blocks are not displayed, and the editor is as tall as with every block drawn.
  await expect.poll(async () => (await readLayout(a)).hidden, live).toBeGreaterThan(500);
  const start = await readLayout(a);
  expect(start.blocks).toBe(PARAGRAPHS);
  expect(start.fullHeight).toBeGreaterThan(20_000);
  expect(Math.abs(start.height - start.fullHeight), `height ${start.height} vs ${start.fullHeight}`).toBeLessThan(2);

  // Scrolling down always shows the paragraphs that belong there, never blank space.
  await findScroller(a);
  let previous = 0;
  for (const fraction of [0.25, 0.5, 0.9]) {
    const found = Number((await scrollTo(a, fraction)).found.slice(5));
    expect(found, `marker at ${fraction * 100} %`).toBeGreaterThan(previous);
    // Roughly where it belongs (paragraph heights differ a little).
    expect(Math.abs(found / PARAGRAPHS - fraction), `marker ${found} at ${fraction * 100} %`).toBeLessThan(0.1);
    previous = found;
    const layout = await readLayout(a);
    expect(layout.hidden, `hidden blocks at ${fraction * 100} %`).toBeGreaterThan(500);
    expect(Math.abs(layout.height - layout.fullHeight), `height at ${fraction * 100} %`).toBeLessThan(2);
  }
  expect(previous).toBeGreaterThan(800);

  // Ctrl+End and Ctrl+Home reach the document's ends, even though they were not drawn.
  const middle = await scrollTo(a, 0.5);
  await a.mouse.click(middle.x, middle.y);
  await a.keyboard.press("Control+End");
  await a.keyboard.type("tail-typed");
  await expect.poll(async () => (await ends(a)).last, live).toBe(`${paragraph(PARAGRAPHS).slice(3, -4)}tail-typed`);
  await expect(content(a).locator(":scope > p").last()).toBeInViewport();
  await a.keyboard.press("Control+Home");
  await a.keyboard.type("head-typed");
  await expect.poll(async () => (await ends(a)).first, live).toBe(`head-typed${paragraph(1).slice(3, -4)}`);
  await expect(content(a).locator(":scope > p").first()).toBeInViewport();
  expect((await readLayout(a)).blocks).toBe(PARAGRAPHS);

  // Bruno sees both, live, far apart as they are.
  await expect
    .poll(() => ends(b), live)
    .toEqual({
      first: `head-typed${paragraph(1).slice(3, -4)}`,
      last: `${paragraph(PARAGRAPHS).slice(3, -4)}tail-typed`,
    });

  // Printing draws every paragraph; back on screen the window hides the far ones again.
  await a.emulateMedia({ media: "print" });
  const printed = await a.evaluate(
    (selector) =>
      [...(document.querySelector(selector)?.children ?? [])].filter(
        (child) => child.getBoundingClientRect().height > 0,
      ).length,
    EDITOR,
  );
  expect(printed).toBe(PARAGRAPHS);
  await a.emulateMedia({ media: "screen" });
  expect((await readLayout(a)).hidden).toBeGreaterThan(500);

  // Both texts were stored: they are there after a reload.
  await a.reload();
  await expect(content(a)).toBeVisible(live);
  await expect
    .poll(() => ends(a), live)
    .toEqual({
      first: `head-typed${paragraph(1).slice(3, -4)}`,
      last: `${paragraph(PARAGRAPHS).slice(3, -4)}tail-typed`,
    });
});
