import { directionOf, isLocale, type Locale } from "@bearish/shared/app/locales";
import { Suspense, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { useUnauthorizedRedirect } from "../../features/auth/hooks/use-unauthorized-redirect";
import { SnackbarProvider } from "../../lib/snackbar";
import { PageLoader } from "../../lib/ui/page-loader";
import { RouteErrorBoundary } from "../../lib/ui/route-error-boundary";
import { AppThemeProvider } from "../theme/app-theme-provider";
import { defaultLocalePath } from "./locale-paths";

/** Root of every page: checks the locale segment, then sets language, direction and the app-wide providers. */
export function LocaleRoot() {
  const { locale } = useParams();
  const location = useLocation();
  if (!isLocale(locale)) {
    return <Navigate to={`${defaultLocalePath(location.pathname)}${location.search}${location.hash}`} replace />;
  }
  return <LocaleScope locale={locale} />;
}

function LocaleScope({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation();
  const direction = directionOf(locale);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, direction, i18n]);

  return (
    <AppThemeProvider direction={direction}>
      <SnackbarProvider>
        <UnauthorizedRedirect />
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </SnackbarProvider>
    </AppThemeProvider>
  );
}

function UnauthorizedRedirect() {
  useUnauthorizedRedirect();
  return null;
}
