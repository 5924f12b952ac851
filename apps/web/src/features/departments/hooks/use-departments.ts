import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { usersQueryKey } from "../../people/hooks/use-users";
import { createDepartment, deleteDepartment, listDepartments, renameDepartment } from "../api";

export const departmentsQueryKey = ["departments"] as const;

/** Departments are fetched once (spec: never stale); mutations below refresh them. */
export function useDepartments() {
  return useQuery({
    queryKey: departmentsQueryKey,
    queryFn: async ({ signal }) => (await listDepartments(signal)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

type DepartmentToast = "toast.departmentCreated" | "toast.departmentRenamed" | "toast.departmentDeleted";

function useDepartmentOutcome(successKey: DepartmentToast) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return {
    onSuccess: async () => {
      showSnackbar(t(successKey), { severity: "success" });
      await queryClient.invalidateQueries({ queryKey: departmentsQueryKey });
      // People lists show each person's department.
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
    onError: (error: Error) =>
      showSnackbar(t("toast.departmentFailed"), { severity: "error", detail: errorMessageOf(error) }),
  };
}

export function useCreateDepartment() {
  return useMutation({
    mutationFn: (name: string) => createDepartment({ name }),
    ...useDepartmentOutcome("toast.departmentCreated"),
  });
}

export function useRenameDepartment() {
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameDepartment(id, { name }),
    ...useDepartmentOutcome("toast.departmentRenamed"),
  });
}

export function useDeleteDepartment() {
  return useMutation({
    mutationFn: (id: string) => deleteDepartment(id),
    ...useDepartmentOutcome("toast.departmentDeleted"),
  });
}
