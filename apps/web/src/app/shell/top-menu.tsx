import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../locale/use-locale";
import { TOP_MENU_ITEMS } from "./app-areas";

/** Search, calendar, tasks and workspace shortcuts; each stays disabled until its area exists. */
export function TopMenu() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack
      component="nav"
      direction="row"
      spacing={0.5}
      aria-label={t("shell.topMenu")}
      sx={{ display: { xs: "none", sm: "flex" } }}
    >
      {TOP_MENU_ITEMS.map(({ id, route, enabled, icon: Icon }) => {
        const label = t(`shell.top.${id}`);
        return enabled ? (
          <Tooltip key={id} title={label}>
            <IconButton component={RouterLink} to={to(route)} aria-label={label}>
              <Icon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip key={id} title={t("common.notAvailableYet")}>
            {/* A disabled button fires no events, so the tooltip hangs on a wrapper. */}
            <span>
              <IconButton aria-label={label} disabled>
                <Icon />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
