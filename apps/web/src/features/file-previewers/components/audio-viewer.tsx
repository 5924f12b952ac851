import Box from "@mui/material/Box";
import { WaveformPlayer } from "../../messaging/components/audio/waveform-player";

/** An audio file in the app's waveform player (refreshes every 100 ms, back to the start at the end). */
export function AudioViewer({ url, name }: { url: string; name: string }) {
  return (
    <Box sx={{ height: "100%", display: "grid", placeItems: "center", p: 3 }}>
      <Box sx={{ width: "100%", maxWidth: 720 }}>
        <WaveformPlayer src={url} fileName={name} silentOnError />
      </Box>
    </Box>
  );
}
