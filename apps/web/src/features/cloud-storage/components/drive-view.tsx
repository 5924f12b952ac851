import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useCloudFiles } from "../hooks/use-cloud-files";
import { useCloudFolders } from "../hooks/use-cloud-folders";
import { FileList } from "./file-list";
import { FolderTiles } from "./folder-tiles";
import { SortControl, type SortState } from "./sort-control";

/**
 * One folder of a drive: its folder tiles, then its files (All clouds); or the tiles alone (Folders).
 * `ownerId` is the drive's owner when it is not the caller's own.
 */
export function DriveView({
  path,
  ownerId,
  foldersOnly,
  canAdd,
  dropEnabled,
}: {
  path: string;
  ownerId: string | undefined;
  foldersOnly: boolean;
  canAdd: boolean;
  dropEnabled: boolean;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortState>({ sort: "name", order: "asc" });
  const owner = ownerId ? { ownerId } : {};
  const folders = useCloudFolders({ directory: path, ...owner });
  const files = useCloudFiles({ directory: path, ...owner, sort: sort.sort, order: sort.order }, !foldersOnly);
  const error = folders.error ?? (foldersOnly ? null : files.error);

  if (error && folders.folders.length === 0 && files.files.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void folders.refetch();
              if (!foldersOnly) void files.refetch();
            }}
          >
            {t("cloudStorage.files.retry")}
          </Button>
        }
      >
        {errorMessageOf(error) ?? t("cloudStorage.files.failed")}
      </Alert>
    );
  }

  return (
    <Box>
      <FolderTiles
        label={t("cloudStorage.folders.label")}
        folders={folders.folders}
        loading={folders.isPending}
        dropEnabled={dropEnabled}
        hasMore={folders.hasNextPage}
        onLoadMore={() => void folders.fetchNextPage()}
      />
      {foldersOnly ? (
        !folders.isPending && folders.folders.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
            {t("cloudStorage.folders.empty")}
          </Typography>
        ) : null
      ) : (
        <>
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1, gap: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t("cloudStorage.files.label")}
            </Typography>
            <SortControl value={sort} onChange={setSort} />
          </Box>
          <FileList
            label={t("cloudStorage.files.label")}
            files={files.files}
            total={files.total}
            loading={files.isPending}
            hasMore={files.hasNextPage}
            loadingMore={files.isFetchingNextPage}
            onLoadMore={() => void files.fetchNextPage()}
            empty={canAdd ? t("cloudStorage.files.empty") : t("cloudStorage.files.emptyReadOnly")}
          />
        </>
      )}
    </Box>
  );
}
