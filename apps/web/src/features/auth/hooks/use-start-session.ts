import type { AuthResult } from "@bearish/shared/auth/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useThemeMode } from "../../../app/theme/theme-mode";
import { setToken } from "../../../lib/auth-storage";
import { meQueryKey } from "./use-me";

/** Stores a new session: token, the user as auth state, and the user's theme. */
export function useStartSession(): (result: AuthResult) => void {
  const queryClient = useQueryClient();
  const { setMode } = useThemeMode();
  return useCallback(
    (result: AuthResult) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, result.user);
      setToken(result.token);
      setMode(result.user.preferences.theme);
    },
    [queryClient, setMode],
  );
}
