import type { PageState } from "@bearish/shared/pages/page-state";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useWhiteboard } from "../../workspaces/hooks/use-items";
import type { PageDetailsChange } from "../api";
import type { usePageMenuActions } from "../hooks/use-page-menu";
import type { PageTarget } from "../page-target";
import { BannerImagePicker } from "./banner-image-picker";

interface PageDetailsDialogProps {
  target: PageTarget;
  title: string;
  state: PageState;
  actions: ReturnType<typeof usePageMenuActions>;
  onClose: () => void;
}

/** Update details: the title (and a whiteboard's description), and the banner image. */
interface WhiteboardDescriptionProps {
  target: PageTarget;
  busy: boolean;
  onSave: (description: string | null) => void;
}

/** A whiteboard's description (spec §3: whiteboards have a title and a description). */
function WhiteboardDescription({ target, busy, onSave }: WhiteboardDescriptionProps) {
  const { t } = useTranslation();
  const whiteboard = useWhiteboard(target.workspaceId, target.targetId);
  const [draft, setDraft] = useState<string | null>(null);
  const current = whiteboard.data?.description ?? "";
  const value = draft ?? current;
  return (
    <Stack spacing={1}>
      <TextField
        label={t("pages.details.description")}
        value={value}
        onChange={(e) => setDraft(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button
        variant="outlined"
        onClick={() => onSave(value.trim() || null)}
        disabled={busy || draft === null || value.trim() === current}
        sx={{ alignSelf: "flex-end" }}
      >
        {t("pages.save")}
      </Button>
    </Stack>
  );
}

export function PageDetailsDialog({ target, title, state, actions, onClose }: PageDetailsDialogProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const isWhiteboard = target.kind === "whiteboard";
  const [name, setName] = useState(title);

  const save = (change: PageDetailsChange, after?: () => void) =>
    actions.details.mutate(change, {
      onSuccess: () => {
        showSnackbar(t("pages.toast.detailsSaved"), { severity: "success" });
        after?.();
      },
      onError: (error) => showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) }),
    });

  const newTitle = name.trim();

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="page-details-title">
      <DialogTitle id="page-details-title">{t("pages.details.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t("pages.details.name")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button
            variant="contained"
            onClick={() => save({ title: newTitle })}
            disabled={!newTitle || newTitle === title || actions.details.isPending}
            sx={{ alignSelf: "flex-end" }}
          >
            {t("pages.save")}
          </Button>
          {isWhiteboard ? (
            <WhiteboardDescription
              target={target}
              busy={actions.details.isPending}
              onSave={(description) => save({ description })}
            />
          ) : null}
          <Divider />
          <BannerImagePicker
            target={target}
            current={state.bannerUrl}
            busy={actions.details.isPending}
            onApply={(url) => save({ bannerUrl: url })}
            onRemove={() => save({ bannerUrl: null })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("pages.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
