import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { changePassword } from "../api";

export function useChangePassword() {
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => showSnackbar(t("toast.passwordChanged"), { severity: "success" }),
    onError: (error) =>
      showSnackbar(t("toast.passwordChangeFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
