import type { Me } from "@bearish/shared/users/user";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { i18n } from "../../../app/i18n/i18n";
import { RealtimeProvider } from "../../../lib/realtime/realtime-context";
import { SnackbarProvider } from "../../../lib/snackbar";
import { createTestRealtime } from "../../../test/fake-websocket";
import { makeMe } from "../../../test/fixtures";
import { meQueryKey } from "../../auth/hooks/use-me";

/**
 * Renders one task-card piece with the app's providers under a route (so `useParams` works), signed
 * in as `me`. Other paths render a marker showing where the app navigated.
 */
export function renderCard(
  ui: ReactNode,
  {
    path = "/en/workspace/bearish/0197b000-0000-7000-8000-000000000001/board/0197c000-0000-7000-8000-000000000001",
    route = "/:locale/workspace/:source/:workspaceId/board/:itemId",
    me = makeMe(),
  }: { path?: string; route?: string; me?: Me } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, me);
  const realtime = createTestRealtime();
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: "*", element: <div data-testid="navigated" /> },
    ],
    { initialEntries: [path] },
  );
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
  return { ...view, router, queryClient, realtime };
}
