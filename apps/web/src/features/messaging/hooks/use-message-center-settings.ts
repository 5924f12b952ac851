import {
  DEFAULT_MESSAGE_CENTER_SETTINGS,
  type MessageCenterSettings,
} from "@bearish/shared/messaging/message-center-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { fetchMessageCenterSettings, updateMessageCenterSettings } from "../api";
import { messagingKeys } from "./messaging-keys";

/** Settings change only here (or in another tab, which a reload picks up): no need to refetch often. */
const SETTINGS_STALE_MS = 5 * 60 * 1000;

export interface MessageCenterSettingsState {
  /** The person's settings; the defaults while they load (or when they cannot be read). */
  settings: MessageCenterSettings;
  loaded: boolean;
  /** Saves some settings: shown at once, put back with the server's reason if it refuses. */
  update: (patch: Partial<MessageCenterSettings>) => void;
  saving: boolean;
}

/** The signed-in person's message center settings (`GET`/`PUT settings/message-center`). */
export function useMessageCenterSettings(): MessageCenterSettingsState {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const query = useQuery({
    queryKey: messagingKeys.settings,
    queryFn: async ({ signal }) => (await fetchMessageCenterSettings(signal)).data,
    staleTime: SETTINGS_STALE_MS,
  });
  const mutation = useMutation({
    mutationFn: async (patch: Partial<MessageCenterSettings>) => (await updateMessageCenterSettings(patch)).data,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: messagingKeys.settings });
      const previous = queryClient.getQueryData<MessageCenterSettings>(messagingKeys.settings);
      queryClient.setQueryData<MessageCenterSettings>(messagingKeys.settings, {
        ...DEFAULT_MESSAGE_CENTER_SETTINGS,
        ...previous,
        ...patch,
      });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(messagingKeys.settings, saved),
    onError: (error, _patch, context) => {
      queryClient.setQueryData(messagingKeys.settings, context?.previous);
      showSnackbar(t("messagingList.settingsDialog.saveFailed"), { severity: "error", detail: errorMessageOf(error) });
    },
  });
  const { mutate } = mutation;
  const update = useCallback((patch: Partial<MessageCenterSettings>) => mutate(patch), [mutate]);
  return {
    settings: query.data ?? DEFAULT_MESSAGE_CENTER_SETTINGS,
    loaded: query.data !== undefined,
    update,
    saving: mutation.isPending,
  };
}
