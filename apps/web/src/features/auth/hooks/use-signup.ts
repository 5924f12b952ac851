import type { Locale } from "@bearish/shared/app/locales";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useThemeMode } from "../../../app/theme/theme-mode";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { updateProfile } from "../../account/api";
import { resendOtp, signup, verifyOtp } from "../api";
import { useStartSession } from "./use-start-session";

export function useSignup() {
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: signup,
    onSuccess: () => showSnackbar(t("toast.otpSent"), { severity: "success" }),
    onError: (error) => showSnackbar(t("toast.signupFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

/** Verifies the mailed code, signs in, and keeps the theme and language the newcomer signed up with. */
export function useVerifyOtp(locale: Locale) {
  const startSession = useStartSession();
  const { mode } = useThemeMode();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: async ({ data }) => {
      startSession({ ...data, user: { ...data.user, preferences: { theme: mode, language: locale } } });
      showSnackbar(t("toast.loggedIn"), { severity: "success" });
      const { theme, language } = data.user.preferences;
      if (theme !== mode || language !== locale) {
        await updateProfile({ preferences: { theme: mode, language: locale } }).catch(() => undefined);
      }
    },
    onError: (error) => showSnackbar(t("toast.verifyFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

export function useResendOtp() {
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resendOtp,
    onSuccess: () => showSnackbar(t("toast.otpSent"), { severity: "success" }),
    onError: (error) => showSnackbar(t("toast.resendFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
