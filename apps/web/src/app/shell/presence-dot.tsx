import type { PresenceStatus } from "@bearish/shared/users/user";
import Box from "@mui/material/Box";
import { PRESENCE_COLORS } from "./presence";

/** A person's presence as a coloured dot, ringed so it reads on top of an avatar. */
export function PresenceDot({ status, size = 10 }: { status: PresenceStatus; size?: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: "inline-block",
        width: size,
        height: size,
        borderRadius: "50%",
        bgcolor: PRESENCE_COLORS[status],
        border: 2,
        borderColor: "background.paper",
        boxSizing: "content-box",
      }}
    />
  );
}
