import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { type Account, type SignedInOptions, signedIn, signUp } from "../support/accounts";
import { api, createItem, workspaceWith } from "../support/workspace-setup";

/** Page errors and render errors of every page of the running test (each test ends by checking there were none). */
const crashes: string[] = [];
const options: SignedInOptions = { viewport: { width: 1400, height: 1000 }, recordToasts: true, crashes };
const live = { timeout: 15_000 };
/** The browser contexts the running test opened (closed after it). */
const opened: Page[] = [];

interface Team {
  alice: Account;
  bruno: Account;
  chloe: Account;
  workspace: { id: string; base: string };
}

/** Alice owns a new workspace; Bruno edits it; Chloe only views it. */
async function team(request: APIRequestContext): Promise<Team> {
  const alice = await signUp(request, "Alice", "Author");
  const bruno = await signUp(request, "Bruno", "Builder");
  const chloe = await signUp(request, "Chloe", "Reader");
  const workspace = await workspaceWith(request, alice, [
    { account: bruno, role: "EDITOR" },
    { account: chloe, role: "VIEWER" },
  ]);
  return { alice, bruno, chloe, workspace };
}

async function open(browser: Browser, account: Account, url: string): Promise<Page> {
  const page = await signedIn(browser, account, options);
  opened.push(page);
  await page.goto(url);
  return page;
}

/** The content of the open page's editor (editable or read-only). */
const content = (page: Page) => page.getByRole("textbox", { name: "Page content" });

/** Opens a document and waits until its live editor has synced. */
async function openDocument(browser: Browser, account: Account, url: string): Promise<Page> {
  const page = await open(browser, account, url);
  await expect(content(page)).toBeVisible(live);
  return page;
}

/**
 * Puts the cursor at the end of the document's last paragraph (the editor keeps a paragraph last): a click at
 * its far end, then End; checked in the DOM, since a block just inserted holds a node selection that typing
 * would replace.
 */
async function toEnd(page: Page) {
  const last = content(page).locator(":scope > p:last-child");
  await expect
    .poll(
      async () => {
        const box = await last.boundingBox();
        if (!box) return "no last paragraph";
        await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
        await page.keyboard.press("End");
        return page.evaluate(() => {
          const editor = document.querySelector('[role="textbox"][aria-label="Page content"]');
          const selection = window.getSelection();
          if (!editor || !selection) return "no editor";
          if (document.activeElement !== editor) return `focus on ${document.activeElement?.tagName}`;
          if (editor.querySelector(".ProseMirror-selectednode")) return "a node is selected";
          if (!selection.isCollapsed || !editor.lastElementChild?.contains(selection.anchorNode)) return "elsewhere";
          return "at the end";
        });
      },
      { timeout: 10_000, intervals: [50, 100, 250] },
    )
    .toBe("at the end");
}

test.use({ actionTimeout: 15_000 });

test.afterEach(async () => {
  const seen = crashes.splice(0);
  for (const page of opened.splice(0)) await page.context().close();
  expect(seen, "page errors").toEqual([]);
});

test("two editors write the same document live and see each other's named carets", async ({ browser, request }) => {
  const { alice, bruno, workspace } = await team(request);
  const docId = await createItem(request, alice, workspace.id, "Document", "Launch plan");
  const url = `${workspace.base}/doc/${docId}`;
  const a = await openDocument(browser, alice, url);
  const b = await openDocument(browser, bruno, url);

  const first = "Alice writes the opening line.";
  const second = "Bruno adds the closing line.";
  await toEnd(a);
  await a.keyboard.type(first);
  await expect(content(b)).toContainText(first, live);
  await toEnd(b);
  await b.keyboard.press("Enter");
  await b.keyboard.type(second);
  await expect(content(a)).toContainText(second, live);
  await expect(content(b)).toContainText(first);

  // Each sees where the other is, under the other's name (and not their own name).
  await expect(a.locator(".collaboration-carets__label", { hasText: "Bruno Builder" })).toBeVisible(live);
  await expect(b.locator(".collaboration-carets__label", { hasText: "Alice Author" })).toBeVisible(live);
  await expect(a.locator(".collaboration-carets__label", { hasText: "Alice Author" })).toHaveCount(0);
  await expect(b.locator(".collaboration-carets__label", { hasText: "Bruno Builder" })).toHaveCount(0);
});

