import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import type { RealtimeClient } from "../lib/realtime/realtime-client";
import { RealtimeProvider } from "../lib/realtime/realtime-context";
import { i18n } from "./i18n/i18n";
import type { createAppRouter } from "./router";
import { ThemeModeProvider } from "./theme/theme-mode";

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** The tab's one realtime connection (connected by the shell while signed in). */
  realtime: RealtimeClient;
}

/** Providers that outlive every route; per-locale providers (direction, snackbar) sit in LocaleRoot. */
export function App({ router, queryClient, realtime }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime}>
          <ThemeModeProvider>
            <RouterProvider router={router} />
          </ThemeModeProvider>
        </RealtimeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
