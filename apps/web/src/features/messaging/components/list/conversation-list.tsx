import {
  CONVERSATION_FILTERS,
  type ConversationFilter,
  type ConversationListKind,
} from "@bearish/shared/messaging/conversation";
import ArchiveOutlinedIcon from "@mui/icons-material/ArchiveOutlined";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { useLocalePath } from "../../../../app/locale/use-locale";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { ConversationListHeader, type ListScope } from "./conversation-list-header";
import { messagingHomePath, parseMessagingPath } from "./conversation-paths";
import { ConversationSections } from "./conversation-sections";
import { PlatformNotConnected } from "./platform-not-connected";

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") };

/** The chat and channel list (spec §2): header, filters, the Hidden link, and the sections. */
export function ConversationList({ kind }: { kind: ConversationListKind }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const routePlatform = parseMessagingPath(pathname)?.platform;
  // A Slack or Teams address opens the list on that platform (which says it is not connected).
  const [scope, setScope] = useState<ListScope>(
    routePlatform === "slack" || routePlatform === "teams" ? routePlatform : "all",
  );
  const [filter, setFilter] = useState<ConversationFilter>("all");
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), 300);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: 0, height: "100%" }}>
      <ConversationListHeader scope={scope} onScope={setScope} search={searchInput} onSearch={setSearchInput} />
      <Stack direction="row" spacing={0.75} sx={{ px: 2, pb: 1, alignItems: "center" }}>
        <Box role="group" aria-label={t("messagingList.filters.label")} sx={{ display: "flex", gap: 0.75, flex: 1 }}>
          {CONVERSATION_FILTERS.map((value) => (
            <Chip
              key={value}
              size="small"
              label={t(`messagingList.filters.${value}`)}
              color={filter === value ? "primary" : "default"}
              variant={filter === value ? "filled" : "outlined"}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            />
          ))}
        </Box>
        {kind === "inbox" ? (
          <Button
            size="small"
            component={RouterLink}
            to={to(messagingHomePath("archive"))}
            startIcon={<ArchiveOutlinedIcon fontSize="small" />}
          >
            {t("messagingList.hidden")}
          </Button>
        ) : (
          <Button
            size="small"
            component={RouterLink}
            to={to(messagingHomePath("inbox"))}
            startIcon={<ArrowBackIcon fontSize="small" sx={flipInRtl} />}
          >
            {t("messagingList.backToInbox")}
          </Button>
        )}
      </Stack>
      {kind === "archive" ? (
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pb: 0.5 }}>
          {t("messagingList.hiddenTitle")}
        </Typography>
      ) : null}
      <Box component="nav" aria-label={t("messagingList.listLabel")} sx={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
        {scope === "slack" || scope === "teams" ? (
          <PlatformNotConnected platform={scope} />
        ) : (
          <ConversationSections kind={kind} params={{ filter, search }} />
        )}
      </Box>
    </Box>
  );
}
