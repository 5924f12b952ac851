import { userChannel, workspaceChannel } from "@bearish/shared/realtime/channels";
import { WORKSPACE_EVENTS, WORKSPACE_USER_EVENTS } from "@bearish/shared/workspaces/workspace-activity";
import type { QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useMatch, useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { useSnackbar } from "../../../lib/snackbar";
import { workspaceKeys } from "./workspace-keys";

function workspaceIdOf(data: unknown): string | null {
  if (typeof data === "object" && data !== null && "workspaceId" in data) {
    const value = (data as { workspaceId: unknown }).workspaceId;
    return typeof value === "string" ? value : null;
  }
  return null;
}

const refreshLists = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.archived });
};

/**
 * The signed-in person's own channel: workspaces given to them appear, and one taken away while it is open
 * sends them back to the list with a toast.
 */
export function useWorkspaceAccessEvents(userId: string) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLocalePath();
  const open = useMatch("/:locale/workspace/:source/:workspaceId/*");
  const openId = open?.params.workspaceId ?? null;
  useRealtimeQuerySync(userChannel(userId), {
    [WORKSPACE_USER_EVENTS.accessGranted]: (data, queryClient) => {
      refreshLists(queryClient);
      const id = workspaceIdOf(data);
      if (id) void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(id) });
    },
    [WORKSPACE_USER_EVENTS.accessRevoked]: (data, queryClient) => {
      const id = workspaceIdOf(data);
      refreshLists(queryClient);
      if (!id) return;
      queryClient.removeQueries({ queryKey: workspaceKeys.detail(id) });
      queryClient.removeQueries({ queryKey: workspaceKeys.items(id) });
      queryClient.removeQueries({ queryKey: workspaceKeys.members(id) });
      if (id === openId) {
        showSnackbar(t("workspace.toast.accessRevoked"), { severity: "warning" });
        navigate(to("/workspace"), { replace: true });
      }
    },
    resync: [workspaceKeys.list, workspaceKeys.archived],
  });
}

/** One open workspace's channel: every change refreshes what shows it, so all open clients stay in step. */
export function useWorkspaceEvents(workspaceId: string) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLocalePath();
  const detail = workspaceKeys.detail(workspaceId);
  const items = workspaceKeys.items(workspaceId);
  const members = workspaceKeys.members(workspaceId);
  const activity = workspaceKeys.activity(workspaceId);
  const invalidate = (keys: readonly (readonly unknown[])[]) => (_data: unknown, queryClient: QueryClient) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const itemChange = (_data: unknown, queryClient: QueryClient) => {
    void queryClient.invalidateQueries({ queryKey: items });
    void queryClient.invalidateQueries({ queryKey: ["workspaces", "item", workspaceId] });
    void queryClient.invalidateQueries({ queryKey: detail });
    void queryClient.invalidateQueries({ queryKey: activity });
  };
  useRealtimeQuerySync(workspaceChannel(workspaceId), {
    [WORKSPACE_EVENTS.workspaceUpdated]: invalidate([detail, activity, workspaceKeys.list, workspaceKeys.archived]),
    [WORKSPACE_EVENTS.workspaceDeleted]: (_data, queryClient) => {
      refreshLists(queryClient);
      queryClient.removeQueries({ queryKey: detail });
      showSnackbar(t("workspace.toast.deletedElsewhere"), { severity: "warning" });
      navigate(to("/workspace"), { replace: true });
    },
    [WORKSPACE_EVENTS.memberAdded]: invalidate([members, detail, activity, workspaceKeys.list]),
    [WORKSPACE_EVENTS.memberUpdated]: invalidate([members, detail, activity]),
    [WORKSPACE_EVENTS.memberRemoved]: invalidate([members, detail, activity, workspaceKeys.list]),
    [WORKSPACE_EVENTS.itemCreated]: itemChange,
    [WORKSPACE_EVENTS.itemUpdated]: itemChange,
    [WORKSPACE_EVENTS.itemDeleted]: itemChange,
    [WORKSPACE_EVENTS.activity]: invalidate([activity]),
    resync: [detail, items, members, activity],
  });
}
