import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { APP_AREAS } from "../../../app/shell/app-areas";
import { useCurrentUser } from "../../auth/hooks/use-me";

/** Home: a welcome and the suite's areas; those not built yet say so instead of pretending. */
export function HomePage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const me = useCurrentUser();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {t("home.welcome", { name: me.firstName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t("home.intro")}
      </Typography>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t("home.areas")}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" },
        }}
      >
        {APP_AREAS.map(({ id, route, enabled, icon: Icon }) => (
          <li key={id} aria-disabled={!enabled || undefined}>
            <Card
              {...(enabled ? { component: RouterLink, to: to(route) } : {})}
              sx={{ height: "100%", display: "block", textDecoration: "none", opacity: enabled ? 1 : 0.72 }}
            >
              <CardContent sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
                <Box
                  sx={{
                    display: "grid",
                    placeItems: "center",
                    width: 44,
                    height: 44,
                    borderRadius: 2.5,
                    bgcolor: "action.hover",
                    flexShrink: 0,
                  }}
                >
                  <Icon color={enabled ? "primary" : "disabled"} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h3" component="h3">
                    {t(`areas.${id}.name`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
                    {t(`areas.${id}.description`)}
                  </Typography>
                  {enabled ? null : <Chip size="small" label={t("common.notAvailableYet")} />}
                </Box>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
