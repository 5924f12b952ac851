import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import type { MediaItem, MediaType } from "@bearish/shared/messaging/message";
import AudioFileOutlined from "@mui/icons-material/AudioFileOutlined";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import LinkRounded from "@mui/icons-material/LinkRounded";
import VideoFileOutlined from "@mui/icons-material/VideoFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "./format-date";

export interface MediaListProps {
  type: MediaType;
  items: MediaItem[];
  isLoading: boolean;
  isError: boolean;
  filtered: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  onOpenFile: (item: MediaItem) => void;
}

const SAFE_LINK = /^(https?:|mailto:)/i;

/** The panel's results: images as a thumbnail grid, everything else as rows; more load on scroll. */
export function MediaList(props: MediaListProps) {
  const { t } = useTranslation();
  const { type, items, isLoading, isError, filtered, hasMore, isFetchingMore, onMore, onRetry, onOpenFile } = props;

  if (isLoading) return <MediaSkeleton />;
  if (isError && !items.length) {
    return (
      <Alert
        severity="error"
        sx={{ m: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t("messagingExtras.common.retry")}
          </Button>
        }
      >
        {t("messagingExtras.media.loadFailed")}
      </Alert>
    );
  }
  if (!items.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
        {filtered ? t("messagingExtras.media.noMatch") : t(`messagingExtras.media.empty.${type}`)}
      </Typography>
    );
  }

  return (
    <Box>
      {type === "image" ? (
        <ImageGrid items={items} onOpenFile={onOpenFile} />
      ) : (
        <List dense aria-label={t("messagingExtras.media.results")}>
          {items.map((item) => (
            <MediaRow key={item.id} item={item} onOpenFile={onOpenFile} />
          ))}
        </List>
      )}
      {hasMore ? <MoreSentinel onMore={onMore} busy={isFetchingMore} /> : null}
    </Box>
  );
}

function ImageGrid({ items, onOpenFile }: { items: MediaItem[]; onOpenFile: (item: MediaItem) => void }) {
  const { t } = useTranslation();
  return (
    <Box
      role="list"
      aria-label={t("messagingExtras.media.results")}
      sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 0.5, p: 1 }}
    >
      {items.map((item) => (
        <ButtonBase
          key={item.id}
          role="listitem"
          aria-label={t("messagingExtras.media.open", { name: item.fileName })}
          disabled={!item.fileUrl}
          onClick={() => onOpenFile(item)}
          sx={{ aspectRatio: "1", borderRadius: 1, overflow: "hidden", bgcolor: "action.hover" }}
        >
          {item.thumbnailUrl ? (
            <Box
              component="img"
              src={item.thumbnailUrl}
              alt=""
              loading="lazy"
              sx={{ width: "100%", height: "100%", objectFit: "cover" }}
            />
          ) : (
            <ImageOutlined color="disabled" />
          )}
        </ButtonBase>
      ))}
    </Box>
  );
}

function iconOf(type: MediaItem["type"]) {
  if (type === "image") return <ImageOutlined />;
  if (type === "video") return <VideoFileOutlined />;
  if (type === "audio") return <AudioFileOutlined />;
  if (type === "link") return <LinkRounded />;
  return <InsertDriveFileOutlined />;
}

function MediaRow({ item, onOpenFile }: { item: MediaItem; onOpenFile: (item: MediaItem) => void }) {
  const { t, i18n } = useTranslation();
  const sender =
    `${item.userDetails.firstName} ${item.userDetails.lastName}`.trim() || t("messagingExtras.common.someone");
  const date = formatDate(item.createdAt, i18n.language);
  const isLink = item.type === "link";
  const secondary = isLink
    ? `${sender} · ${date}`
    : item.fileUrl
      ? `${formatFileSize(item.fileSize)} · ${sender} · ${date}`
      : t("messagingExtras.media.gone");
  const text = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>{iconOf(item.type)}</ListItemIcon>
      <ListItemText
        primary={item.fileName || item.fileUrl}
        secondary={secondary}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </>
  );
  if (isLink) {
    const safe = SAFE_LINK.test(item.fileUrl);
    return (
      <ListItemButton
        component="a"
        href={safe ? item.fileUrl : undefined}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!safe}
      >
        {text}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton disabled={!item.fileUrl} onClick={() => onOpenFile(item)}>
      {text}
    </ListItemButton>
  );
}

/** Asks for the next page when it scrolls into view; the button does the same by hand. */
function MoreSentinel({ onMore, busy }: { onMore: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <Stack ref={ref} sx={{ alignItems: "center", p: 1 }}>
      <Button size="small" onClick={onMore} disabled={busy}>
        {busy ? t("messagingExtras.common.loading") : t("messagingExtras.media.more")}
      </Button>
    </Stack>
  );
}

function MediaSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 1.5 }} role="status" aria-label={t("messagingExtras.common.loading")}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} direction="row" sx={{ alignItems: "center", gap: 1.5, py: 0.75 }}>
          <Skeleton variant="rounded" width={28} height={28} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="45%" />
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
