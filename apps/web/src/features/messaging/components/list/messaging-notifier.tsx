import { useMessagingNotifier } from "../../hooks/use-messaging-notifier";

/** Live messaging updates, sounds and toasts for the whole signed-in app (mounted once, by the shell). */
export function MessagingNotifier() {
  useMessagingNotifier();
  return null;
}
