import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";

const ROWS = 14;
const COLUMNS = 6;

/**
 * The viewer's name and email repeated diagonally over a preview. It lets every click and scroll
 * through (pointer-events none) and has no switch: a file with `enableWatermark` always shows it.
 */
export function WatermarkOverlay({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const text = t("previewers.watermark", { name, email });
  return (
    <Box
      data-testid="watermark"
      aria-hidden
      sx={{
        position: "absolute",
        inset: 0,
        overflow: "hidden",
        pointerEvents: "none",
        userSelect: "none",
        zIndex: 2,
      }}
    >
      <Box
        sx={{
          position: "absolute",
          top: "-50%",
          left: "-50%",
          width: "200%",
          height: "200%",
          transform: "rotate(-30deg)",
          display: "grid",
          gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
          alignContent: "space-around",
          rowGap: 8,
        }}
      >
        {Array.from({ length: ROWS * COLUMNS }, (_, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: identical repeated labels.
            key={index}
            component="span"
            sx={{
              whiteSpace: "nowrap",
              fontSize: 16,
              fontWeight: 600,
              color: "text.primary",
              opacity: 0.12,
              textAlign: "center",
              // Offsets every other row so the lines do not stack into columns.
              transform: Math.floor(index / COLUMNS) % 2 ? "translateX(50%)" : "none",
            }}
          >
            {text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
