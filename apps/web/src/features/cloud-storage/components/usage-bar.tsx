import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useCloudUsage } from "../hooks/use-cloud-trash";

/** The caller's storage use against their quota. */
export function UsageBar() {
  const { t } = useTranslation();
  const { data } = useCloudUsage();
  if (!data) return null;
  const percent = data.quota > 0 ? Math.min(100, (data.used / data.quota) * 100) : 0;
  const text = t("cloudStorage.usage.text", { used: formatFileSize(data.used), quota: formatFileSize(data.quota) });
  return (
    <Box sx={{ width: 220 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? "error" : "primary"}
        aria-label={t("cloudStorage.usage.label")}
        aria-valuetext={text}
        sx={{ borderRadius: 1, height: 6 }}
      />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
