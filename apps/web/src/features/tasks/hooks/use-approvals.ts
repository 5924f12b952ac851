import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { type ApprovalList, approvalSchema, TASK_APPROVAL_EVENT } from "@bearish/shared/tasks/task-approvals";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { useSnackbar } from "../../../lib/snackbar";
import { decideApproval, listApprovals, requestApproval } from "../api";
import { taskKeys } from "./task-keys";

/** A task's approval requests with the count per tab (Approved, Pending, Rejected). */
export function useApprovals(taskId: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.approvals(taskId),
    queryFn: async ({ signal }) => (await listApprovals(taskId, signal)).data,
    enabled: enabled && taskId !== "",
  });
}

function useApprovalMutation<V>(taskId: string, run: (vars: V) => Promise<unknown>, doneKey: "sent" | "decided") {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      showSnackbar(t(`taskCard.approvals.${doneKey}`), { severity: "success" });
      void queryClient.invalidateQueries({ queryKey: taskKeys.approvals(taskId) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.myApprovals });
    },
    onError: (error: Error) =>
      showSnackbar(t("taskCard.approvals.failed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

export function useRequestApproval(taskId: string) {
  return useApprovalMutation(
    taskId,
    ({ text, approverId }: { text: string; approverId: string }) => requestApproval(taskId, text.trim(), approverId),
    "sent",
  );
}

export function useDecideApproval(taskId: string) {
  return useApprovalMutation(
    taskId,
    ({ approvalId, decision, note }: { approvalId: string; decision: "APPROVED" | "REJECTED"; note?: string }) =>
      decideApproval(taskId, approvalId, decision, note),
    "decided",
  );
}

/** `task-approval-updated` for this task refreshes its list and counts. */
export function useApprovalEvents(workspaceId: string, taskId: string) {
  useRealtimeQuerySync(workspaceId ? workspaceChannel(workspaceId) : null, {
    [TASK_APPROVAL_EVENT]: (data, queryClient) => {
      const parsed = approvalSchema.safeParse((data as { approval?: unknown } | null)?.approval);
      if (!parsed.success || parsed.data.taskId !== taskId) return;
      const approval = parsed.data;
      queryClient.setQueryData<ApprovalList>(taskKeys.approvals(taskId), (list) => {
        if (!list) return list;
        const approvals = list.approvals.some((a) => a.id === approval.id)
          ? list.approvals.map((a) => (a.id === approval.id ? approval : a))
          : [approval, ...list.approvals];
        const counts = { APPROVED: 0, PENDING: 0, REJECTED: 0 };
        for (const a of approvals) counts[a.status] += 1;
        return { approvals, counts };
      });
    },
    resync: [taskKeys.approvals(taskId)],
  });
}
