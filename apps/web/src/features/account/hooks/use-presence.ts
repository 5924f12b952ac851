import type { PresenceStatus } from "@bearish/shared/users/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { meQueryKey } from "../../auth/hooks/use-me";
import { usersQueryKey } from "../../people/hooks/use-users";
import { setPresence } from "../api";

export function useSetPresence() {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (status: PresenceStatus) => (await setPresence({ status })).data,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
    onError: (error) => showSnackbar(t("toast.statusFailed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
