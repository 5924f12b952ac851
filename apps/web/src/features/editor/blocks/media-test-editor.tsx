import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent as domFireEvent } from "@testing-library/dom";
import type { AnyExtension, Content, Editor } from "@tiptap/core";
import {
  EditorContent,
  type NodeViewProps,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
  useEditor,
} from "@tiptap/react";
import { act, type ComponentType, Fragment, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";

// Mounted with react-dom directly (not @testing-library/react's render), so the tests run on the
// React that apps/web uses even when the root node_modules holds another copy.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/** Renders `ui` into the document (unmounted after each test). */
export function renderUi(ui: ReactNode) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push({ root, container });
  return { container, rerender: (next: ReactNode) => act(() => root.render(next)) };
}

/** Lets pending renders (node views mount through a portal a tick later) and promises finish. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Runs `assertion` until it passes, letting React and pending promises run between tries. */
export async function eventually(assertion: () => void, tries = 100) {
  for (let i = 1; ; i++) {
    try {
      assertion();
      return;
    } catch (error) {
      if (i >= tries) throw error;
      await settle();
    }
  }
}

type DomFire = typeof domFireEvent;
/** Testing Library's fireEvent inside React's act. */
export const fireEvent = new Proxy(domFireEvent, {
  get(target, key: keyof DomFire) {
    const fire = target[key] as (...args: unknown[]) => boolean;
    return (...args: unknown[]) => {
      let result = false;
      act(() => {
        result = fire(...args);
      });
      return result;
    };
  },
}) as DomFire;

/**
 * Test harness: a real TipTap editor with the shared schema, the given node views swapped in by
 * node name, mounted in jsdom. Returns the editor once it exists.
 */
export async function renderBlockEditor(options: {
  content: Content;
  views: Record<string, ComponentType<NodeViewProps>>;
  editable?: boolean;
  children?: (editor: Editor) => ReactNode;
  /** Wraps the editor (for context providers its node views read). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}) {
  let current: Editor | null = null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const mapBlock = (block: AnyExtension) => {
    const View = options.views[block.name];
    if (!View) return block;
    return block.extend({
      addNodeView() {
        // The renderer also passes a `ref` the views do not need.
        return ReactNodeViewRenderer(View as ComponentType<ReactNodeViewProps<HTMLElement>>);
      },
    });
  };

  function Harness() {
    const editor = useEditor({
      immediatelyRender: true,
      extensions: editorExtensions({ mapBlock }),
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
    <QueryClientProvider client={queryClient}>
      <Wrapper>
        <Harness />
      </Wrapper>
    </QueryClientProvider>,
  );
  await settle();
  if (!current) throw new Error("The editor did not start");
  return { ...view, editor: current as Editor, queryClient };
}

/** The attributes of the first node named `name` in the document. */
export function firstNodeAttrs(editor: Editor, name: string): Record<string, unknown> | null {
  let found: Record<string, unknown> | null = null;
  editor.state.doc.descendants((node) => {
    if (found) return false;
    if (node.type.name === name) {
      found = node.attrs;
      return false;
    }
    return true;
  });
  return found;
}
