import TranslateIcon from "@mui/icons-material/Translate";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { switchLocalePath } from "../locale/locale-paths";
import { useLocale } from "../locale/use-locale";
import { BearishLogo } from "../shell/bearish-logo";

/** Frame of the signed-out pages: logo, a language switch and the page's card in the middle. */
export function PublicLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <Box
      sx={(theme) => ({
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        background:
          theme.palette.mode === "dark"
            ? "radial-gradient(1200px 600px at 10% -10%, rgba(139,147,255,0.16), transparent), #0f1218"
            : "radial-gradient(1200px 600px at 10% -10%, rgba(79,70,229,0.10), transparent), #f6f7fb",
      })}
    >
      <Box
        component="header"
        sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: { xs: 2, sm: 4 }, py: 2 }}
      >
        <Link component={RouterLink} to={`/${locale}/login`} color="inherit" underline="none">
          <BearishLogo />
        </Link>
        <Button
          component={RouterLink}
          to={`${switchLocalePath(location.pathname, other)}${location.search}`}
          startIcon={<TranslateIcon />}
          color="inherit"
          lang={other}
        >
          {t(`language.${other}`)}
        </Button>
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: "flex",
          alignItems: "flex-start",
          justifyContent: "center",
          px: 2,
          pt: { xs: 2, sm: 6 },
          pb: 6,
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
