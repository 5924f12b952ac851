import { type CloudAccessLevel, cloudAccessAtLeast, strongerAccess } from "@bearish/shared/cloud-storage/cloud-access";
import { isWithinPath, ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isOsFileDrag } from "../cloud-drag";
import { useCloudFolders } from "../hooks/use-cloud-folders";
import { useCloudLocation } from "../hooks/use-cloud-location";
import { useUploadQueue } from "../hooks/use-upload-queue";
import { CloudActionsProvider } from "./cloud-actions-provider";
import { CloudBreadcrumbs } from "./cloud-breadcrumbs";
import { CloudHeader } from "./cloud-header";
import { DriveView } from "./drive-view";
import { MediaView } from "./media-view";
import { SharedView } from "./shared-view";
import { TrashView } from "./trash-view";
import { UploadPanel } from "./upload-panel";

/**
 * The caller's access to the open folder of someone else's drive: the strongest of the folders shared
 * with them that cover it (the root of another person's drive is never visible).
 */
function useSharedAccess(ownerId: string | undefined, path: string) {
  const shared = useCloudFolders({ view: "shared" }, ownerId !== undefined);
  let access: CloudAccessLevel | null = null;
  let ownerName: string | null = null;
  for (const folder of shared.folders) {
    if (folder.ownerId !== ownerId || !isWithinPath(path, folder.path)) continue;
    access = strongerAccess(access, folder.access);
    ownerName = `${folder.createdBy.firstName} ${folder.createdBy.lastName}`.trim();
  }
  return { access, ownerName };
}

/** The product's own cloud: one drive (the caller's or one shared with them), its views, uploads and drops. */
export function BearishDrive() {
  const { t } = useTranslation();
  const location = useCloudLocation();
  const { ownerId, path, tab, root } = location;
  const uploads = useUploadQueue();
  const sharedAccess = useSharedAccess(ownerId, path);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const own = ownerId === undefined;
  const canAdd = own || cloudAccessAtLeast(sharedAccess.access, "edit");
  const onDriveTab = tab === "all" || tab === "folders";
  const acceptsFiles = (onDriveTab && canAdd) || (tab === "media" && own);
  const title = own
    ? t("cloudStorage.title")
    : sharedAccess.ownerName
      ? t("cloudStorage.sharedDrive", { name: sharedAccess.ownerName })
      : t("cloudStorage.sharedDriveUnknown");

  const upload = (files: File[]) => {
    if (tab === "media") uploads.enqueue(files, ROOT_DIRECTORY);
    else uploads.enqueue(files, path, ownerId);
  };

  // Files dragged in from the system anywhere on the page upload into the open folder.
  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!acceptsFiles || !isOsFileDrag(event)) return;
      event.preventDefault();
      dragDepth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!acceptsFiles || !isOsFileDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: (event: DragEvent) => {
      if (!acceptsFiles || !isOsFileDrag(event)) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!acceptsFiles || !isOsFileDrag(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer.files ?? []);
      if (files.length > 0) upload(files);
    },
  };

  return (
    <CloudActionsProvider>
      <Box {...dropHandlers} data-testid="cloud-drop-zone" sx={{ position: "relative", minHeight: "60vh" }}>
        <CloudHeader
          title={title}
          tab={tab}
          onTab={location.setTab}
          canAdd={canAdd}
          directory={path}
          ownerId={ownerId}
          onUpload={upload}
          showTrash={own}
        />
        {onDriveTab ? (
          <>
            <CloudBreadcrumbs path={path} root={root} shared={!own} dropEnabled={own} onOpen={location.openPath} />
            <DriveView
              path={path}
              ownerId={ownerId}
              foldersOnly={tab === "folders"}
              canAdd={canAdd}
              dropEnabled={own}
            />
          </>
        ) : null}
        {tab === "media" ? <MediaView /> : null}
        {tab === "shared" ? <SharedView /> : null}
        {tab === "trash" && own ? <TrashView /> : null}
        {dragging ? (
          <Box
            aria-hidden
            data-testid="cloud-drop-overlay"
            sx={{
              position: "absolute",
              inset: 0,
              zIndex: 2,
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              justifyContent: "center",
              gap: 1,
              border: 3,
              borderStyle: "dashed",
              borderColor: "primary.main",
              borderRadius: 2,
              bgcolor: (theme) => (theme.palette.mode === "dark" ? "rgba(0,0,0,0.7)" : "rgba(255,255,255,0.85)"),
              pointerEvents: "none",
            }}
          >
            <CloudUploadOutlinedIcon color="primary" sx={{ fontSize: 56 }} />
            <Typography variant="h6">
              {t("cloudStorage.upload.dropHere", { folder: tab === "media" ? ROOT_DIRECTORY : path })}
            </Typography>
          </Box>
        ) : null}
      </Box>
      <UploadPanel entries={uploads.entries} onClear={uploads.clearFinished} />
    </CloudActionsProvider>
  );
}