/** What each slash-menu entry must add to the document, and how its dialog (if any) is answered. */
interface Expectation {
  /** Elements of this kind in the editor (`:scope >` is the top level: blocks draw headings of their own); one more after the entry ran. */
  selector: string;
  /** Typed into the new block (text blocks), so that it can be found again. */
  type?: string;
  dialog?: (page: Page) => Promise<void>;
}

function slashExpectations(links: { docId: string; docTitle: string; boardId: string; boardTitle: string }) {
  const pick = (title: string) => async (page: Page) => {
    const dialog = page.getByRole("dialog", { name: "Connect a page" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: new RegExp(title) }).click();
    await expect(dialog).toBeHidden();
  };
  const url = "https://example.com/bearish";
  const expectations: Record<string, Expectation> = {
    "Task list": { selector: ".node-checklist" },
    Event: { selector: ".node-calendarEvent" },
    "Connect a page": { selector: `a[href*="/doc/${links.docId}"]`, dialog: pick(links.docTitle) },
    Note: { selector: ".node-callout" },
    Snippet: { selector: ".node-codeBlock", type: "const snippet = 1;" },
    // Typed on its own line (Enter), so that the next entry does not turn this paragraph into its block.
    "Plain text": { selector: 'p:has-text("Plain words here")', type: "Plain words here\n" },
    "Heading 1": { selector: ":scope > h1", type: "First heading" },
    "Heading 2": { selector: ":scope > h2", type: "Second heading" },
    "Heading 3": { selector: ":scope > h3", type: "Third heading" },
    Quote: { selector: ":scope > blockquote", type: "A quoted line" },
    Divider: { selector: ":scope > hr" },
    Code: { selector: ".node-codeBlock", type: "let code = 2;" },
    Media: { selector: ".node-image" },
    "Link to a page": { selector: `a[href*="/whiteboard/${links.boardId}"]`, dialog: pick(links.boardTitle) },
    Columns: { selector: ".node-layout" },
    Hyperlink: {
      selector: `a[href="${url}"]`,
      dialog: async (page) => {
        const dialog = page.getByRole("dialog", { name: "Link" });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("textbox", { name: "Text" }).fill("Bearish site");
        await dialog.getByRole("textbox", { name: "URL" }).fill(url);
        await dialog.getByRole("button", { name: "Apply" }).click();
        await expect(dialog).toBeHidden();
      },
    },
    Button: { selector: ".node-button" },
    Equation: { selector: ".node-equation" },
    Checklist: { selector: ".node-checklist" },
    List: { selector: ".node-checklist" },
    Whiteboard: { selector: ".node-whiteboard" },
    Calendar: { selector: ".node-calendar" },
    Board: { selector: ".node-board" },
    Callout: { selector: ".node-callout" },
    Table: { selector: ":scope > .tableWrapper > table" },
    "Embed (iframe)": { selector: ".node-iframe" },
    Expand: { selector: ".node-expand" },
    "Decision list": { selector: ".node-decisionList" },
    Date: { selector: ".node-date" },
    Status: { selector: ".node-status" },
    Emoji: { selector: ".node-emoji" },
    Bookmark: { selector: ".node-bookmark" },
    Poll: { selector: ".node-poll" },
    "Profile card": { selector: ".node-profile" },
    "Profile picture": { selector: ".node-profilePicture" },
    "Smart Button": { selector: ".node-smartButton" },
  };
  return expectations;
}

