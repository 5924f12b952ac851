import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCloudActions } from "./cloud-actions-context";
import { SKELETON_ROWS } from "./file-list";
import { FileThumbnail, THUMBNAIL_WIDTH } from "./file-thumbnail";
import { FileMenu } from "./item-menu";

const GAP = 16;
const TILE_HEIGHT = 117;
const ROW_HEIGHT = TILE_HEIGHT + 56 + GAP;

function MediaTile({ file }: { file: CloudFile }) {
  const actions = useCloudActions();
  return (
    <Box role="listitem" sx={{ width: THUMBNAIL_WIDTH }}>
      <ButtonBase
        onClick={() => actions.preview(file)}
        aria-label={file.name}
        sx={{
          borderRadius: 1,
          display: "block",
          "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main" },
        }}
      >
        <FileThumbnail file={file} height={TILE_HEIGHT} />
      </ButtonBase>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(file.size)}
          </Typography>
        </Box>
        <FileMenu file={file} />
      </Box>
    </Box>
  );
}

/** Images, video and audio as a grid of 156 px thumbnails, virtualized by row. */
export function MediaGrid({
  files,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
  label,
}: {
  files: CloudFile[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
  label: string;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth || 960);
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor((width + GAP) / (THUMBNAIL_WIDTH + GAP)));
  const rowCount = Math.ceil(files.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rowCount - 3) onLoadMore();
  }, [hasMore, loadingMore, lastRow, rowCount, onLoadMore]);

  if (loading) {
    return (
      <Box aria-busy="true" aria-label={label} sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" width={THUMBNAIL_WIDTH} height={TILE_HEIGHT} />
        ))}
      </Box>
    );
  }
  return (
    <Box>
      <Box
        ref={scrollRef}
        role="list"
        aria-label={label}
        sx={{
          height: "calc(100vh - 380px)",
          minHeight: 340,
          overflowY: "auto",
          display: files.length ? "block" : "none",
        }}
      >
        <Box sx={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {rows.map((row) => (
            <Box
              key={row.key}
              sx={{
                position: "absolute",
                top: 0,
                insetInlineStart: 0,
                width: "100%",
                display: "flex",
                gap: `${GAP}px`,
              }}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {files.slice(row.index * columns, row.index * columns + columns).map((file) => (
                <MediaTile key={file.id} file={file} />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
      {files.length === 0 ? (
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
      ) : null}
      {loadingMore ? <LinearProgress aria-label={t("cloudStorage.files.loadingMore")} /> : null}
    </Box>
  );
}
