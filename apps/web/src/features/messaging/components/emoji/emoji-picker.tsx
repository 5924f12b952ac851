import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

/** The quick reactions offered above the full picker. */
export const QUICK_REACTIONS = ["👍", "❤️", "😂", "😮", "😢", "🎉"] as const;

// emoji-mart and its data are only needed once someone opens a picker.
const EmojiMartPicker = lazy(async () => ({
  default: (await import("./emoji-mart-picker")).EmojiMartPicker,
}));

export interface EmojiPickerPopoverProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onPick: (emoji: string) => void;
}

/** An emoji picker in a popover: a row of quick reactions, then every emoji with search. */
export function EmojiPickerPopover({ anchorEl, open, onClose, onPick }: EmojiPickerPopoverProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const pick = (emoji: string) => {
    onPick(emoji);
    onClose();
  };
  return (
    <Popover
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
      transformOrigin={{ vertical: "bottom", horizontal: "center" }}
      slotProps={{ paper: { "aria-label": t("messagingExtras.emoji.title"), role: "dialog" } }}
    >
      <Stack
        direction="row"
        role="group"
        aria-label={t("messagingExtras.emoji.quick")}
        sx={{ px: 1, py: 0.5, gap: 0.5, borderBottom: 1, borderColor: "divider", justifyContent: "space-around" }}
      >
        {QUICK_REACTIONS.map((emoji) => (
          <IconButton
            key={emoji}
            aria-label={t("messagingExtras.emoji.react", { emoji })}
            onClick={() => pick(emoji)}
            sx={{ fontSize: 22, width: 40, height: 40 }}
          >
            <span aria-hidden>{emoji}</span>
          </IconButton>
        ))}
      </Stack>
      <Suspense
        fallback={
          <Box sx={{ width: 352, height: 300, display: "grid", placeItems: "center" }}>
            <CircularProgress size={28} aria-label={t("messagingExtras.emoji.loading")} />
          </Box>
        }
      >
        <EmojiMartPicker theme={theme.palette.mode} locale={i18n.language} onPick={pick} />
      </Suspense>
    </Popover>
  );
}
