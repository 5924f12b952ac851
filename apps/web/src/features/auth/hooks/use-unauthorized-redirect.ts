import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLocale } from "../../../app/locale/use-locale";
import { setUnauthorizedHandler } from "../../../lib/http";

/**
 * Routes the HTTP client's 401 handling through the router: the session is over, so go to the login page
 * (remembering where the user was) and drop everything cached for them.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const location = useLocation();
  const from = useRef("");
  from.current = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const loginPath = `/${locale}/login`;
        const state = from.current.startsWith(loginPath) ? undefined : { from: from.current };
        void navigate(loginPath, { replace: true, state });
        // After the signed-in pages have unmounted, so none of them refetches into the emptied cache.
        setTimeout(() => queryClient.clear(), 0);
      }),
    [navigate, queryClient, locale],
  );
}
