import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import type { Task } from "@bearish/shared/tasks/task";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AnyExtension, Content, Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach } from "vitest";
import { RealtimeProvider } from "../../../lib/realtime/realtime-context";
import { SnackbarProvider } from "../../../lib/snackbar";
import { createTestRealtime } from "../../../test/fake-websocket";
import type { MockReply } from "../../../test/fetch-mock";
import { type BlockView, blockWithView } from "./block-view-extension";
import { settle } from "./blocks-test-editor";

// Test harness for the task blocks: a real TipTap editor inside a document route (so the views find
// their workspace in the URL), with the realtime client and snackbar the task hooks need; unmounted
// after each test.

export const WORKSPACE_ID = "0197b000-0000-7000-8000-000000000001";
export const COMPONENT_ID = "0197c000-0000-7000-8000-000000000009";
export const DOC_PATH = `/en/workspace/bearish/${WORKSPACE_ID}/doc/0197e000-0000-7000-8000-000000000001`;

const roots: (() => void)[] = [];
afterEach(() => {
  for (const unmount of roots.splice(0)) unmount();
});

export async function renderTaskBlockEditor(options: {
  content: Content;
  views: Record<string, BlockView>;
  editable?: boolean;
  path?: string;
}) {
  let current: Editor | null = null;
  // The task lists retry on their own (spec §8); here the retries come at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } },
  });
  const realtime = createTestRealtime();
  const mapBlock = (block: AnyExtension) => {
    const View = options.views[block.name];
    return View ? blockWithView(block, View) : block;
  };
  function Harness() {
    const editor = useEditor({
      immediatelyRender: true,
      extensions: editorExtensions({ mapBlock }),
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
      <MemoryRouter initialEntries={[options.path ?? DOC_PATH]}>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider client={realtime.client}>
            <SnackbarProvider>
              <Routes>
                <Route path="/:locale/workspace/:source/:workspaceId/doc/:itemId" element={<Harness />} />
                <Route path="/:locale/doc" element={<Harness />} />
              </Routes>
            </SnackbarProvider>
          </RealtimeProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  roots.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  await settle();
  if (!current) throw new Error("The editor did not start");
  return { container, editor: current as Editor, queryClient, realtime };
}

/** The task list answer (one page). */
export function taskListReply(tasks: Task[]): MockReply {
  return {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: "OK",
      data: tasks,
      meta: { page: 1, limit: 1000, total: tasks.length, hasMore: false },
    },
  };
}

/** The `tasks` snapshot stored in the first node named `name`. */
export function storedTasks(editor: Editor, name: string): Record<string, unknown>[] {
  let found: Record<string, unknown>[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === name && found.length === 0) found = node.attrs.tasks as Record<string, unknown>[];
    return true;
  });
  return found;
}
