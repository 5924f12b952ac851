import type { MessagingPlatform } from "@bearish/shared/messaging/conversation";
import {
  MEDIA_DATE_RANGES,
  MEDIA_TYPES,
  type MediaDateRange,
  type MediaItem,
  type MediaType,
} from "@bearish/shared/messaging/message";
import CloseRounded from "@mui/icons-material/CloseRounded";
import SearchRounded from "@mui/icons-material/SearchRounded";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { useMedia } from "../../hooks/use-media";
import { MediaList } from "./media-list";

export interface MediaPanelProps {
  platform: MessagingPlatform;
  conversationId: string;
  onClose: () => void;
  onOpenFile: (item: MediaItem) => void;
}

type Sender = "me" | "others";
const ANY = "any";

/** The media files panel (spec §2, §5): a conversation's files and links, filtered and searched. */
export function MediaPanel({ platform, conversationId, onClose, onOpenFile }: MediaPanelProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<MediaType>("all");
  const [range, setRange] = useState<MediaDateRange | null>(null);
  const [sender, setSender] = useState<Sender | null>(null);
  const [search, setSearch] = useState("");
  const searchQuery = useDebouncedValue(search);
  const media = useMedia(platform, conversationId, { type, filter: range, sender, searchQuery });
  const filtered = range !== null || sender !== null || searchQuery.trim() !== "";

  return (
    <Paper
      component="aside"
      square
      elevation={0}
      aria-label={t("messagingExtras.media.title")}
      sx={{
        // Fills the side panel the conversation gives it (which draws the border).
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        overflow: "hidden",
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {t("messagingExtras.media.title")}
        </Typography>
        <IconButton aria-label={t("messagingExtras.media.close")} onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Stack>
      <Tabs
        value={type}
        onChange={(_event, value: MediaType) => setType(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t("messagingExtras.media.type")}
        sx={{ minHeight: 40, "& .MuiTab-root": { minHeight: 40, minWidth: 0, px: 1.5 } }}
      >
        {MEDIA_TYPES.map((value) => (
          <Tab key={value} value={value} label={t(`messagingExtras.media.types.${value}`)} />
        ))}
      </Tabs>
      <Divider />
      <Stack sx={{ p: 1.5, gap: 1 }}>
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("messagingExtras.media.search")}
          slotProps={{
            htmlInput: { "aria-label": t("messagingExtras.media.search"), maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t("messagingExtras.media.date")}
            value={range ?? ANY}
            onChange={(event) => setRange(event.target.value === ANY ? null : (event.target.value as MediaDateRange))}
          >
            <MenuItem value={ANY}>{t("messagingExtras.media.anyTime")}</MenuItem>
            {MEDIA_DATE_RANGES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`messagingExtras.media.ranges.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            fullWidth
            label={t("messagingExtras.media.sender")}
            value={sender ?? ANY}
            onChange={(event) => setSender(event.target.value === ANY ? null : (event.target.value as Sender))}
          >
            <MenuItem value={ANY}>{t("messagingExtras.media.anyone")}</MenuItem>
            <MenuItem value="me">{t("messagingExtras.media.senders.me")}</MenuItem>
            <MenuItem value="others">{t("messagingExtras.media.senders.others")}</MenuItem>
          </TextField>
        </Stack>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: "auto" }}>
        <MediaList
          type={type}
          items={media.items}
          isLoading={media.isLoading}
          isError={media.isError}
          filtered={filtered}
          hasMore={media.hasNextPage}
          isFetchingMore={media.isFetchingNextPage}
          onMore={() => {
            if (!media.isFetchingNextPage) void media.fetchNextPage();
          }}
          onRetry={() => void media.refetch()}
          onOpenFile={onOpenFile}
        />
      </Box>
    </Paper>
  );
}
