import type { Locale } from "@bearish/shared/app/locales";
import type { Theme } from "@bearish/shared/users/user";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { switchLocalePath } from "../../../app/locale/locale-paths";
import { useThemeMode } from "../../../app/theme/theme-mode";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useUpdateProfile } from "./use-update-profile";

/**
 * Theme and language: applied at once (and remembered in this browser), then saved to the server so they
 * follow the user to other devices.
 */
export function usePreferences() {
  const { mode, setMode } = useThemeMode();
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const { mutate } = update;

  const save = useCallback(
    (preferences: { theme?: Theme; language?: Locale }) =>
      mutate(
        { preferences },
        {
          onError: (error) =>
            showSnackbar(t("toast.preferencesFailed"), { severity: "error", detail: errorMessageOf(error) }),
        },
      ),
    [mutate, showSnackbar, t],
  );

  const setTheme = useCallback(
    (theme: Theme) => {
      setMode(theme);
      save({ theme });
    },
    [setMode, save],
  );

  const setLanguage = useCallback(
    (language: Locale) => {
      void navigate(`${switchLocalePath(location.pathname, language)}${location.search}`);
      save({ language });
    },
    [navigate, location.pathname, location.search, save],
  );

  return { theme: mode, setTheme, setLanguage, saving: update.isPending };
}
