import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { PageLoader } from "../../../lib/ui/page-loader";
import { MessagingDialogsProvider } from "../components/dialogs/messaging-dialogs";
import { ConversationList } from "../components/list/conversation-list";
import { messagingHomePath, parseMessagingPath } from "../components/list/conversation-paths";

/** Chat list width on wide screens. */
const LIST_WIDTH = 340;
const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") };

/**
 * The messaging center: the chat and channel list beside the open conversation, filling the space
 * under the top bar. Narrow screens show one pane at a time: the list, or the open conversation
 * with a way back to the list.
 */
export function MessagingLayout() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const route = parseMessagingPath(pathname);
  const kind = route?.kind ?? "inbox";
  const conversationOpen = route?.id != null;
  return (
    <MessagingDialogsProvider>
      <Box sx={{ display: "flex", flex: 1, minHeight: 0, height: "100%", width: "100%" }}>
        <Box
          component="aside"
          aria-label={t("messagingList.title")}
          sx={{
            width: { xs: "100%", md: LIST_WIDTH },
            flexShrink: 0,
            minHeight: 0,
            borderInlineEnd: { md: 1 },
            borderColor: { md: "divider" },
            bgcolor: "background.paper",
            display: { xs: conversationOpen ? "none" : "flex", md: "flex" },
            flexDirection: "column",
          }}
        >
          <ConversationList key={kind} kind={kind} />
        </Box>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 0,
            display: { xs: conversationOpen ? "flex" : "none", md: "flex" },
            flexDirection: "column",
          }}
        >
          {conversationOpen ? (
            <Box
              sx={{ display: { xs: "block", md: "none" }, px: 1, py: 0.5, borderBlockEnd: 1, borderColor: "divider" }}
            >
              <Button
                size="small"
                component={RouterLink}
                to={to(messagingHomePath(kind))}
                startIcon={<ArrowBackIcon sx={flipInRtl} />}
              >
                {t("messagingList.backToList")}
              </Button>
            </Box>
          ) : null}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </MessagingDialogsProvider>
  );
}
