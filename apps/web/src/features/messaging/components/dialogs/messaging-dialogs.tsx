import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { MessageCenterSettingsDialog } from "../settings/message-center-settings-dialog";
import { BrowseChannelsDialog } from "./browse-channels-dialog";
import { CreateChannelDialog } from "./create-channel-dialog";
import { StartChatDialog } from "./start-chat-dialog";

export type MessagingDialog = "startChat" | "createChannel" | "browseChannels" | "settings";

const OpenDialogContext = createContext<((dialog: MessagingDialog) => void) | null>(null);

/**
 * The messaging center's dialogs, opened from the list header, the Create New popover or the empty
 * state. Each dialog mounts when opened, so it starts empty every time.
 */
export function MessagingDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<MessagingDialog | null>(null);
  const close = () => setOpen(null);
  const value = useMemo(() => (dialog: MessagingDialog) => setOpen(dialog), []);
  return (
    <OpenDialogContext value={value}>
      {children}
      {open === "startChat" ? <StartChatDialog open onClose={close} /> : null}
      {open === "createChannel" ? <CreateChannelDialog open onClose={close} /> : null}
      {open === "browseChannels" ? <BrowseChannelsDialog open onClose={close} /> : null}
      {open === "settings" ? <MessageCenterSettingsDialog open onClose={close} /> : null}
    </OpenDialogContext>
  );
}

/** Opens one of the messaging center's dialogs. */
export function useOpenMessagingDialog(): (dialog: MessagingDialog) => void {
  const open = useContext(OpenDialogContext);
  if (!open) throw new Error("useOpenMessagingDialog needs a MessagingDialogsProvider above it");
  return open;
}
