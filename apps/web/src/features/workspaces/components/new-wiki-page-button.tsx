import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useCreateWikiPage } from "../hooks/use-items";

/** Adds a page (titled by the server's default) to the wiki and opens it. Only rendered for editors. */
export function NewWikiPageButton({
  workspaceId,
  wikiId,
  wikiPath,
}: {
  workspaceId: string;
  wikiId: string;
  /** The wiki's locale path; the new page opens at `{wikiPath}/page/{id}`. */
  wikiPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const create = useCreateWikiPage(workspaceId, wikiId);
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<AddIcon />}
      disabled={create.isPending}
      onClick={() =>
        create.mutate(undefined, {
          onSuccess: (page) => navigate(`${wikiPath}/page/${page.id}`),
          onError: (error) =>
            showSnackbar(errorMessageOf(error) ?? t("workspace.toast.actionFailed"), { severity: "error" }),
        })
      }
    >
      {t("workspace.wiki.newPage")}
    </Button>
  );
}
