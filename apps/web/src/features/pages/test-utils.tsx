import type { PageCommentThread, PageSuggestion } from "@bearish/shared/pages/page-comments";
import type { PagePerson } from "@bearish/shared/pages/page-people";
import type { PageState } from "@bearish/shared/pages/page-state";
import type { Me } from "@bearish/shared/users/user";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { i18n } from "../../app/i18n/i18n";
import { RealtimeProvider } from "../../lib/realtime/realtime-context";
import { SnackbarProvider } from "../../lib/snackbar";
import { createTestRealtime } from "../../test/fake-websocket";
import { makeMe } from "../../test/fixtures";
import { meQueryKey } from "../auth/hooks/use-me";
import type { PageTarget } from "./page-target";

export const WORKSPACE_ID = "0197b000-0000-7000-8000-000000000001";
export const DOC_ID = "0197d000-0000-7000-8000-000000000001";
export const DOC: PageTarget = { kind: "document", workspaceId: WORKSPACE_ID, targetId: DOC_ID };
/** `/api` + the page's base path. */
export const API = `/api/page/document/${WORKSPACE_ID}/${DOC_ID}`;

export const ADA: PagePerson = {
  id: "0197a000-0000-7000-8000-00000000000a",
  firstName: "Ada",
  lastName: "Lovelace",
  avatar: null,
  avatar_fallBack: "AL",
};

export function makePageState(overrides: Partial<PageState> = {}): PageState {
  return {
    role: "edit",
    canEdit: true,
    locked: null,
    published: null,
    archivedAt: null,
    bannerUrl: null,
    ...overrides,
  };
}

export function makeThread(overrides: Partial<PageCommentThread> = {}): PageCommentThread {
  return {
    id: "0197e000-0000-7000-8000-000000000001",
    threadId: null,
    author: ADA,
    body: "Is this right?",
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:00:00.000Z",
    anchor: null,
    resolvedAt: null,
    resolvedBy: null,
    replies: [],
    ...overrides,
  };
}

export function makeSuggestion(overrides: Partial<PageSuggestion> & Pick<PageSuggestion, "anchor">): PageSuggestion {
  return {
    id: "0197f000-0000-7000-8000-000000000001",
    author: ADA,
    quote: overrides.anchor.quote,
    replacement: "world",
    status: "pending",
    decidedBy: null,
    decidedAt: null,
    createdAt: "2026-01-01T10:00:00.000Z",
    ...overrides,
  };
}

/** Renders a page piece with the app's providers under `/:locale/*`, signed in as `me`. */
export function renderPage(ui: ReactNode, { me = makeMe(), path = "/en/workspace/bearish/x/doc/y" } = {}) {
  window.localStorage.setItem("token", "tok");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, me as Me);
  const realtime = createTestRealtime();
  const router = createMemoryRouter([{ path: "/:locale/*", element: ui }], { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime.client}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </RealtimeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, realtime };
}
