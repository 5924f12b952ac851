import type { Wiki, WikiPageNode } from "@bearish/shared/workspaces/workspace-items";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../app/i18n/i18n";
import { SnackbarProvider } from "../../../lib/snackbar";
import { fail, type MockReply, mockApi, ok } from "../../../test/fetch-mock";
import { useWiki } from "../../workspaces/hooks/use-items";
import { WikiTree } from "./wiki-tree";

const WS = "0197b000-0000-7000-8000-000000000001";
const WIKI = "0197b000-0000-7000-8000-0000000000a1";
const ID = {
  home: "0197b000-0000-7000-8000-000000000101",
  guide: "0197b000-0000-7000-8000-000000000102",
  setup: "0197b000-0000-7000-8000-000000000103",
  faq: "0197b000-0000-7000-8000-000000000104",
};
const WIKI_PATH = `/en/workspace/bearish/${WS}/wiki/${WIKI}`;

const node = (id: string, title: string, parentPageId: string | null, order: number): WikiPageNode => ({
  id,
  title,
  parentPageId,
  order,
  isWikiHome: id === ID.home,
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

// Home, Guide (Setup), FAQ
const PAGES = [
  node(ID.home, "Home", null, 0),
  node(ID.guide, "Guide", null, 1),
  node(ID.setup, "Setup", ID.guide, 0),
  node(ID.faq, "FAQ", null, 2),
];

function makeWiki(pages: WikiPageNode[] = PAGES): Wiki {
  return {
    id: WIKI,
    name: "Handbook",
    description: null,
    homePageId: ID.home,
    workspaceId: WS,
    createdBy: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    pages,
  };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function Harness({ canEdit }: { canEdit: boolean }) {
  const wiki = useWiki(WS, WIKI);
  if (!wiki.data) return null;
  return (
    <WikiTree
      workspaceId={WS}
      wikiId={WIKI}
      wikiName={wiki.data.name}
      wikiPath={WIKI_PATH}
      pages={wiki.data.pages}
      currentPageId={ID.setup}
      canEdit={canEdit}
    />
  );
}

function renderTree({ canEdit = true }: { canEdit?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[`${WIKI_PATH}/page/${ID.setup}`]}>
            <Routes>
              <Route path="*" element={children} />
            </Routes>
            <Location />
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  render(<Harness canEdit={canEdit} />, { wrapper });
}

const tree = () => screen.getByRole("tree", { name: "Pages of Handbook" });
const titles = () =>
  within(tree())
    .getAllByRole("treeitem")
    .map((row) => `${"  ".repeat(Number(row.getAttribute("aria-level")) - 1)}${row.getAttribute("aria-label")}`);

const wikiUrl = `GET /api/wiki/${WS}/${WIKI}`;
const treeUrl = `PUT /api/wiki/${WS}/${WIKI}/tree`;

describe("WikiTree", () => {
  it("shows pages nested, the home page marked and the open page selected", async () => {
    mockApi({ [wikiUrl]: ok(makeWiki()) });
    renderTree({ canEdit: false });
    await screen.findByRole("tree", { name: "Pages of Handbook" });
    expect(titles()).toEqual(["Home", "Guide", "  Setup", "FAQ"]);
    const home = screen.getByRole("treeitem", { name: "Home" });
    expect(within(home).getByRole("img", { name: "Home page" })).toBeInTheDocument();
    expect(screen.getByRole("treeitem", { name: "Setup" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("treeitem", { name: "Guide" })).toHaveAttribute("aria-expanded", "true");
    // Viewers get no editing controls.
    expect(screen.queryByRole("button", { name: "New page" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Actions for/ })).toBeNull();
  });

  it("collapses with the arrow keys, moves focus and opens a page with Enter", async () => {
    mockApi({ [wikiUrl]: ok(makeWiki()) });
    renderTree({ canEdit: false });
    const guide = await screen.findByRole("treeitem", { name: "Guide" });
    guide.focus();
    fireEvent.keyDown(guide, { key: "ArrowLeft" });
    expect(guide).toHaveAttribute("aria-expanded", "false");
    expect(titles()).toEqual(["Home", "Guide", "FAQ"]);
    fireEvent.keyDown(guide, { key: "ArrowDown" });
    const faq = screen.getByRole("treeitem", { name: "FAQ" });
    expect(faq).toHaveFocus();
    fireEvent.keyDown(faq, { key: "Enter" });
    expect(screen.getByTestId("location")).toHaveTextContent(`${WIKI_PATH}/page/${ID.faq}`);
    // Alt+arrows do nothing for people who may not edit.
    fireEvent.keyDown(faq, { key: "ArrowUp", altKey: true });
    expect(titles()).toEqual(["Home", "Guide", "FAQ"]);
  });

  it("moves a page with Alt+arrow keys, sending the new parent and index", async () => {
    const bodies: unknown[] = [];
    const moved = [
      node(ID.home, "Home", null, 0),
      node(ID.guide, "Guide", null, 1),
      node(ID.setup, "Setup", ID.guide, 0),
      node(ID.faq, "FAQ", ID.guide, 1),
    ];
    let served = makeWiki();
    mockApi({
      [wikiUrl]: () => ok(served),
      [treeUrl]: ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)));
        served = makeWiki(moved);
        return ok(moved.map(({ version: _v, updatedAt: _u, ...rest }) => rest));
      },
    });
    renderTree();
    const faq = await screen.findByRole("treeitem", { name: "FAQ" });
    faq.focus();
    fireEvent.keyDown(faq, { key: "ArrowRight", altKey: true });
    await waitFor(() => expect(bodies).toEqual([{ pageId: ID.faq, parentPageId: ID.guide, index: 1 }]));
    expect(titles()).toEqual(["Home", "Guide", "  Setup", "  FAQ"]);
    expect(await screen.findByText("Moved “FAQ”")).toBeInTheDocument();
  });

  it("shows a move at once and rolls it back when the server refuses it", async () => {
    let release: (reply: MockReply) => void = () => {};
    const bodies: unknown[] = [];
    mockApi({
      [wikiUrl]: ok(makeWiki()),
      [treeUrl]: ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Promise<MockReply>((resolve) => {
          release = resolve;
        });
      },
    });
    renderTree();
    const faq = await screen.findByRole("treeitem", { name: "FAQ" });
    faq.focus();
    fireEvent.keyDown(faq, { key: "ArrowUp", altKey: true });
    await waitFor(() => expect(bodies).toEqual([{ pageId: ID.faq, parentPageId: null, index: 1 }]));
    expect(titles()).toEqual(["Home", "FAQ", "Guide", "  Setup"]);
    release(fail(409, "page.invalid_move", "This page cannot move there"));
    expect(await screen.findByText("This page cannot move there")).toBeInTheDocument();
    expect(titles()).toEqual(["Home", "Guide", "  Setup", "FAQ"]);
  });

  it("adds a sub-page from a row menu and opens it; the home page cannot be deleted", async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    const NEW = "0197b000-0000-7000-8000-000000000199";
    mockApi({
      [wikiUrl]: ok(makeWiki()),
      [`POST /api/wiki/${WS}/wiki/${WIKI}/page`]: ({ init }) => {
        created.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: { id: NEW } } };
      },
    });
    renderTree();
    await user.click(await screen.findByRole("button", { name: "Actions for “Home”" }));
    expect(screen.getByRole("menuitem", { name: /Delete/ })).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Actions for “FAQ”" }));
    await user.click(screen.getByRole("menuitem", { name: "New sub-page" }));
    await waitFor(() => expect(created).toEqual([{ parentPageId: ID.faq }]));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`${WIKI_PATH}/page/${NEW}`));
  });

  it("adds a top-level page titled New Document from New page, shows it in the tree and opens it", async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    const NEW = "0197b000-0000-7000-8000-000000000198";
    let served = makeWiki();
    mockApi({
      [wikiUrl]: () => ok(served),
      [`POST /api/wiki/${WS}/wiki/${WIKI}/page`]: ({ init }) => {
        created.push(JSON.parse(String(init?.body)));
        // The server titles a page created without a title "New Document" and puts it last.
        const page = node(NEW, "New Document", null, 3);
        served = makeWiki([...PAGES, page]);
        return {
          status: 201,
          body: { success: true, statusCode: 201, message: "Created", data: { ...page, wikiId: WIKI } },
        };
      },
    });
    renderTree();
    await user.click(await screen.findByRole("button", { name: "New page" }));
    await waitFor(() => expect(created).toEqual([{}]));
    expect(await screen.findByRole("treeitem", { name: "New Document" })).toHaveAttribute("aria-level", "1");
    expect(titles()).toEqual(["Home", "Guide", "  Setup", "FAQ", "New Document"]);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`${WIKI_PATH}/page/${NEW}`));
  });

  describe("deleting a page", () => {
    /** Renders the tree over a server that deletes FAQ, and asks to delete FAQ from its row menu. */
    async function askToDeleteFaq() {
      const user = userEvent.setup();
      const deleted: string[] = [];
      let served = makeWiki();
      mockApi({
        [wikiUrl]: () => ok(served),
        [`DELETE /api/wiki/${WS}/${WIKI}/page/${ID.faq}`]: () => {
          deleted.push(ID.faq);
          served = makeWiki(PAGES.filter((p) => p.id !== ID.faq));
          return ok(node(ID.faq, "FAQ", null, 2));
        },
      });
      renderTree();
      await user.click(await screen.findByRole("button", { name: "Actions for “FAQ”" }));
      await user.click(screen.getByRole("menuitem", { name: "Delete" }));
      const dialog = await screen.findByRole("dialog", { name: "Delete this page?" });
      expect(dialog).toHaveTextContent("“FAQ” and the pages below it will be deleted.");
      expect(deleted).toEqual([]);
      return { user, dialog, deleted };
    }

    it("asks first, and a cancel deletes nothing", async () => {
      const { user, dialog, deleted } = await askToDeleteFaq();
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(deleted).toEqual([]);
      expect(titles()).toEqual(["Home", "Guide", "  Setup", "FAQ"]);
    });

    it("deletes the page only once it is confirmed, and drops it from the tree", async () => {
      const { user, dialog, deleted } = await askToDeleteFaq();
      await user.click(within(dialog).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(deleted).toEqual([ID.faq]));
      expect(await screen.findByText("Page deleted")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("treeitem", { name: "FAQ" })).toBeNull());
      expect(titles()).toEqual(["Home", "Guide", "  Setup"]);
      // The open page (Setup) was not below FAQ, so it stays open.
      expect(screen.getByTestId("location")).toHaveTextContent(`${WIKI_PATH}/page/${ID.setup}`);
    });
  });
});
