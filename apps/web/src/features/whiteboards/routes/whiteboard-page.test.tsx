import type { PageState } from "@bearish/shared/pages/page-state";
import { YJS_WHITEBOARD_ELEMENTS } from "@bearish/shared/pages/page-targets";
import type { Whiteboard } from "@bearish/shared/workspaces/workspace-items";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { i18n } from "../../../app/i18n/i18n";
import { ThemeModeProvider } from "../../../app/theme/theme-mode";
import { mockApi, ok } from "../../../test/fetch-mock";
import type { CollabDocument } from "../../editor/hooks/use-collab-document";
import { WhiteboardPage } from "./whiteboard-page";

// Excalidraw needs a real canvas: a stand-in records its props and hands out a fake imperative API.
const excalidraw = vi.hoisted(() => ({
  props: null as null | Record<string, unknown>,
  scene: [] as { id: string; version: number; versionNonce: number }[],
  updates: [] as unknown[],
}));
vi.mock("@excalidraw/excalidraw/index.css", () => ({}));
vi.mock("@excalidraw/excalidraw", async () => {
  const { useEffect } = await import("react");
  return {
    Excalidraw: (props: Record<string, unknown>) => {
      excalidraw.props = props;
      useEffect(() => {
        (props.excalidrawAPI as (api: unknown) => void)({
          getSceneElementsIncludingDeleted: () => excalidraw.scene,
          getAppState: () => ({ editingTextElement: null, newElement: null, resizingElement: null }),
          updateScene: (scene: { elements?: typeof excalidraw.scene }) => {
            excalidraw.updates.push(scene);
            if (scene.elements) excalidraw.scene = scene.elements;
          },
          addFiles: () => {},
        });
      }, [props.excalidrawAPI]);
      return <div data-testid="excalidraw" />;
    },
  };
});

// The live document, without a collaboration server.
const live = vi.hoisted(() => ({ doc: null as null | CollabDocument }));
vi.mock("../../editor/hooks/use-collab-document", () => ({
  useCollabDocument: (name: string | null) => (name ? live.doc : null),
}));
vi.mock("../../pages/components/page-tools-bar", () => ({
  PageToolsBar: ({ title }: { title: string }) => <div data-testid="page-tools">{title}</div>,
}));

const WS = "0197b000-0000-7000-8000-000000000001";
const WB = "0197b000-0000-7000-8000-0000000000b1";

const BOARD: Whiteboard = {
  id: WB,
  title: "Launch plan",
  description: "Sketches for the launch",
  workspaceId: WS,
  content: null,
  createdBy: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function pageState(role: PageState["role"]): PageState {
  return { role, canEdit: role === "edit", locked: null, published: null, archivedAt: null, bannerUrl: null };
}

function renderPage(role: PageState["role"], locale = "en") {
  mockApi({
    [`GET /api/whiteboard/${WS}/whiteboard/${WB}`]: ok(BOARD),
    [`GET /api/page/whiteboard/${WS}/${WB}/state`]: ok(pageState(role)),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeModeProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[`/${locale}/workspace/bearish/${WS}/whiteboard/${WB}`]}>
            <Routes>
              <Route path="/:locale/workspace/:source/:workspaceId/whiteboard/:itemId" element={children} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeModeProvider>
    </I18nextProvider>
  );
  render(<WhiteboardPage />, { wrapper });
}

const element = (id: string, version: number) => ({ id, version, versionNonce: 7, type: "rectangle" });

beforeEach(() => {
  const ydoc = new Y.Doc();
  ydoc.getMap(YJS_WHITEBOARD_ELEMENTS).set("seed", element("seed", 1));
  live.doc = {
    ydoc,
    provider: { awareness: null } as unknown as CollabDocument["provider"],
    status: "connected",
    synced: true,
    readOnly: false,
  };
  excalidraw.props = null;
  excalidraw.scene = [];
  excalidraw.updates = [];
});

/** A prop the stand-in Excalidraw was last rendered with. */
function prop<T>(name: string): T {
  if (!excalidraw.props) throw new Error("Excalidraw was not rendered");
  return excalidraw.props[name] as T;
}
const change = (...args: unknown[]) => act(() => prop<(...a: unknown[]) => void>("onChange")(...args));

const elements = () => live.doc?.ydoc.getMap(YJS_WHITEBOARD_ELEMENTS) as Y.Map<{ version: number }>;

describe("WhiteboardPage", () => {
  it("shows viewers the drawing in view mode and never writes their changes", async () => {
    renderPage("view");
    expect(await screen.findByRole("heading", { name: "Launch plan" })).toBeInTheDocument();
    expect(screen.getByText("Sketches for the launch")).toBeInTheDocument();
    await screen.findByTestId("excalidraw");
    expect(screen.getByText("View only: you cannot change this whiteboard.")).toBeInTheDocument();
    expect(excalidraw.props?.viewModeEnabled).toBe(true);
    expect(prop<{ elements: { id: string }[] }>("initialData").elements.map((e) => e.id)).toEqual(["seed"]);
    change([element("new", 1)], {}, {});
    expect(elements().has("new")).toBe(false);
  });

  it("stays read-only when the collaboration ticket says so, even for an editor", async () => {
    if (live.doc) live.doc.readOnly = true;
    renderPage("edit");
    await screen.findByTestId("excalidraw");
    expect(excalidraw.props?.viewModeEnabled).toBe(true);
  });

  it("lets editors draw: their changes go into the live document, others' come into the scene", async () => {
    renderPage("edit", "ar");
    await screen.findByTestId("excalidraw");
    expect(excalidraw.props?.viewModeEnabled).toBe(false);
    expect(excalidraw.props?.langCode).toBe("ar-SA");
    expect(excalidraw.props?.theme).toBe("light");
    expect(screen.queryByText("عرض فقط: لا يمكنك تعديل هذه السبورة.")).toBeNull();

    change([element("mine", 1)], {}, {});
    expect(elements().get("mine")?.version).toBe(1);

    await waitFor(() => expect(excalidraw.updates.length).toBeGreaterThan(0));
    const before = excalidraw.updates.length;
    // Another person's change arrives through the document (not marked as this client's own).
    act(() => live.doc?.ydoc.transact(() => elements().set("theirs", element("theirs", 3)), "remote"));
    expect(excalidraw.updates.length).toBe(before + 1);
    expect(excalidraw.scene.map((e) => e.id)).toContain("theirs");
  });
});
