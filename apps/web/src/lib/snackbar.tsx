import Alert, { type AlertColor } from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Snackbar from "@mui/material/Snackbar";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** Spec §9: snackbars hide after 6000 ms and default to severity info. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export interface SnackbarOptions {
  severity?: AlertColor;
  /** Shown under the title, e.g. the server's reason for a failure. */
  detail?: string | null;
}

type ShowSnackbar = (title: string, options?: SnackbarOptions) => void;

interface SnackbarMessage {
  key: number;
  title: string;
  detail: string | null;
  severity: AlertColor;
}

const SnackbarContext = createContext<ShowSnackbar | null>(null);

/** The one snackbar of the app; a new message replaces the one on screen. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowSnackbar>((title, options = {}) => {
    setMessage({ key: Date.now(), title, detail: options.detail ?? null, severity: options.severity ?? "info" });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === "clickaway") return;
    setOpen(false);
  };

  const value = useMemo(() => show, [show]);

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {message ? (
        <Snackbar
          key={message.key}
          open={open}
          autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
          onClose={close}
          anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        >
          <Alert onClose={close} severity={message.severity} variant="filled" sx={{ minWidth: 280, maxWidth: 520 }}>
            {message.detail ? (
              <>
                <AlertTitle sx={{ mb: 0.25 }}>{message.title}</AlertTitle>
                {message.detail}
              </>
            ) : (
              message.title
            )}
          </Alert>
        </Snackbar>
      ) : null}
    </SnackbarContext.Provider>
  );
}

/** Shows a toast: `showSnackbar(title, { severity, detail })`. */
export function useSnackbar(): { showSnackbar: ShowSnackbar } {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error("useSnackbar must be used inside SnackbarProvider");
  return useMemo(() => ({ showSnackbar: show }), [show]);
}
