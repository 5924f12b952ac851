import type { CalloutType } from "@bearish/shared/editor/editor-constants";
import type { SvgIconComponent } from "@mui/icons-material";
import AutorenewOutlined from "@mui/icons-material/AutorenewOutlined";
import CampaignOutlined from "@mui/icons-material/CampaignOutlined";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import LightbulbOutlined from "@mui/icons-material/LightbulbOutlined";
import NotificationImportantOutlined from "@mui/icons-material/NotificationImportantOutlined";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";

/** The icon each callout type shows when the callout has no emoji of its own. */
export const CALLOUT_ICONS: Record<CalloutType, SvgIconComponent> = {
  info: InfoOutlined,
  warning: WarningAmberOutlined,
  success: CheckCircleOutline,
  error: ErrorOutline,
  notice: CampaignOutlined,
  tip: LightbulbOutlined,
  alert: NotificationImportantOutlined,
  update: AutorenewOutlined,
};