/** The labels of every entry the slash menu offers (opened on an empty line, no filter). */
async function slashLabels(page: Page): Promise<string[]> {
  await toEnd(page);
  await page.keyboard.type("/");
  const menu = page.getByTestId("slash-menu");
  await expect(menu.getByRole("option").first()).toBeVisible();
  const labels = (await menu.getByRole("option").allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.keyboard.press("Backspace");
  return labels;
}

/** Runs one entry through the slash menu: "/", a filter (the label's first word), arrows to the entry, Enter. */
async function runSlashEntry(page: Page, label: string) {
  await toEnd(page);
  await page.keyboard.type(`/${label.split(" ")[0]}`);
  const menu = page.getByTestId("slash-menu");
  const options = menu.getByRole("option");
  await expect(options.filter({ hasText: label }).first()).toBeVisible();
  const texts = (await options.allInnerTexts()).map((text) => text.trim());
  const index = texts.indexOf(label);
  expect(index, `"${label}" among ${texts.join(", ")}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("option", { selected: true })).toHaveText(label);
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
}

/** How many elements of each selector the editor holds. */
async function countAll(editor: Locator, selectors: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const selector of selectors) counts[selector] = await editor.locator(selector).count();
  return counts;
}

test("every slash-menu block goes in through the menu, survives a reload and reaches the other editor", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { alice, bruno, workspace } = await team(request);
  const docId = await createItem(request, alice, workspace.id, "Document", "Block catalogue");
  const roadmapId = await createItem(request, alice, workspace.id, "Document", "Roadmap");
  const boardId = await createItem(request, alice, workspace.id, "Whiteboard", "Sketches");
  const url = `${workspace.base}/doc/${docId}`;
  const a = await openDocument(browser, alice, url);
  const b = await openDocument(browser, bruno, url);
  const expectations = slashExpectations({
    docId: roadmapId,
    docTitle: "Roadmap",
    boardId,
    boardTitle: "Sketches",
  });

  // "Comment" opens the comments panel rather than inserting a block: checked after the blocks.
  const offered = await slashLabels(a);
  expect(offered).toContain("Comment");
  const labels = offered.filter((label) => label !== "Comment");
  expect(labels.length).toBeGreaterThan(20);
  const unknown = labels.filter((label) => !expectations[label]);
  expect(unknown, "slash-menu entries this journey does not know").toEqual([]);

  // After each entry, its block is there and every block inserted before it still is.
  const selectors = [...new Set(labels.map((label) => (expectations[label] as Expectation).selector))];
  const counts = await countAll(content(a), selectors);
  for (const label of labels) {
    const expectation = expectations[label] as Expectation;
    await runSlashEntry(a, label);
    if (expectation.dialog) await expectation.dialog(a);
    else await expect(a.getByRole("dialog"), `${label} opened no dialog`).toHaveCount(0);
    if (expectation.type) await a.keyboard.type(expectation.type);
    counts[expectation.selector] = (counts[expectation.selector] ?? 0) + 1;
    await expect(content(a).locator(expectation.selector), `a new block for "${label}"`).toHaveCount(
      counts[expectation.selector] as number,
    );
    expect(await countAll(content(a), selectors), `the blocks after "${label}"`).toEqual(counts);
  }
  for (const selector of selectors) expect(counts[selector], selector).toBeGreaterThan(0);

  // "/comment" opens a new comment, anchored where the cursor is, ready to type.
  await runSlashEntry(a, "Comment");
  await expect(a.getByRole("textbox", { name: "Add a comment" })).toBeFocused();

  // The other editor has them all, live.
  for (const selector of selectors) {
    await expect(content(b).locator(selector), `${selector} for Bruno`).toHaveCount(counts[selector] as number, live);
  }

  // And they are all there again after a reload (the server kept them).
  await a.reload();
  await expect(content(a)).toBeVisible(live);
  for (const selector of selectors) {
    await expect(content(a).locator(selector), `${selector} after reload`).toHaveCount(
      counts[selector] as number,
      live,
    );
  }
});

/** Opens the page menu's Version history panel. */
async function openVersions(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Page menu" }).click();
  await page.getByRole("menuitem", { name: "Version history" }).click();
  const panel = page.getByRole("complementary", { name: "Version history" });
  await expect(panel).toBeVisible();
  return panel;
}

test("a saved version restores for everyone: the later change is gone for both editors", async ({
  browser,
  request,
}) => {
  const { alice, bruno, workspace } = await team(request);
  const docId = await createItem(request, alice, workspace.id, "Document", "Versioned");
  const url = `${workspace.base}/doc/${docId}`;
  const a = await openDocument(browser, alice, url);
  const b = await openDocument(browser, bruno, url);

  const kept = "The agreed wording.";
  const later = "A later change to undo.";
  await toEnd(a);
  await a.keyboard.type(kept);
  await expect(content(b)).toContainText(kept, live);

  let panel = await openVersions(a);
  await panel.getByRole("textbox", { name: "Label (optional)" }).fill("Agreed");
  await panel.getByRole("button", { name: "Save version" }).click();
  await expect(panel.getByRole("article", { name: "Agreed" })).toBeVisible(live);
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();

  await toEnd(a);
  await a.keyboard.press("Enter");
  await a.keyboard.type(later);
  await expect(content(b)).toContainText(later, live);

  panel = await openVersions(a);
  const version = panel.getByRole("article", { name: "Agreed" });
  // Viewing it shows the saved text without the later change.
  await version.getByRole("button", { name: "View" }).click();
  const view = a.getByRole("dialog", { name: "Agreed" });
  await expect(view).toContainText(kept);
  await expect(view).not.toContainText(later);
  await view.getByRole("button", { name: "Restore" }).click();
  const confirm = a.getByRole("dialog", { name: "Restore this version?" });
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(confirm).toBeHidden(live);

  for (const page of [a, b]) {
    await expect(content(page)).not.toContainText(later, live);
    await expect(content(page)).toContainText(kept);
  }
  await b.reload();
  await expect(content(b)).toBeVisible(live);
  await expect(content(b)).toContainText(kept, live);
  await expect(content(b)).not.toContainText(later);
});

test("a viewer reads the document but cannot change it", async ({ browser, request }) => {
  const { alice, chloe, workspace } = await team(request);
  const docId = await createItem(request, alice, workspace.id, "Document", "Handbook");
  const text = "Only editors may change this handbook.";
  await api(request, alice, "PUT", `/api/document/${workspace.id}/document/${docId}`, { content: `<p>${text}</p>` });
  const c = await openDocument(browser, chloe, `${workspace.base}/doc/${docId}`);

  await expect(content(c)).toContainText(text, live);
  await expect(content(c)).toHaveAttribute("contenteditable", "false");
  await expect(c.getByRole("toolbar", { name: "Formatting" })).toHaveCount(0);
  await content(c).click();
  await c.keyboard.type("vandalism");
  await c.keyboard.press("Enter");
  await c.keyboard.type("/");
  await expect(c.getByTestId("slash-menu")).toHaveCount(0);
  // "/" outside an editable field is the app's search shortcut.
  await c.keyboard.press("Escape");
  await expect(content(c)).not.toContainText("vandalism");
  await expect(content(c)).toHaveText(text);
  const stored = await api<{ content: string }>(
    request,
    alice,
    "GET",
    `/api/document/${workspace.id}/document/${docId}`,
  );
  expect(stored.content).toContain(text);
  expect(stored.content).not.toContain("vandalism");
});

/** The tree's page titles, top to bottom. */
async function treeOrder(page: Page, wikiName: string): Promise<string[]> {
  const tree = page.getByRole("tree", { name: `Pages of ${wikiName}` });
  await expect(tree.getByRole("treeitem").first()).toBeVisible(live);
  return tree.getByRole("treeitem").evaluateAll((rows) => rows.map((row) => row.getAttribute("aria-label") ?? ""));
}

test("wiki pages reorder by dragging in the tree, and the order survives a reload", async ({ browser, request }) => {
  const { alice, workspace } = await team(request);
  const wikiName = "Team wiki";
  const wikiId = await createItem(request, alice, workspace.id, "Wiki", wikiName);
  for (const title of ["Alpha", "Beta", "Gamma"]) {
    await api(request, alice, "POST", `/api/wiki/${workspace.id}/wiki/${wikiId}/page`, { title });
  }
  const a = await open(browser, alice, `${workspace.base}/wiki/${wikiId}`);
  const tree = a.getByRole("tree", { name: `Pages of ${wikiName}` });
  await expect(tree.getByRole("treeitem", { name: "Gamma" })).toBeVisible(live);
  const before = await treeOrder(a, wikiName);
  expect(before.slice(-3)).toEqual(["Alpha", "Beta", "Gamma"]);

  // Drag Gamma by real pointer moves onto the top edge of Alpha: it lands just above Alpha.
  const from = await tree.getByRole("treeitem", { name: "Gamma" }).boundingBox();
  const to = await tree.getByRole("treeitem", { name: "Alpha" }).boundingBox();
  if (!from || !to) throw new Error("tree rows without a box");
  await a.mouse.move(from.x + 40, from.y + from.height / 2);
  await a.mouse.down();
  await a.mouse.move(from.x + 44, from.y + from.height / 2 - 8, { steps: 4 });
  await a.mouse.move(to.x + 40, to.y + to.height * 0.15, { steps: 15 });
  await a.mouse.move(to.x + 42, to.y + to.height * 0.12, { steps: 3 });
  await expect(tree.getByRole("treeitem", { name: "Alpha" })).toHaveAttribute("data-drop", "before");
  await a.mouse.up();

  const expected = [...before.slice(0, -3), "Gamma", "Alpha", "Beta"];
  await expect.poll(() => treeOrder(a, wikiName), live).toEqual(expected);
  // The server stored it: the wiki as the API answers it, and the tree after a reload.
  await expect
    .poll(async () => {
      const wiki = await api<{ pages: { title: string; parentPageId: string | null; order: number }[] }>(
        request,
        alice,
        "GET",
        `/api/wiki/${workspace.id}/${wikiId}`,
      );
      return wiki.pages
        .filter((page) => page.parentPageId === null)
        .sort((x, y) => x.order - y.order)
        .map((page) => page.title);
    }, live)
    .toEqual(expected);
  await a.reload();
  await expect(tree.getByRole("treeitem", { name: "Gamma" })).toBeVisible(live);
  expect(await treeOrder(a, wikiName)).toEqual(expected);
});

test("a rectangle drawn on a whiteboard reaches the other editor and stays after a reload", async ({
  browser,
  request,
}) => {
  const { alice, bruno, workspace } = await team(request);
  const boardId = await createItem(request, alice, workspace.id, "Whiteboard", "Sketches");
  const url = `${workspace.base}/whiteboard/${boardId}`;
  const a = await open(browser, alice, url);
  const b = await open(browser, bruno, url);
  const scene = (page: Page) => page.locator("[data-element-count]");
  for (const page of [a, b]) await expect(scene(page)).toHaveAttribute("data-element-count", "0", live);

  const canvas = a.locator("canvas.interactive");
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error("canvas without a box");
  await a.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await a.keyboard.press("r");
  await a.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 80);
  await a.mouse.down();
  await a.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 80, { steps: 10 });
  await a.mouse.up();

  await expect(scene(a)).toHaveAttribute("data-element-count", "1", live);
  await expect(scene(b)).toHaveAttribute("data-element-count", "1", live);
  await b.reload();
  await expect(scene(b)).toHaveAttribute("data-element-count", "1", live);
});

const PAYLOADS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">x</a>',
  `<bearish-iframe data-attrs='{"src":"javascript:window.__xss=1"}'></bearish-iframe>`,
  '<svg onload="window.__xss=1"></svg>',
];
const PAYLOAD_HTML = `<p>Before the payloads.</p>${PAYLOADS.join("")}<p>After the payloads.</p>`;

/** Nothing in the editor runs script: no script elements, no handler attributes, no javascript: URLs. */
async function expectInert(page: Page) {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const element of document.querySelectorAll('[role="textbox"][aria-label="Page content"] *')) {
      if (element.tagName.toLowerCase() === "script") bad.push("script");
      for (const attribute of element.attributes) {
        if (attribute.name.toLowerCase().startsWith("on")) bad.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value)) bad.push(`${element.tagName} ${attribute.name}=javascript:`);
      }
    }
    for (const frame of document.querySelectorAll("iframe")) {
      if (/^\s*javascript:/i.test(frame.getAttribute("src") ?? "")) bad.push("iframe src=javascript:");
    }
    return bad;
  });
  expect(found).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

test("stored and pasted script payloads stay inert", async ({ browser, request }) => {
  const { alice, workspace } = await team(request);
  const docId = await createItem(request, alice, workspace.id, "Document", "Payloads");
  await api(request, alice, "PUT", `/api/document/${workspace.id}/document/${docId}`, { content: PAYLOAD_HTML });
  const a = await openDocument(browser, alice, `${workspace.base}/doc/${docId}`);
  const dialogs: string[] = [];
  a.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await expect(content(a)).toContainText("After the payloads.", live);
  await expectInert(a);
  // The link (if it survived at all) goes nowhere dangerous when followed.
  const link = content(a).getByText("x", { exact: true });
  if ((await link.count()) > 0) {
    await link.first().click({ modifiers: ["Control"] });
    await link.first().click();
  }
  await expectInert(a);

  // The same HTML pasted into the editor.
  await toEnd(a);
  await a.evaluate((html) => {
    const target = document.querySelector('[role="textbox"][aria-label="Page content"]');
    if (!target) throw new Error("no editor");
    const data = new DataTransfer();
    data.setData("text/html", html.replace("Before the payloads.", "Pasted before."));
    data.setData("text/plain", "Pasted before.");
    target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, PAYLOAD_HTML);
  await expect(content(a)).toContainText("Pasted before.", live);
  await expectInert(a);
  // Pasted content went to the server too, inert.
  await a.reload();
  await expect(content(a)).toContainText("Pasted before.", live);
  await expectInert(a);
  expect(dialogs).toEqual([]);
});
