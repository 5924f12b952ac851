import { useRouteError } from "react-router";
import { ErrorFallbackCard } from "../../lib/ui/error-fallback-card";

/** Router-level errors (e.g. a page's code failing to load after a deploy): the fallback card, retry reloads. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error("Route error", error);
  return <ErrorFallbackCard onRetry={() => window.location.reload()} />;
}
