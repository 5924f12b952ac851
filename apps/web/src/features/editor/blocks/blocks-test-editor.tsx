import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent as domFireEvent } from "@testing-library/dom";
import type { AnyExtension, Content, Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach } from "vitest";
import { type BlockView, blockWithView } from "./block-view-extension";

// Test harness for H5's block views. Mounted with react-dom directly (like media-test-editor.tsx)
// so the editor's portals and the test share apps/web's React.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/** Lets pending renders (node views mount through a portal a tick later) and fetches finish. */
export async function settle(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

type DomFire = typeof domFireEvent;
/** Testing Library's fireEvent inside React's act. */
export const fire = new Proxy(domFireEvent, {
  get(target, key: keyof DomFire) {
    const run = target[key] as (...args: unknown[]) => boolean;
    return (...args: unknown[]) => {
      let result = false;
      act(() => {
        result = run(...args);
      });
      return result;
    };
  },
}) as DomFire;

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A real TipTap editor with the shared schema and the given views, in a router and a query client. */
export async function renderBlocksEditor(options: {
  content: Content;
  views: Record<string, BlockView>;
  editable?: boolean;
  extensions?: AnyExtension[];
  queryClient?: QueryClient;
}) {
  let current: Editor | null = null;
  const queryClient = options.queryClient ?? testQueryClient();
  const mapBlock = (block: AnyExtension) => {
    const View = options.views[block.name];
    return View ? blockWithView(block, View) : block;
  };

  function Harness() {
    const editor = useEditor({
      immediatelyRender: true,
      extensions: [...editorExtensions({ mapBlock }), ...(options.extensions ?? [])],
      content: options.content,
      editable: options.editable ?? true,
    });
    current = editor;
    return <EditorContent editor={editor} />;
  }

  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={["/en/doc"]}>
        <QueryClientProvider client={queryClient}>
          <Harness />
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  mounted.push({ root, container });
  await settle();
  if (!current) throw new Error("The editor did not start");
  return { container, editor: current as Editor, queryClient };
}

/** Renders any UI with a router and a query client (unmounted after each test). */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  mounted.push({ root, container });
  return { container, queryClient };
}

/** Attributes of every node named `name`, in document order. */
export function nodeAttrs(editor: Editor, name: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === name) found.push(node.attrs);
    return true;
  });
  return found;
}

/** A document of one paragraph holding `inline`, or of the given blocks. */
export function docWith(...blocks: Record<string, unknown>[]) {
  return { type: "doc", content: blocks };
}
export function paragraphWith(...inline: Record<string, unknown>[]) {
  return { type: "paragraph", content: inline };
}
