import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { canManagePeople } from "../../people/people-rules";

/** Settings: a side navigation and the chosen section. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const me = useCurrentUser();
  const sections = [
    { path: "/settings/basics", label: t("settings.nav.basics") },
    { path: "/settings/subscription", label: t("settings.nav.subscription") },
    ...(canManagePeople(me.role) ? [{ path: "/settings/people", label: t("settings.nav.people") }] : []),
    { path: "/settings/departments", label: t("settings.nav.departments") },
  ];
  return (
    <Box sx={{ display: "grid", gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: "1fr", md: "220px 1fr" } }}>
      <Box component="nav" aria-label={t("settings.title")}>
        <Typography variant="overline" color="text.secondary" sx={{ px: 1.5 }}>
          {t("settings.title")}
        </Typography>
        <List dense sx={{ display: { xs: "flex", md: "block" }, flexWrap: "wrap", gap: 0.5 }}>
          {sections.map((section) => (
            <ListItemButton key={section.path} component={NavLink} to={to(section.path)} sx={{ flex: "0 0 auto" }}>
              <ListItemText primary={section.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
