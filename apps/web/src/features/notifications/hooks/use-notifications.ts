import {
  NOTIFICATION_EVENT,
  type Notification,
  type NotificationStatus,
  notificationSchema,
} from "@bearish/shared/notifications/notification";
import { userChannel } from "@bearish/shared/realtime/channels";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { useSnackbar } from "../../../lib/snackbar";
import { listNotifications, readAllNotifications, readNotification, snoozeNotification } from "../../tasks/api";
import { taskKeys } from "../../tasks/hooks/task-keys";

/** Sent on `user:<id>` after a read, read-all or snooze (by this tab or another of the person's). */
export const NOTIFICATION_UPDATED_EVENT = "notification-updated";

const ALL_NOTIFICATIONS = ["notifications"] as const;

/** One tab's list as cached: the items shown and how many there are on the server. */
export interface NotificationList {
  items: Notification[];
  total: number;
}

/** A tab's notifications, newest first (new: unread, done: read, snoozed). */
export function useNotifications(status: NotificationStatus, enabled = true) {
  return useQuery({
    queryKey: taskKeys.notifications(status),
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const answer = await listNotifications(status, signal);
      return { items: answer.data, total: answer.meta?.total ?? answer.data.length };
    },
    enabled,
    retry: 1,
  });
}

/** How many notifications are unread (the bell's badge). */
export function useUnreadCount(): number {
  return useNotifications("new").data?.total ?? 0;
}

/** Takes a notification out of the listed tabs' caches (it no longer belongs there). */
function removeFrom(queryClient: QueryClient, id: string, statuses: readonly NotificationStatus[]) {
  for (const status of statuses) {
    queryClient.setQueryData<NotificationList>(taskKeys.notifications(status), (list) => {
      if (!list?.items.some((item) => item.id === id)) return list;
      return { items: list.items.filter((item) => item.id !== id), total: Math.max(0, list.total - 1) };
    });
  }
}

type Snapshot = [readonly unknown[], unknown][];

/**
 * Shared shape of the three mutations: change the caches at once (the item leaves its list), put
 * them back and say so if the server refuses, and refetch every tab once it has answered.
 */
function useOptimisticNotificationMutation<V>(
  mutationFn: (variables: V) => Promise<unknown>,
  apply: (queryClient: QueryClient, variables: V) => void,
) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: ALL_NOTIFICATIONS });
      const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: ALL_NOTIFICATIONS });
      apply(queryClient, variables);
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      showSnackbar(t("taskFilters.notifications.actionFailed"), { severity: "error", detail: errorMessageOf(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL_NOTIFICATIONS }),
  });
}

/** Understood / No thanks: marks it read; it leaves New (and Snoozed) and shows under Done. */
export function useMarkNotificationRead() {
  return useOptimisticNotificationMutation(
    (id: string) => readNotification(id),
    (queryClient, id) => removeFrom(queryClient, id, ["new", "snoozed"]),
  );
}

/** Hides it until `until`, when it comes back as new. */
export function useSnoozeNotification() {
  return useOptimisticNotificationMutation(
    ({ id, until }: { id: string; until: Date }) => snoozeNotification(id, until.toISOString()),
    (queryClient, { id }) => removeFrom(queryClient, id, ["new", "done"]),
  );
}

export function useMarkAllNotificationsRead() {
  return useOptimisticNotificationMutation(
    (_: undefined) => readAllNotifications(),
    (queryClient) => queryClient.setQueryData<NotificationList>(taskKeys.notifications("new"), { items: [], total: 0 }),
  );
}

/**
 * Live notifications on the person's own channel: a new one is put on top of New with a snackbar
 * showing its title; a change made elsewhere (another tab read or snoozed one) refreshes the tabs.
 */
export function useNotificationEvents(userId: string) {
  const { showSnackbar } = useSnackbar();
  useRealtimeQuerySync(userChannel(userId), {
    [NOTIFICATION_EVENT]: (data, queryClient) => {
      const parsed = notificationSchema.safeParse(data);
      if (!parsed.success) {
        void queryClient.invalidateQueries({ queryKey: taskKeys.notifications("new") });
        return;
      }
      const notification = parsed.data;
      const key = taskKeys.notifications("new");
      if (queryClient.getQueryData(key) === undefined) {
        void queryClient.invalidateQueries({ queryKey: key });
      } else {
        queryClient.setQueryData<NotificationList>(key, (list) => {
          if (!list || list.items.some((item) => item.id === notification.id)) return list;
          return { items: [notification, ...list.items], total: list.total + 1 };
        });
      }
      // A snoozed one coming back at its time leaves the Snoozed tab.
      void queryClient.invalidateQueries({ queryKey: taskKeys.notifications("snoozed") });
      // Messages have their own toast (spec: 'New message in chats' / 'in channels', which knows
      // the open and muted conversations); a second one here would cover it.
      if (!notification.kind.startsWith("message.")) showSnackbar(notification.title, { severity: "info" });
    },
    [NOTIFICATION_UPDATED_EVENT]: (_data, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: ALL_NOTIFICATIONS });
    },
    resync: [ALL_NOTIFICATIONS],
  });
}
