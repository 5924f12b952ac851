import CloudDoneIcon from "@mui/icons-material/CloudDone";
import CloudOffIcon from "@mui/icons-material/CloudOff";
import SyncIcon from "@mui/icons-material/Sync";
import Chip from "@mui/material/Chip";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CollabStatus } from "../hooks/use-collab-document";

export type ConnectionState = "connected" | "connecting" | "reconnecting" | "offline";

/** Connecting before the first connection; reconnecting after a connection was lost and is being retried. */
export function connectionState(status: CollabStatus, wasConnected: boolean, online: boolean): ConnectionState {
  if (status === "connected") return "connected";
  if (!online || status === "disconnected") return wasConnected ? "offline" : "connecting";
  return wasConnected ? "reconnecting" : "connecting";
}

/** The live connection of the page (announced politely to screen readers when it changes). */
export function ConnectionStatus({ status }: { status: CollabStatus }) {
  const { t } = useTranslation();
  const wasConnected = useRef(false);
  if (status === "connected") wasConnected.current = true;
  const online = typeof navigator === "undefined" || navigator.onLine !== false;
  const state = connectionState(status, wasConnected.current, online);
  const icon = state === "connected" ? <CloudDoneIcon /> : state === "offline" ? <CloudOffIcon /> : <SyncIcon />;
  return (
    <span role="status" aria-live="polite">
      <Chip
        size="small"
        variant="outlined"
        icon={icon}
        color={state === "connected" ? "success" : state === "offline" ? "warning" : "default"}
        label={t(`editor.connection.${state}`)}
      />
    </span>
  );
}
