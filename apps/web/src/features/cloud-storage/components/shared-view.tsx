import type { CloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useCloudFiles } from "../hooks/use-cloud-files";
import { useCloudFolders } from "../hooks/use-cloud-folders";
import { FileList } from "./file-list";
import { FolderTiles } from "./folder-tiles";

/** Folders and files others share with the caller; a folder opens in its owner's drive. */
export function SharedView() {
  const { t } = useTranslation();
  const folders = useCloudFolders({ view: "shared" });
  const files = useCloudFiles({ view: "shared" });
  const sharedBy = (folder: CloudFolder) =>
    t("cloudStorage.shared.sharedBy", { name: `${folder.createdBy.firstName} ${folder.createdBy.lastName}`.trim() });
  return (
    <Box>
      <FolderTiles
        label={t("cloudStorage.shared.foldersLabel")}
        folders={folders.folders}
        loading={folders.isPending}
        dropEnabled={false}
        hasMore={folders.hasNextPage}
        onLoadMore={() => void folders.fetchNextPage()}
        subtitleOf={sharedBy}
      />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t("cloudStorage.shared.filesLabel")}
      </Typography>
      <FileList
        label={t("cloudStorage.shared.filesLabel")}
        files={files.files}
        total={files.total}
        loading={files.isPending}
        hasMore={files.hasNextPage}
        loadingMore={files.isFetchingNextPage}
        onLoadMore={() => void files.fetchNextPage()}
        empty={t("cloudStorage.files.sharedEmpty")}
      />
    </Box>
  );
}
