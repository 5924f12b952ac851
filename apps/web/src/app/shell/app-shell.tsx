import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Toolbar from "@mui/material/Toolbar";
import { Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink, useMatch } from "react-router";
import { useCurrentUser } from "../../features/auth/hooks/use-me";
import { MessagingNotifier } from "../../features/messaging/components/list/messaging-notifier";
import { NotificationsBell } from "../../features/notifications/notifications-bell";
import { SearchPalette } from "../../features/search/components/search-palette";
import { useSearchShortcut } from "../../features/search/hooks/use-search-shortcut";
import { PageLoader } from "../../lib/ui/page-loader";
import { RouteErrorBoundary } from "../../lib/ui/route-error-boundary";
import { useLocalePath } from "../locale/use-locale";
import { AccountMenu } from "./account-menu";
import { AppSwitcher } from "./app-switcher";
import { BearishLogo } from "./bearish-logo";
import { ConnectionIndicator } from "./connection-indicator";
import { RealtimeSession } from "./realtime-session";
import { TopMenu } from "./top-menu";

/**
 * Frame of every signed-in page: the top bar (logo, connection state, top menu, app switcher, account menu),
 * the search palette, the realtime connection, and the page.
 */
export function AppShell() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const me = useCurrentUser();
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchShortcut(openSearch);
  // The messaging center fills the window under the top bar (its list and conversation scroll on their own).
  const fullBleed = useMatch("/:locale/message/*") !== null;
  const page = (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
  return (
    <Box
      sx={{ ...(fullBleed ? { height: "100dvh" } : { minHeight: "100vh" }), display: "flex", flexDirection: "column" }}
    >
      <RealtimeSession userId={me.id} />
      <MessagingNotifier />
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Link component={RouterLink} to={to()} color="inherit" underline="none" aria-label={t("shell.home")}>
            <BearishLogo />
          </Link>
          <Box sx={{ flex: 1 }} />
          <ConnectionIndicator />
          <TopMenu onSearch={openSearch} />
          <Divider orientation="vertical" flexItem sx={{ mx: 1, my: 1.5, display: { xs: "none", sm: "block" } }} />
          <NotificationsBell userId={me.id} />
          <AppSwitcher />
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <SearchPalette open={searchOpen} onClose={() => setSearchOpen(false)} />
      {fullBleed ? (
        <Box component="main" sx={{ flex: 1, minHeight: 0, display: "flex" }}>
          {page}
        </Box>
      ) : (
        <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
          {page}
        </Container>
      )}
    </Box>
  );
}
