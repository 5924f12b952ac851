import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

export const SIDE_PANEL_WIDTH = 380;

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A panel at the inline end of the page (MUI flips the anchor in right-to-left). Not modal, so the
 * page stays usable beside it (select text to comment while the comments are open); Escape closes it.
 * Its content is mounted only while it is open.
 */
export function SidePanel({ open, onClose, title, children }: SidePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      variant="persistent"
      anchor="right"
      open={open}
      slotProps={{
        paper: {
          component: "aside",
          "aria-labelledby": titleId,
          onKeyDown: (event: React.KeyboardEvent) => {
            if (event.key === "Escape") onClose();
          },
          sx: { width: SIDE_PANEL_WIDTH, maxWidth: "100vw", display: "flex", flexDirection: "column" },
        } as object,
      }}
    >
      {open ? (
        <>
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, fontSize: 18 }}>
              {title}
            </Typography>
            <IconButton aria-label={t("pages.close")} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ flex: 1, overflowY: "auto", p: 2 }}>{children}</Box>
        </>
      ) : null}
    </Drawer>
  );
}

/** A small spinner for a panel's list while it loads. */
export function PanelLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", justifyContent: "center", p: 2 }}>
      <CircularProgress size={28} aria-label={t("common.loading")} />
    </Box>
  );
}
