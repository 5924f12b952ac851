import { Navigate, Outlet, useLocation } from "react-router";
import { useMe } from "../../features/auth/hooks/use-me";
import { useAuthToken } from "../../lib/auth-storage";
import { ErrorFallbackCard } from "../../lib/ui/error-fallback-card";
import { PageLoader } from "../../lib/ui/page-loader";
import { useLocale } from "../locale/use-locale";

/** Signed-in pages: without a token go to login (and come back here after); wait for `me` otherwise. */
export function RequireAuth() {
  const token = useAuthToken();
  const locale = useLocale();
  const location = useLocation();
  const me = useMe();
  if (token === null) {
    return <Navigate to={`/${locale}/login`} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (me.data) return <Outlet />;
  // A 401 is handled by the HTTP client (token cleared, back to login); anything else can be retried.
  if (me.isError) return <ErrorFallbackCard onRetry={() => void me.refetch()} />;
  return <PageLoader />;
}
