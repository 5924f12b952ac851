import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Toolbar from "@mui/material/Toolbar";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink } from "react-router";
import { PageLoader } from "../../lib/ui/page-loader";
import { RouteErrorBoundary } from "../../lib/ui/route-error-boundary";
import { useLocalePath } from "../locale/use-locale";
import { AccountMenu } from "./account-menu";
import { AppSwitcher } from "./app-switcher";
import { BearishLogo } from "./bearish-logo";
import { TopMenu } from "./top-menu";

/** Frame of every signed-in page: the top bar (logo, top menu, app switcher, account menu) and the page. */
export function AppShell() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Link component={RouterLink} to={to()} color="inherit" underline="none" aria-label={t("shell.home")}>
            <BearishLogo />
          </Link>
          <Box sx={{ flex: 1 }} />
          <TopMenu />
          <Divider orientation="vertical" flexItem sx={{ mx: 1, my: 1.5, display: { xs: "none", sm: "block" } }} />
          <AppSwitcher />
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Container>
    </Box>
  );
}
