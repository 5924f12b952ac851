import { REALTIME_SUSPENDED_RETRY_INTERVAL_MS } from "@bearish/shared/realtime/frames";
import CloudOffOutlinedIcon from "@mui/icons-material/CloudOffOutlined";
import SyncProblemOutlinedIcon from "@mui/icons-material/SyncProblemOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConnectionState } from "../../lib/realtime/connection-state";
import { useConnectionState, useRealtimeClient } from "../../lib/realtime/realtime-context";

const VISUALLY_HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Whole seconds until `at`, ticking every second while there is an `at`. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const SUSPENDED_RETRY_SECONDS = REALTIME_SUSPENDED_RETRY_INTERVAL_MS / 1000;

type Tone = "success" | "warning" | "error";

function describe(state: ConnectionState): {
  key: "connected" | "connecting" | "reconnecting" | "suspended";
  tone: Tone;
} {
  switch (state.status) {
    case "connected":
      return { key: "connected", tone: "success" };
    case "suspended":
      return { key: "suspended", tone: "error" };
    case "reconnecting":
      return { key: "reconnecting", tone: "warning" };
    default:
      return { key: state.wasConnected ? "reconnecting" : "connecting", tone: "warning" };
  }
}

/**
 * The live-updates connection in the top bar (DESIGN §4: the state is visible): a quiet dot while connected
 * or connecting, and a chip with the countdown and "Retry now" while the connection is down.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const client = useRealtimeClient();
  const state = useConnectionState();
  const seconds = useSecondsUntil(state.status === "reconnecting" ? state.retryAt : null);
  // A phone's top bar has no room for the chip and its button: one icon button says it and retries.
  const narrow = useMediaQuery(useTheme().breakpoints.down("sm"));
  if (state.status === "idle" || state.status === "ended") return null;

  const { key, tone } = describe(state);
  const summary = t(`realtime.${key}`, { seconds: SUSPENDED_RETRY_SECONDS });
  const down = state.status === "reconnecting" || state.status === "suspended";
  const icon =
    state.status === "suspended" ? (
      <CloudOffOutlinedIcon fontSize="small" />
    ) : (
      <SyncProblemOutlinedIcon fontSize="small" />
    );
  const detail =
    state.status === "reconnecting" && seconds !== null ? t("realtime.reconnectingIn", { seconds }) : summary;

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      {/* Screen readers hear the state change, not a countdown every second. */}
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {summary}
      </Box>
      {down && narrow ? (
        <Tooltip title={detail}>
          <span>
            <IconButton
              color={tone}
              aria-label={t("realtime.retryNow")}
              disabled={state.retryAt === null}
              onClick={client.retryNow}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : down ? (
        <>
          <Tooltip title={detail}>
            <Chip
              aria-hidden
              size="small"
              variant="outlined"
              color={tone}
              icon={icon}
              label={detail}
              sx={{ fontVariantNumeric: "tabular-nums", "& .MuiChip-icon": { ml: 0.75, mr: -0.5 } }}
            />
          </Tooltip>
          {state.retryAt !== null ? (
            <Button size="small" onClick={client.retryNow} sx={{ whiteSpace: "nowrap" }}>
              {t("realtime.retryNow")}
            </Button>
          ) : null}
        </>
      ) : (
        <Tooltip title={summary}>
          <Box
            aria-hidden
            data-testid="connection-dot"
            sx={{
              width: 8,
              height: 8,
              mx: 1,
              borderRadius: "50%",
              bgcolor: `${tone}.main`,
              opacity: tone === "success" ? 0.7 : 1,
            }}
          />
        </Tooltip>
      )}
    </Box>
  );
}
