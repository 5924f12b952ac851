import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Editor } from "@tiptap/core";
import { useEditor } from "@tiptap/react";
import { useEffect } from "react";
import { EditorSurface } from "./components/editor-surface";
import { editorAttributes, shellExtensions } from "./shell-extensions";

// jsdom has no layout: Range has no getClientRects/getBoundingClientRect, which ProseMirror calls to
// scroll the selection into view after a focusing command. An empty box stands in for it.
if (typeof Range !== "undefined" && !("getClientRects" in Range.prototype)) {
  const box = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  Object.assign(Range.prototype, {
    getClientRects: () => [] as unknown as DOMRectList,
    getBoundingClientRect: () => box() as DOMRect,
  });
}

interface TestSurfaceProps {
  content?: string;
  editable?: boolean;
  onEditor: (editor: Editor) => void;
}

/** A plain (non-collaboration) editor with the shell, for component tests. */
function TestSurface({ content = "<p>Hello world</p>", editable = true, onEditor }: TestSurfaceProps) {
  const editor = useEditor({
    extensions: [...editorExtensions({ mapBlock: (block) => block }), ...shellExtensions()],
    content,
    editable,
    immediatelyRender: true,
    editorProps: { attributes: editorAttributes("Page content") },
  });
  useEffect(() => {
    if (editor) onEditor(editor);
  }, [editor, onEditor]);
  if (!editor) return null;
  return (
    <EditorSurface editor={editor} editable={editable} workspaceId="ws-1" workspaceBase="/en/workspace/bearish/ws-1" />
  );
}

/** Renders the test surface in a query client; `getEditor()` returns the live editor. */
export function testSurface(props: Omit<TestSurfaceProps, "onEditor"> = {}) {
  let current: Editor | null = null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const element = (
    <QueryClientProvider client={queryClient}>
      <TestSurface
        {...props}
        onEditor={(editor) => {
          current = editor;
        }}
      />
    </QueryClientProvider>
  );
  return {
    element,
    getEditor: () => {
      if (!current) throw new Error("The editor has not been created");
      return current as Editor;
    },
  };
}
