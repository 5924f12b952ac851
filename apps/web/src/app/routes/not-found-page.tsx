import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../locale/use-locale";
import { BearishMark } from "../shell/bearish-logo";

export function NotFoundPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", textAlign: "center", px: 2 }}
    >
      <Box>
        <BearishMark size={64} />
        <Typography sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, lineHeight: 1, color: "primary.main", mt: 2 }}>
          404
        </Typography>
        <Typography variant="h1" sx={{ mt: 1 }}>
          {t("notFound.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t("notFound.text")}
        </Typography>
        <Button component={RouterLink} to={to()} variant="contained">
          {t("notFound.home")}
        </Button>
      </Box>
    </Box>
  );
}
