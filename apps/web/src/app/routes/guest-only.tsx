import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { afterSignInPath } from "../../features/auth/after-sign-in";
import { getToken } from "../../lib/auth-storage";
import { useLocale } from "../locale/use-locale";

/**
 * Login and signup are for signed-out visitors: someone already signed in goes on to the app. Only the token
 * present on arrival counts, so signing in on this page navigates once, from the form.
 */
export function GuestOnly() {
  const [signedInOnArrival] = useState(() => getToken() !== null);
  const locale = useLocale();
  const location = useLocation();
  if (signedInOnArrival) return <Navigate to={afterSignInPath(location.state, locale)} replace />;
  return <Outlet />;
}
