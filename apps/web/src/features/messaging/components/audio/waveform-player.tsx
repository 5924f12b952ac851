import PauseRounded from "@mui/icons-material/PauseRounded";
import PlayArrowRounded from "@mui/icons-material/PlayArrowRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { alpha, useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import WaveSurfer from "wavesurfer.js";
import { formatPlaybackTime } from "./format-time";
import { DEFAULT_PLAYBACK_SPEED, PlaybackSpeedMenu } from "./playback-speed-menu";

/** How often the current time is redrawn while playing (spec §2). */
export const PLAYER_REFRESH_MS = 100;

export interface WaveformPlayerProps {
  src: string;
  fileName: string;
  /** Render nothing when the audio cannot be loaded (spec §8 for the cloud previewer: a non-OK fetch shows nothing). */
  silentOnError?: boolean;
}

type LoadState = "loading" | "ready" | "error";

/**
 * An audio file as a waveform with play/pause, time and speed. At the end it goes back to the start,
 * paused. Used by message attachments, the file preview and the cloud-storage previewer.
 */
export function WaveformPlayer({ src, fileName, silentOnError = false }: WaveformPlayerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  const [state, setState] = useState<LoadState>("loading");
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState<number>(DEFAULT_PLAYBACK_SPEED);

  const waveColor = alpha(theme.palette.text.primary, 0.3);
  const progressColor = theme.palette.primary.main;

  // biome-ignore lint/correctness/useExhaustiveDependencies: colours are applied by the effect below; a new source alone rebuilds the player.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setState("loading");
    setPlaying(false);
    setTime(0);
    setDuration(0);
    setSpeed(DEFAULT_PLAYBACK_SPEED);
    const surfer = WaveSurfer.create({
      container,
      url: src,
      height: 48,
      barWidth: 2,
      barGap: 1,
      barRadius: 2,
      normalize: true,
      waveColor,
      progressColor,
      cursorColor: progressColor,
      dragToSeek: true,
    });
    surferRef.current = surfer;
    const unsubscribe = [
      surfer.on("ready", (seconds) => {
        setDuration(seconds);
        setState("ready");
      }),
      surfer.on("play", () => setPlaying(true)),
      surfer.on("pause", () => setPlaying(false)),
      surfer.on("interaction", (seconds) => setTime(seconds)),
      surfer.on("finish", () => {
        surfer.pause();
        surfer.setTime(0);
        setPlaying(false);
        setTime(0);
      }),
      surfer.on("error", () => {
        setPlaying(false);
        setState("error");
      }),
    ];
    return () => {
      for (const off of unsubscribe) off();
      surfer.destroy();
      surferRef.current = null;
    };
  }, [src]);

  useEffect(() => {
    surferRef.current?.setOptions({ waveColor, progressColor, cursorColor: progressColor });
  }, [waveColor, progressColor]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setTime(surferRef.current?.getCurrentTime() ?? 0), PLAYER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const changeSpeed = (next: number) => {
    setSpeed(next);
    surferRef.current?.setPlaybackRate(next, true);
  };

  const toggle = () => {
    void surferRef.current?.playPause().catch(() => setState("error"));
  };

  if (state === "error" && silentOnError) return null;
  return (
    <Box
      role="group"
      aria-label={t("messagingExtras.player.label", { name: fileName })}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 1, minWidth: 240 }}
    >
      {state === "error" ? (
        <Alert severity="error" variant="outlined" sx={{ mb: 1 }}>
          {t("messagingExtras.player.failed")}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
        <IconButton
          aria-label={playing ? t("messagingExtras.player.pause") : t("messagingExtras.player.play")}
          onClick={toggle}
          disabled={state !== "ready"}
          color="primary"
        >
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
        {/* Time runs left to right in both directions, like the numbers beside it. */}
        <Box
          ref={containerRef}
          dir="ltr"
          data-testid="waveform"
          sx={{ flex: 1, minWidth: 0, display: state === "error" ? "none" : "block" }}
        />
        <Typography
          variant="caption"
          dir="ltr"
          aria-label={t("messagingExtras.player.time")}
          sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
        >
          {formatPlaybackTime(time)} / {formatPlaybackTime(duration)}
        </Typography>
        <PlaybackSpeedMenu value={speed} onChange={changeSpeed} disabled={state === "error"} />
      </Stack>
    </Box>
  );
}
