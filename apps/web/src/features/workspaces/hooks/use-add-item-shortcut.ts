import { useEffect } from "react";

const isMac = () => /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

/** Cmd+O on macOS, Ctrl+O elsewhere, opens the Add-an-item card instead of the browser's open dialog. */
export function useAddItemShortcut(onOpen: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const modifier = isMac() ? event.metaKey : event.ctrlKey;
      if (modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "o") {
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onOpen, enabled]);
}
