import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopCircleOutlinedIcon from "@mui/icons-material/StopCircleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useLogTime } from "../hooks/use-task-mutations";
import { formatDuration } from "./time-format";

/** Milliseconds now; tests pass their own. */
export type Clock = () => number;

interface StopwatchState {
  /** Milliseconds counted before the current run. */
  banked: number;
  /** When the current run started, or null while paused. */
  startedAt: number | null;
}

const STOPPED: StopwatchState = { banked: 0, startedAt: null };

export const elapsedMs = (state: StopwatchState, now: number) =>
  state.banked + (state.startedAt === null ? 0 : Math.max(0, now - state.startedAt));

/**
 * The task stopwatch (spec §4): starts at 0, counts seconds as hh:mm:ss, pauses and resumes from the
 * same value. "Stop & log" posts the whole seconds as a time log with source "stopwatch" and resets.
 * The count is kept from the clock, not from ticks, so a slow or hidden tab loses nothing.
 */
export function Stopwatch({
  taskId,
  clock = Date.now,
  disabled,
}: {
  taskId: string;
  clock?: Clock;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const logTime = useLogTime();
  const [state, setState] = useState<StopwatchState>(STOPPED);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const running = state.startedAt !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [running]);

  const seconds = Math.floor(elapsedMs(state, clock()) / 1000);
  const start = () => setState((s) => ({ ...s, startedAt: clock() }));
  const pause = () => setState((s) => ({ banked: elapsedMs(s, clock()), startedAt: null }));
  const stopAndLog = () => {
    const total = Math.floor(elapsedMs(state, clock()) / 1000);
    setState({ banked: total * 1000, startedAt: null });
    if (total < 1) return;
    logTime.mutate(
      { taskId, body: { seconds: total, source: "stopwatch", note: null } },
      {
        onSuccess: () => {
          setState(STOPPED);
          showSnackbar(t("taskCard.logTime.logged"), { severity: "success" });
        },
        onError: (error) =>
          showSnackbar(t("taskCard.logTime.failed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );
  };

  return (
    <Box
      sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}
      role="group"
      aria-label={t("taskCard.stopwatch.label")}
    >
      <Typography
        component="output"
        aria-label={t("taskCard.stopwatch.label")}
        sx={{ fontFamily: "monospace", fontSize: 28, fontVariantNumeric: "tabular-nums", minWidth: 130 }}
      >
        {formatDuration(seconds)}
      </Typography>
      {running ? (
        <Button variant="outlined" startIcon={<PauseIcon />} onClick={pause}>
          {t("taskCard.stopwatch.pause")}
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={start} disabled={disabled}>
          {state.banked > 0 ? t("taskCard.stopwatch.resume") : t("taskCard.stopwatch.start")}
        </Button>
      )}
      <Button
        variant="contained"
        startIcon={<StopCircleOutlinedIcon />}
        onClick={stopAndLog}
        disabled={disabled || seconds < 1 || logTime.isPending}
      >
        {t("taskCard.stopwatch.stopAndLog")}
      </Button>
      {!running && state.banked > 0 ? (
        <Button size="small" onClick={() => setState(STOPPED)}>
          {t("taskCard.stopwatch.reset")}
        </Button>
      ) : null}
    </Box>
  );
}
