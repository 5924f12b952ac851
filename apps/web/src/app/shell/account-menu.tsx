import { PRESENCE_STATUSES } from "@bearish/shared/users/user";
import CheckIcon from "@mui/icons-material/Check";
import GavelOutlinedIcon from "@mui/icons-material/GavelOutlined";
import HelpOutlineIcon from "@mui/icons-material/HelpOutline";
import LogoutIcon from "@mui/icons-material/Logout";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useSetPresence } from "../../features/account/hooks/use-presence";
import { useLogout } from "../../features/auth/hooks/use-logout";
import { useCurrentUser } from "../../features/auth/hooks/use-me";
import { UserAvatar } from "../../lib/ui/user-avatar";
import { useLocalePath } from "../locale/use-locale";
import { PresenceDot } from "./presence-dot";

/**
 * The account menu (spec): subscription type, legal, status, support, settings, log out, and the user's full
 * name and email at the bottom.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const me = useCurrentUser();
  const logout = useLogout();
  const setPresence = useSetPresence();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t("shell.accountMenu")}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          badgeContent={<PresenceDot status={me.status} />}
        >
          <UserAvatar avatar={me.avatar} fallback={me.avatar_fallBack} name={me.fullName} size={34} />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: 280, mt: 1 } } }}
      >
        <MenuItem component={RouterLink} to={to("/settings/subscription")} onClick={close}>
          <ListItemIcon>
            <WorkspacePremiumOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("shell.subscription")} secondary={t("shell.selfHosted")} />
        </MenuItem>
        <MenuItem component={RouterLink} to={to("/legal")} onClick={close}>
          <ListItemIcon>
            <GavelOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("shell.legal")} />
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: "32px", bgcolor: "transparent" }}>{t("shell.status")}</ListSubheader>
        {PRESENCE_STATUSES.map((status) => (
          <MenuItem
            key={status}
            role="menuitemradio"
            aria-checked={me.status === status}
            dense
            disabled={setPresence.isPending}
            onClick={() => {
              if (status !== me.status) setPresence.mutate(status);
            }}
          >
            <ListItemIcon>
              <PresenceDot status={status} />
            </ListItemIcon>
            <ListItemText primary={t(`presence.${status}`)} />
            {me.status === status ? <CheckIcon fontSize="small" color="primary" /> : null}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={to("/support")} onClick={close}>
          <ListItemIcon>
            <HelpOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("shell.support")} />
        </MenuItem>
        <MenuItem component={RouterLink} to={to("/settings/basics")} onClick={close}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("shell.settings")} />
        </MenuItem>
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            close();
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("shell.logout")} />
        </MenuItem>
        <Divider />
        <Box sx={{ px: 2, py: 1, display: "flex", alignItems: "center", gap: 1.5 }}>
          <UserAvatar avatar={me.avatar} fallback={me.avatar_fallBack} name={me.fullName} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {me.fullName}
            </Typography>
            {/* An address reads left to right even in Arabic; "left" is mirrored to "right" by the rtl styles. */}
            <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: "left" }}>
              {me.email}
            </Typography>
          </Box>
        </Box>
      </Menu>
    </>
  );
}
