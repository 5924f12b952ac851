import type { UserRole } from "@bearish/shared/users/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { changeRole, deactivateUser, inviteUser, reactivateUser } from "../api";
import { usersQueryKey } from "./use-users";

/** Shared outcome handling of the people mutations: a toast, and a fresh people list. */
function useAdminOutcome(successKey: "toast.inviteSent" | "toast.roleChanged" | "toast.userUpdated") {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return {
    onSuccess: () => {
      showSnackbar(t(successKey), { severity: "success" });
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
    onError: (error: Error) =>
      showSnackbar(t(successKey === "toast.inviteSent" ? "toast.inviteFailed" : "toast.userUpdateFailed"), {
        severity: "error",
        detail: errorMessageOf(error),
      }),
  };
}

export function useInviteUser() {
  return useMutation({ mutationFn: inviteUser, ...useAdminOutcome("toast.inviteSent") });
}

export function useChangeRole() {
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) => changeRole(id, role),
    ...useAdminOutcome("toast.roleChanged"),
  });
}

export function useSetUserActive() {
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => (active ? reactivateUser(id) : deactivateUser(id)),
    ...useAdminOutcome("toast.userUpdated"),
  });
}
