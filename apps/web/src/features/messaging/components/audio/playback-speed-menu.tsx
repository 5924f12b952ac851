import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Playback speeds of the audio and video players (spec §2): 0.5 to 2.0 in 0.25 steps. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_PLAYBACK_SPEED = 1;

export const formatSpeed = (speed: number) => `${speed}×`;

export interface PlaybackSpeedMenuProps {
  value: number;
  onChange: (speed: number) => void;
  disabled?: boolean;
}

/** A small button showing the current speed that opens the list of speeds. */
export function PlaybackSpeedMenu({ value, onChange, disabled }: PlaybackSpeedMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="text"
        disabled={disabled}
        aria-label={t("messagingExtras.player.speedOf", { speed: formatSpeed(value) })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 48, fontVariantNumeric: "tabular-nums" }}
      >
        {formatSpeed(value)}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-label": t("messagingExtras.player.speed"), dense: true } }}
      >
        {PLAYBACK_SPEEDS.map((speed) => (
          <MenuItem
            key={speed}
            selected={speed === value}
            onClick={() => {
              onChange(speed);
              setAnchor(null);
            }}
          >
            {formatSpeed(speed)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
