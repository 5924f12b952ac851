/** Whether this browser can show desktop notifications at all. */
export const desktopNotificationsSupported = () => typeof window !== "undefined" && "Notification" in window;

/** The browser's answer so far: "granted", "denied", "default", or "unsupported". */
export function desktopPermission(): NotificationPermission | "unsupported" {
  return desktopNotificationsSupported() ? Notification.permission : "unsupported";
}

/** Asks the browser (once the person turns the setting on); resolves with its answer. */
export async function requestDesktopPermission(): Promise<NotificationPermission | "unsupported"> {
  if (!desktopNotificationsSupported()) return "unsupported";
  if (Notification.permission !== "default") return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * A desktop notification while the tab is in the background (in front, the toast already says it).
 * `tag` replaces an earlier notification of the same message instead of stacking a copy.
 */
export function showDesktopNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (desktopPermission() !== "granted" || document.visibilityState === "visible") return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the toast is enough there.
  }
}
