import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PLAYBACK_SPEED, PlaybackSpeedMenu } from "../audio/playback-speed-menu";

/** A video with the browser's controls and the player speed menu. */
export function VideoPreview({ src, fileName }: { src: string; fileName: string }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState<number>(DEFAULT_PLAYBACK_SPEED);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = speed;
  }, [speed]);

  return (
    <Stack sx={{ gap: 0.5 }}>
      <Box
        component="video"
        ref={videoRef}
        src={src}
        controls
        preload="metadata"
        aria-label={t("messagingExtras.preview.videoOf", { name: fileName })}
        onLoadedMetadata={() => {
          if (videoRef.current) videoRef.current.playbackRate = speed;
        }}
        sx={{ width: "100%", maxHeight: 360, borderRadius: 1, bgcolor: "common.black" }}
      />
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <PlaybackSpeedMenu value={speed} onChange={setSpeed} />
      </Stack>
    </Stack>
  );
}
