import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { login } from "../api";
import { useStartSession } from "./use-start-session";

export function useLogin() {
  const startSession = useStartSession();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      startSession(data);
      showSnackbar(t("toast.loggedIn"), { severity: "success" });
    },
    onError: (error) => showSnackbar(t("toast.loginFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
