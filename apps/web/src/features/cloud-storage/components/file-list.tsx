import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FILE_ROW_COLUMNS, FILE_ROW_HEIGHT, FileRow, useDateFormat } from "./file-row";

/** Spec §9: 5 skeleton rows while a list loads. */
export const SKELETON_ROWS = 5;
/** Ask for the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 20;

export interface FileListProps {
  files: CloudFile[];
  total: number;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
  label: string;
}

function HeaderRow() {
  const { t } = useTranslation();
  const cell = { typography: "caption", color: "text.secondary", fontWeight: 600 } as const;
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: "none", md: "grid" },
        gridTemplateColumns: FILE_ROW_COLUMNS,
        columnGap: 2,
        px: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <span />
      <Box sx={cell}>{t("cloudStorage.files.name")}</Box>
      <Box sx={cell}>{t("cloudStorage.files.owner")}</Box>
      <Box sx={cell}>{t("cloudStorage.files.size")}</Box>
      <Box sx={cell}>{t("cloudStorage.files.modified")}</Box>
      <span />
    </Box>
  );
}

/**
 * The file rows, virtualized (only the rows in view are in the DOM, so a folder of 10,000 files
 * scrolls smoothly); the next page of 100 loads as the end comes near.
 */
export function FileList({ files, total, loading, hasMore, loadingMore, onLoadMore, empty, label }: FileListProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: files.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => FILE_ROW_HEIGHT,
    getItemKey: (index) => files[index]?.id ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= files.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, files.length, onLoadMore]);

  if (loading) {
    return (
      <Box aria-busy="true" aria-label={label}>
        <HeaderRow />
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={FILE_ROW_HEIGHT - 12} sx={{ my: 1.5 }} />
        ))}
      </Box>
    );
  }
  if (files.length === 0) {
    return (
      <Box
        sx={{
          border: 2,
          borderStyle: "dashed",
          borderColor: "divider",
          borderRadius: 2,
          p: 5,
          textAlign: "center",
          color: "text.secondary",
        }}
      >
        {empty}
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t("cloudStorage.files.count", { count: total })}
        </Typography>
      </Box>
      <HeaderRow />
      <Box
        ref={scrollRef}
        role="list"
        aria-label={label}
        aria-busy={loadingMore ? "true" : undefined}
        sx={{ height: "calc(100vh - 420px)", minHeight: 340, overflowY: "auto", contain: "strict" }}
      >
        <Box sx={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {items.map((item) => {
            const file = files[item.index];
            if (!file) return null;
            return (
              <Box
                key={item.key}
                sx={{ position: "absolute", top: 0, insetInlineStart: 0, width: "100%" }}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <FileRow file={file} formatDate={formatDate} index={item.index} count={total} />
              </Box>
            );
          })}
        </Box>
      </Box>
      {loadingMore ? <LinearProgress aria-label={t("cloudStorage.files.loadingMore")} /> : null}
    </Box>
  );
}
