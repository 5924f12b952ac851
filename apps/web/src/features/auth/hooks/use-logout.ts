import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocale } from "../../../app/locale/use-locale";
import { clearAuthStorage } from "../../../lib/auth-storage";
import { useRealtimeClient } from "../../../lib/realtime/realtime-context";
import { useSnackbar } from "../../../lib/snackbar";
import { logout } from "../api";

/**
 * Logout (spec §4): ends the session on the server (a failure there changes nothing here), clears the stored
 * token, accessToken and auth state, shows "Logged out successfully" and goes to the login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const realtime = useRealtimeClient();
  return useMutation({
    mutationFn: async () => {
      // Closed first, so the server's "session ended" close is not taken for a sign-out from elsewhere.
      realtime.disconnect();
      await logout().catch(() => undefined);
    },
    onSettled: () => {
      clearAuthStorage();
      void navigate(`/${locale}/login`, { replace: true });
      setTimeout(() => queryClient.clear(), 0);
      showSnackbar(t("toast.loggedOut"), { severity: "info" });
    },
  });
}
