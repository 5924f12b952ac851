import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { i18n } from "./i18n/i18n";
import type { createAppRouter } from "./router";
import { ThemeModeProvider } from "./theme/theme-mode";

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

/** Providers that outlive every route; per-locale providers (direction, snackbar) sit in LocaleRoot. */
export function App({ router, queryClient }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>
          <RouterProvider router={router} />
        </ThemeModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
