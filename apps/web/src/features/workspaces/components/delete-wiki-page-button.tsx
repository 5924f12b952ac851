import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { useDeleteWikiPage } from "../hooks/use-items";

/** Deletes a wiki page (and its sub-pages) after a confirmation, then returns to the wiki. Never for the home page. */
export function DeleteWikiPageButton({
  workspaceId,
  wikiId,
  pageId,
  title,
  wikiPath,
}: {
  workspaceId: string;
  wikiId: string;
  pageId: string;
  title: string;
  wikiPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const remove = useDeleteWikiPage(workspaceId, wikiId);
  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)}>
        {t("workspace.wiki.deletePage")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("workspace.wiki.deleteTitle")}
        text={t("workspace.wiki.deleteText", { title })}
        confirmLabel={t("workspace.wiki.deletePage")}
        busy={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(pageId, {
            onSuccess: () => {
              setOpen(false);
              showSnackbar(t("workspace.wiki.deleted"));
              navigate(wikiPath, { replace: true });
            },
            onError: (error) =>
              showSnackbar(errorMessageOf(error) ?? t("workspace.toast.actionFailed"), { severity: "error" }),
          })
        }
      />
    </>
  );
}
