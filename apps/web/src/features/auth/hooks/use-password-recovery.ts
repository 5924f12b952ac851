import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { forgotPassword, resetPassword, updatePassword } from "../api";
import { useStartSession } from "./use-start-session";

export function useForgotPassword() {
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => showSnackbar(t("toast.resetEmailSent"), { severity: "success" }),
    onError: (error) => showSnackbar(t("toast.resetEmailFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

export function useResetPassword() {
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => showSnackbar(t("toast.passwordReset"), { severity: "success" }),
    onError: (error) =>
      showSnackbar(t("toast.passwordResetFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

/** An invited person sets a first password and is signed in. */
export function useSetPassword() {
  const startSession = useStartSession();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: ({ data }) => {
      startSession(data);
      showSnackbar(t("toast.passwordSet"), { severity: "success" });
    },
    onError: (error) =>
      showSnackbar(t("toast.setPasswordFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
