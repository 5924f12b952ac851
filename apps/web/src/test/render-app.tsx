import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { App } from "../app/app";
import { appRoutes } from "../app/router";
import type { RealtimeClient } from "../lib/realtime/realtime-client";
import { createTestRealtime } from "./fake-websocket";

/**
 * Renders the whole app (real routes, providers and guards) at `path`, optionally signed in. The realtime
 * client runs on fake sockets (pass one from createTestRealtime to play the server).
 */
export function renderApp(path: string, { token, realtime }: { token?: string; realtime?: RealtimeClient } = {}) {
  if (token) window.localStorage.setItem("token", token);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const realtimeClient = realtime ?? createTestRealtime().client;
  const view = render(<App router={router} queryClient={queryClient} realtime={realtimeClient} />);
  return { ...view, router, queryClient, realtime: realtimeClient };
}
