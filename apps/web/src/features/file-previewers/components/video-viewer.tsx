import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PLAYBACK_SPEED, PlaybackSpeedMenu } from "../../messaging/components/audio/playback-speed-menu";

/** A video with the browser's controls and the speed menu (0.5, 0.75, 1, 1.25, 1.5, 1.75, 2). */
export function VideoViewer({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState<number>(DEFAULT_PLAYBACK_SPEED);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = speed;
  }, [speed]);

  return (
    <Stack sx={{ height: "100%", p: 2, gap: 1, bgcolor: "common.black" }}>
      <Box
        component="video"
        ref={videoRef}
        src={url}
        controls
        preload="metadata"
        aria-label={t("previewers.video.label", { name })}
        onLoadedMetadata={() => {
          if (videoRef.current) videoRef.current.playbackRate = speed;
        }}
        sx={{ flex: 1, minHeight: 0, width: "100%", objectFit: "contain" }}
      />
      <Stack direction="row" sx={{ justifyContent: "flex-end", color: "common.white" }}>
        <PlaybackSpeedMenu value={speed} onChange={setSpeed} />
      </Stack>
    </Stack>
  );
}
