import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { App } from "../app/app";
import { appRoutes } from "../app/router";

/** Renders the whole app (real routes, providers and guards) at `path`, optionally signed in. */
export function renderApp(path: string, { token }: { token?: string } = {}) {
  if (token) window.localStorage.setItem("token", token);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
