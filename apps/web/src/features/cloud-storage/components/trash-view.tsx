import type { CloudTrashItem } from "@bearish/shared/cloud-storage/cloud-file";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import DeleteForeverOutlinedIcon from "@mui/icons-material/DeleteForeverOutlined";
import FolderIcon from "@mui/icons-material/Folder";
import RestoreIcon from "@mui/icons-material/Restore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { useDeleteForever, useEmptyTrash, useRestoreItem } from "../hooks/use-cloud-mutations";
import { useCloudTrash } from "../hooks/use-cloud-trash";
import { SKELETON_ROWS } from "./file-list";
import { useDateFormat } from "./file-row";
import { FileTypeIcon } from "./file-type-icon";

type Confirm = { kind: "one"; item: CloudTrashItem } | { kind: "all" } | null;

/** The caller's trash: restore an item, delete it forever (after a confirmation), or empty the trash. */
export function TrashView() {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const formatDate = useDateFormat();
  const trash = useCloudTrash();
  const restore = useRestoreItem();
  const deleteForever = useDeleteForever();
  const emptyTrash = useEmptyTrash();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const failed = (error: unknown) =>
    showSnackbar(t("cloudStorage.trash.failed"), { severity: "error", detail: errorMessageOf(error) });

  const onConfirm = () => {
    if (confirm?.kind === "one") {
      deleteForever.mutate(
        { kind: confirm.item.kind, id: confirm.item.id },
        { onSuccess: () => showSnackbar(t("cloudStorage.trash.deleted"), { severity: "success" }), onError: failed },
      );
    } else if (confirm?.kind === "all") {
      emptyTrash.mutate(undefined, {
        onSuccess: () => showSnackbar(t("cloudStorage.trash.emptied"), { severity: "success" }),
        onError: failed,
      });
    }
    setConfirm(null);
  };

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t("cloudStorage.trash.label")}
        </Typography>
        <Button
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          disabled={trash.items.length === 0 || emptyTrash.isPending}
          onClick={() => setConfirm({ kind: "all" })}
        >
          {t("cloudStorage.trash.emptyAction")}
        </Button>
      </Box>
      {trash.isPending ? (
        <Box aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} variant="rounded" height={48} sx={{ my: 1 }} />
          ))}
        </Box>
      ) : trash.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {t("cloudStorage.trash.empty")}
        </Typography>
      ) : (
        <List aria-label={t("cloudStorage.trash.label")}>
          {trash.items.map((item) => (
            <ListItem
              key={`${item.kind}:${item.id}`}
              divider
              secondaryAction={
                <Box sx={{ display: "flex", gap: 0.5 }}>
                  <Tooltip title={t("cloudStorage.trash.restore")}>
                    <IconButton
                      aria-label={t("cloudStorage.trash.restoreName", { name: item.name })}
                      onClick={() =>
                        restore.mutate(
                          { kind: item.kind, id: item.id },
                          {
                            onSuccess: (restored) =>
                              showSnackbar(t("cloudStorage.trash.restoredTo", { folder: restored.directory }), {
                                severity: "success",
                              }),
                            onError: failed,
                          },
                        )
                      }
                    >
                      <RestoreIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t("cloudStorage.trash.deleteForever")}>
                    <IconButton
                      color="error"
                      aria-label={t("cloudStorage.trash.deleteForeverName", { name: item.name })}
                      onClick={() => setConfirm({ kind: "one", item })}
                    >
                      <DeleteForeverOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ pe: 14 }}
            >
              <ListItemIcon>
                {item.kind === "folder" ? (
                  <FolderIcon color="primary" aria-hidden />
                ) : (
                  <FileTypeIcon contentType={item.contentType ?? ""} name={item.name} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={item.name}
                secondary={[
                  item.directory,
                  item.kind === "folder" ? t("cloudStorage.trash.folder") : formatFileSize(item.size),
                  t("cloudStorage.trash.deletedAt", { date: formatDate(item.deletedAt) }),
                ].join(" · ")}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {trash.hasNextPage ? (
        <Button onClick={() => void trash.fetchNextPage()} disabled={trash.isFetchingNextPage}>
          {t("cloudStorage.trash.loadMore")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm?.kind === "all"
            ? t("cloudStorage.trash.emptyConfirmTitle")
            : t("cloudStorage.trash.deleteConfirmTitle")
        }
        text={
          confirm?.kind === "one"
            ? t("cloudStorage.trash.deleteConfirmText", { name: confirm.item.name })
            : t("cloudStorage.trash.emptyConfirmText")
        }
        confirmLabel={
          confirm?.kind === "all" ? t("cloudStorage.trash.emptyAction") : t("cloudStorage.trash.deleteForever")
        }
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
