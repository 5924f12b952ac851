import AppsIcon from "@mui/icons-material/Apps";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useUnreadMessagesTotal } from "../../features/messaging/hooks/use-conversations";
import { useLocalePath } from "../locale/use-locale";
import { APP_AREAS } from "./app-areas";

/** The grid of the suite's areas; areas not built yet are listed but disabled. */
export function AppSwitcher() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const unreadMessages = useUnreadMessagesTotal();
  return (
    <>
      <Tooltip title={t("shell.apps")}>
        <IconButton
          aria-label={t("shell.apps")}
          aria-haspopup="true"
          aria-expanded={anchor ? "true" : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge variant="dot" color="error" invisible={unreadMessages === 0}>
            <AppsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { p: 1.5, width: 320 } } }}
      >
        <Typography variant="subtitle2" color="text.secondary" sx={{ px: 1, pb: 1 }}>
          {t("shell.apps")}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 0.5 }}
        >
          {APP_AREAS.map(({ id, route, enabled, icon: Icon }) => (
            <li key={id}>
              <ButtonBase
                {...(enabled ? { component: RouterLink, to: to(route), onClick: close } : { disabled: true })}
                title={enabled ? undefined : t("common.notAvailableYet")}
                sx={{
                  width: "100%",
                  flexDirection: "column",
                  gap: 0.5,
                  py: 1.5,
                  borderRadius: 2,
                  opacity: enabled ? 1 : 0.55,
                  "&:hover": { bgcolor: "action.hover" },
                }}
              >
                <Badge
                  color="error"
                  max={99}
                  badgeContent={id === "message" ? unreadMessages : 0}
                  slotProps={
                    id === "message" && unreadMessages > 0
                      ? { badge: { "aria-label": t("messagingList.unreadTotal", { count: unreadMessages }) } }
                      : undefined
                  }
                >
                  <Icon color={enabled ? "primary" : "disabled"} />
                </Badge>
                <Typography variant="body2">{t(`areas.${id}.name`)}</Typography>
                {enabled ? null : (
                  <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                    {t("common.notAvailableYet")}
                  </Typography>
                )}
              </ButtonBase>
            </li>
          ))}
        </Box>
      </Popover>
    </>
  );
}
