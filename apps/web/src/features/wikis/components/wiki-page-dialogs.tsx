import { ITEM_NAME_MAX_LENGTH } from "@bearish/shared/workspaces/workspace-items";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { useDeleteWikiPage } from "../../workspaces/hooks/use-items";
import { useRenamePage } from "../hooks/use-wiki-tree";

export interface PageDialogRequest {
  kind: "rename" | "delete";
  page: { id: string; title: string };
}

function RenamePageDialog({
  title,
  busy,
  onRename,
  onClose,
}: {
  title: string;
  busy: boolean;
  onRename: (title: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== title) onRename(value);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t("wikis.renameTitle", { title })}</DialogTitle>
        <DialogContent>
          <TextField
            label={t("wikis.titleLabel")}
            helperText={t("wikis.titleHint")}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={value.trim() === title || busy}>
            {t("wikis.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Rename and delete of a tree row. Deleting the open page (or a page above it) returns to the wiki,
 * which opens its home page.
 */
export function WikiPageDialogs({
  workspaceId,
  wikiId,
  wikiPath,
  request,
  openPageIsBelow,
  onClose,
}: {
  workspaceId: string;
  wikiId: string;
  wikiPath: string;
  request: PageDialogRequest | null;
  /** Whether the open page is the given page or lies below it. */
  openPageIsBelow: (pageId: string) => boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const rename = useRenamePage(workspaceId, wikiId);
  const remove = useDeleteWikiPage(workspaceId, wikiId);
  const onError = (error: Error) =>
    showSnackbar(errorMessageOf(error) ?? t("wikis.actionFailed"), { severity: "error" });
  if (!request) return null;
  const { page } = request;
  if (request.kind === "rename") {
    return (
      <RenamePageDialog
        key={page.id}
        title={page.title}
        busy={rename.isPending}
        onClose={onClose}
        onRename={(title) => rename.mutate({ pageId: page.id, title }, { onSuccess: onClose, onError })}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={t("wikis.deleteTitle")}
      text={t("wikis.deleteText", { title: page.title })}
      confirmLabel={t("wikis.delete")}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        const leave = openPageIsBelow(page.id);
        remove.mutate(page.id, {
          onSuccess: () => {
            onClose();
            showSnackbar(t("wikis.deleted"));
            if (leave) navigate(wikiPath, { replace: true });
          },
          onError,
        });
      }}
    />
  );
}
