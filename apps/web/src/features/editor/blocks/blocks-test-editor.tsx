import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AnyExtension, Content, Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { type ComponentType, Fragment, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { renderUi, settle } from "../test-render";
import { type BlockView, blockWithView } from "./block-view-extension";

// Test harness for the block views: a real TipTap editor with the shared schema and the given views,
// in a router and a query client, mounted through test-render (unmounted after each test).

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A real TipTap editor with the shared schema and the given node views (by node name); returns it once it exists. */
export async function renderBlockEditor(options: {
  content: Content;
  views: Record<string, BlockView>;
  editable?: boolean;
  extensions?: AnyExtension[];
  queryClient?: QueryClient;
  /** Where the router starts. */
  path?: string;
  /** Wraps the editor (context providers its views read, or routes that render it). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Renders beside the editor once it exists (menus that take the editor). */
  children?: (editor: Editor) => ReactNode;
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
    return (
      <>
        <EditorContent editor={editor} />
        {editor && options.children ? options.children(editor) : null}
      </>
    );
  }

  const Wrapper = options.wrapper ?? Fragment;
  const view = renderUi(
    <MemoryRouter initialEntries={[options.path ?? "/en/doc"]}>
      <QueryClientProvider client={queryClient}>
        <Wrapper>
          <Harness />
        </Wrapper>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await settle();
  if (!current) throw new Error("The editor did not start");
  return { ...view, editor: current as Editor, queryClient };
}

/** Renders any UI with a router and a query client (unmounted after each test). */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  const { container } = renderUi(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
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

/** The attributes of the first node named `name` in the document. */
export function firstNodeAttrs(editor: Editor, name: string): Record<string, unknown> | null {
  return nodeAttrs(editor, name)[0] ?? null;
}

/** A document of one paragraph holding `inline`, or of the given blocks. */
export function docWith(...blocks: Record<string, unknown>[]) {
  return { type: "doc", content: blocks };
}
export function paragraphWith(...inline: Record<string, unknown>[]) {
  return { type: "paragraph", content: inline };
}
