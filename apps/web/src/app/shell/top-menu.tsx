import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { searchShortcutLabel } from "../../features/search/hooks/use-search-shortcut";
import { useLocalePath } from "../locale/use-locale";
import { TOP_MENU_ITEMS } from "./app-areas";

/** Search, calendar, tasks and workspace shortcuts; each stays disabled until its area exists. */
export function TopMenu({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack component="nav" direction="row" spacing={0.5} aria-label={t("shell.topMenu")}>
      {TOP_MENU_ITEMS.map(({ id, route, enabled, icon: Icon }) => {
        const label = t(`shell.top.${id}`);
        // Search is reachable on every screen size; the other shortcuts only where there is room.
        const display = id === "search" ? "inline-flex" : { xs: "none", sm: "inline-flex" };
        if (id === "search") {
          return (
            <Tooltip key={id} title={t("search.tooltip", { keys: searchShortcutLabel() })}>
              <IconButton aria-label={label} aria-keyshortcuts="Control+K Meta+K /" onClick={onSearch} sx={{ display }}>
                <Icon />
              </IconButton>
            </Tooltip>
          );
        }
        return enabled && route !== null ? (
          <Tooltip key={id} title={label}>
            <IconButton component={RouterLink} to={to(route)} aria-label={label} sx={{ display }}>
              <Icon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip key={id} title={t("common.notAvailableYet")}>
            {/* A disabled button fires no events, so the tooltip hangs on a wrapper. */}
            <Box component="span" sx={{ display }}>
              <IconButton aria-label={label} disabled>
                <Icon />
              </IconButton>
            </Box>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
