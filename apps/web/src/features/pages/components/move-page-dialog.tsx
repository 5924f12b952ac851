import type { WikiPageNode } from "@bearish/shared/workspaces/workspace-items";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useWiki, useWorkspaceItems } from "../../workspaces/hooks/use-items";
import type { usePageMenuActions } from "../hooks/use-page-menu";
import type { PageTarget } from "../page-target";

interface MovePageDialogProps {
  target: PageTarget;
  actions: ReturnType<typeof usePageMenuActions>;
  onClose: () => void;
}

/** The page itself and every page below it: a page cannot move under itself. */
export function descendantsOf(pages: WikiPageNode[], pageId: string): Set<string> {
  const below = new Set<string>([pageId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const page of pages) {
      if (page.parentPageId && below.has(page.parentPageId) && !below.has(page.id)) {
        below.add(page.id);
        grew = true;
      }
    }
  }
  return below;
}

/** Move a wiki page to another wiki of the workspace, or under another parent page. */
export function MovePageDialog({ target, actions, onClose }: MovePageDialogProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const items = useWorkspaceItems(target.workspaceId);
  const wikis = items.data?.wiki ?? [];
  const [wikiId, setWikiId] = useState(target.wikiId ?? "");
  const [parentId, setParentId] = useState("");
  const wiki = useWiki(target.workspaceId, wikiId);
  const excluded = descendantsOf(wiki.data?.pages ?? [], target.targetId);
  const parents = (wiki.data?.pages ?? []).filter((page) => !excluded.has(page.id));

  const move = () =>
    actions.move.mutate(
      { wikiId, parentPageId: parentId || null },
      {
        onSuccess: () => {
          showSnackbar(t("pages.toast.moved"), { severity: "success" });
          onClose();
        },
        onError: (error) => showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="page-move-title">
      <DialogTitle id="page-move-title">{t("pages.move.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t("pages.move.wiki")}
            value={wikis.some((w) => w.id === wikiId) ? wikiId : ""}
            onChange={(e) => {
              setWikiId(e.target.value);
              setParentId("");
            }}
          >
            {wikis.map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {w.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t("pages.move.parent")}
            value={parents.some((p) => p.id === parentId) ? parentId : ""}
            onChange={(e) => setParentId(e.target.value)}
            disabled={!wikiId}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t("pages.move.top")}</MenuItem>
            {parents.map((page) => (
              <MenuItem key={page.id} value={page.id}>
                {page.title}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("pages.cancel")}</Button>
        <Button variant="contained" onClick={move} disabled={!wikiId || actions.move.isPending}>
          {t("pages.move.move")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
