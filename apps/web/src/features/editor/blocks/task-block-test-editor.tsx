import type { Task } from "@bearish/shared/tasks/task";
import type { Workspace } from "@bearish/shared/workspaces/workspace";
import type { ComponentType } from "@bearish/shared/workspaces/workspace-items";
import { QueryClient } from "@tanstack/react-query";
import type { Content, Editor } from "@tiptap/core";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { RealtimeProvider } from "../../../lib/realtime/realtime-context";
import { SnackbarProvider } from "../../../lib/snackbar";
import { createTestRealtime } from "../../../test/fake-websocket";
import { type MockReply, ok } from "../../../test/fetch-mock";
import { EMPTY_ITEMS } from "../../workspaces/workspace-fixtures";
import type { BlockView } from "./block-view-extension";
import { renderBlockEditor } from "./blocks-test-editor";

// Test harness for the task blocks: the block editor inside a document route (so the views find
// their workspace in the URL), with the realtime client and snackbar the task hooks need.

export const WORKSPACE_ID = "0197b000-0000-7000-8000-000000000001";
export const COMPONENT_ID = "0197c000-0000-7000-8000-000000000009";
export const DOC_PATH = `/en/workspace/bearish/${WORKSPACE_ID}/doc/0197e000-0000-7000-8000-000000000001`;

export async function renderTaskBlockEditor(options: {
  content: Content;
  views: Record<string, BlockView>;
  editable?: boolean;
  path?: string;
}) {
  // The task lists retry on their own (spec §8); here the retries come at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } },
  });
  const realtime = createTestRealtime();
  const InDocumentRoute = ({ children }: { children: ReactNode }) => (
    <RealtimeProvider client={realtime.client}>
      <SnackbarProvider>
        <Routes>
          <Route path="/:locale/workspace/:source/:workspaceId/doc/:itemId" element={children} />
          <Route path="/:locale/doc" element={children} />
        </Routes>
      </SnackbarProvider>
    </RealtimeProvider>
  );
  const { container, editor } = await renderBlockEditor({
    ...options,
    path: options.path ?? DOC_PATH,
    queryClient,
    wrapper: InDocumentRoute,
  });
  return { container, editor, queryClient, realtime };
}

type Handler = MockReply | ((request: { url: string; init: RequestInit | undefined }) => MockReply);

/**
 * The calls a task block makes, answered: its workspace (with `members`, by default the workspace's),
 * the workspace's items (the component among them when `listed`), the component it shows and that
 * component's tasks; `extra` adds or overrides.
 */
export function taskBlockApi(options: {
  workspace: Workspace;
  members?: Workspace["members"];
  component: { name: string; componentType: ComponentType; listed?: boolean };
  tasks: Task[];
  extra?: Record<string, Handler>;
}): Record<string, Handler> {
  const members = options.members ?? options.workspace.members;
  const { listed, ...named } = options.component;
  const component = {
    id: COMPONENT_ID,
    workspaceId: WORKSPACE_ID,
    ...named,
    description: null,
    isFreeform: false,
    createdBy: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
  return {
    [`GET /api/workspace/${WORKSPACE_ID}`]: ok({ ...options.workspace, members }),
    [`GET /api/workspace/${WORKSPACE_ID}/items`]: ok(
      listed ? { ...EMPTY_ITEMS, components: [component] } : EMPTY_ITEMS,
    ),
    [`GET /api/members/${WORKSPACE_ID}/members`]: ok({ members, total: members.length }),
    [`GET /api/component/${WORKSPACE_ID}/component/${COMPONENT_ID}`]: ok(component),
    "GET /api/task/get-all-task": taskListReply(options.tasks),
    ...options.extra,
  };
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
