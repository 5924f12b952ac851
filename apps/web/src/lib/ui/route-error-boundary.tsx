import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ErrorBoundary } from "./error-boundary";

/** An error boundary that starts afresh whenever the user goes to another page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
