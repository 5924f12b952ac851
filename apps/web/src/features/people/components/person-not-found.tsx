import PersonOffOutlinedIcon from "@mui/icons-material/PersonOffOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";

/** The spec's empty-users text, for a profile whose person does not exist (or is not visible). */
export function PersonNotFound() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Box sx={{ textAlign: "center", py: { xs: 6, sm: 10 }, px: 2 }}>
      <PersonOffOutlinedIcon sx={{ fontSize: 56, color: "text.disabled" }} />
      <Typography sx={{ fontSize: 56, fontWeight: 800, lineHeight: 1, color: "primary.main", mt: 1 }}>404</Typography>
      <Typography variant="h1" sx={{ mt: 1 }}>
        {t("profile.notFound")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t("profile.notFoundText")}
      </Typography>
      <Button component={RouterLink} to={to()} variant="contained">
        {t("profile.backHome")}
      </Button>
    </Box>
  );
}
