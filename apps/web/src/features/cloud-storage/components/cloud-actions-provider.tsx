import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { isWithinPath, ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import Snackbar from "@mui/material/Snackbar";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { SNACKBAR_AUTO_HIDE_MS, useSnackbar } from "../../../lib/snackbar";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { CloudFilePreviewDialog } from "../../file-previewers/cloud-file-preview-dialog";
import { requestFileUrl } from "../api";
import { useCloudFile } from "../hooks/use-cloud-files";
import { useCloudLocation } from "../hooks/use-cloud-location";
import { useRestoreItem, useTrashItem, useUpdateFile, useUpdateFolder } from "../hooks/use-cloud-mutations";
import { type CloudActions, CloudActionsContext, type CloudItemRef } from "./cloud-actions-context";
import { FileDetailsPanel } from "./details/file-details-panel";
import { RenameDialog } from "./rename-dialog";
import { CloudShareDialog } from "./share/cloud-share-dialog";

/** Saves a signed download URL through a temporary `<a download>` (no bearer header needed). */
function saveFrom(href: string, name: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Holds the page's dialogs (preview, details, share, rename) and runs the row, tile and crumb actions. */
export function CloudActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const location = useCloudLocation();
  const [previewFile, setPreviewFile] = useState<CloudFile | null>(null);
  const [detailsFile, setDetailsFile] = useState<CloudFile | null>(null);
  const [shareItem, setShareItem] = useState<CloudItemRef | null>(null);
  const [renameItem, setRenameItem] = useState<CloudItemRef | null>(null);
  const [trashed, setTrashed] = useState<CloudItemRef | null>(null);
  const linked = useCloudFile(location.fileId);
  const updateFile = useUpdateFile();
  const updateFolder = useUpdateFolder();
  const trashItem = useTrashItem();
  const restoreItem = useRestoreItem();

  const actions = useMemo<CloudActions>(
    () => ({
      preview: setPreviewFile,
      details: setDetailsFile,
      share: setShareItem,
      rename: setRenameItem,
      download: (file) => {
        requestFileUrl(file.id, { purpose: "download" })
          .then(({ data }) => saveFrom(data.path, file.name))
          .catch((error: unknown) =>
            showSnackbar(t("cloudStorage.actions.downloadFailed"), {
              severity: "error",
              detail: errorMessageOf(error),
            }),
          );
      },
      trash: (item) => {
        trashItem.mutate(item, {
          onSuccess: () => setTrashed(item),
          onError: (error) =>
            showSnackbar(t("cloudStorage.trashed.failed"), { severity: "error", detail: errorMessageOf(error) }),
        });
      },
      openFolder: (folder) => {
        if (folder.ownerId === me.id) {
          navigate(location.hrefOf({ path: folder.path }));
          return;
        }
        // Inside a shared drive the crumbs keep starting at the shared folder first opened.
        const sameDrive = location.ownerId === folder.ownerId && isWithinPath(folder.path, location.root);
        const root = sameDrive && location.root !== ROOT_DIRECTORY ? location.root : folder.path;
        navigate(location.hrefOf({ ownerId: folder.ownerId, path: folder.path, root }));
      },
      move: (item, directory) => {
        if (item.kind === "file" && item.path === directory) return;
        if (item.kind === "folder" && (isWithinPath(directory, item.path) || parentOf(item.path) === directory)) return;
        const done = {
          onSuccess: () => showSnackbar(t("cloudStorage.move.moved", { folder: directory }), { severity: "success" }),
          onError: (error: unknown) =>
            showSnackbar(t("cloudStorage.move.failed"), { severity: "error", detail: errorMessageOf(error) }),
        };
        if (item.kind === "file") updateFile.mutate({ id: item.id, body: { folderLocation: directory } }, done);
        else updateFolder.mutate({ id: item.id, body: { directory } }, done);
      },
    }),
    [t, me.id, navigate, location, showSnackbar, trashItem, updateFile, updateFolder],
  );

  const shownPreview = previewFile ?? (location.fileId ? (linked.data ?? null) : null);
  const undo = () => {
    if (!trashed) return;
    const item = trashed;
    setTrashed(null);
    restoreItem.mutate(item, {
      onSuccess: () => showSnackbar(t("cloudStorage.trashed.restored"), { severity: "success" }),
      onError: (error) =>
        showSnackbar(t("cloudStorage.trash.failed"), { severity: "error", detail: errorMessageOf(error) }),
    });
  };

  return (
    <CloudActionsContext.Provider value={actions}>
      {children}
      <CloudFilePreviewDialog
        file={shownPreview}
        onClose={() => {
          setPreviewFile(null);
          if (location.fileId) location.clearFile();
        }}
      />
      <Drawer
        anchor="right"
        open={detailsFile !== null}
        onClose={() => setDetailsFile(null)}
        slotProps={{ paper: { sx: { width: { xs: "100%", sm: 400 } } } }}
      >
        {detailsFile ? <FileDetailsPanel file={detailsFile} onClose={() => setDetailsFile(null)} /> : null}
      </Drawer>
      {shareItem ? (
        <CloudShareDialog
          target={shareItem.kind}
          item={{ id: shareItem.id, name: shareItem.name }}
          open
          onClose={() => setShareItem(null)}
        />
      ) : null}
      <RenameDialog item={renameItem} onClose={() => setRenameItem(null)} />
      <Snackbar
        open={trashed !== null}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") setTrashed(null);
        }}
        message={trashed ? t("cloudStorage.trashed.fileDone", { name: trashed.name }) : ""}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            {t("cloudStorage.trashed.undo")}
          </Button>
        }
      />
    </CloudActionsContext.Provider>
  );
}

function parentOf(path: string): string {
  const cut = path.lastIndexOf("/");
  return cut <= 0 ? ROOT_DIRECTORY : path.slice(0, cut);
}
