import { cloudNameProblem } from "@bearish/shared/cloud-storage/cloud-paths";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useUpdateFile, useUpdateFolder } from "../hooks/use-cloud-mutations";
import type { CloudItemRef } from "./cloud-actions-context";

/** Renames a file or folder; a taken name answers 409 and the server's message shows under the field. */
export function RenameDialog({ item, onClose }: { item: CloudItemRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const updateFile = useUpdateFile();
  const updateFolder = useUpdateFolder();
  const busy = updateFile.isPending || updateFolder.isPending;

  useEffect(() => {
    setName(item?.name ?? "");
    setError(null);
  }, [item]);

  const trimmed = name.trim();
  const problem = trimmed ? cloudNameProblem(trimmed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item || !trimmed || problem) return;
    if (trimmed === item.name) {
      onClose();
      return;
    }
    const done = {
      onSuccess: () => {
        showSnackbar(t("cloudStorage.rename.renamed"), { severity: "success" });
        onClose();
      },
      onError: (failure: unknown) => setError(errorMessageOf(failure)),
    };
    if (item.kind === "file") updateFile.mutate({ id: item.id, body: { name: trimmed } }, done);
    else updateFolder.mutate({ id: item.id, body: { folderName: trimmed } }, done);
  };

  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} aria-label={t("cloudStorage.rename.title")}>
        <DialogTitle>{t("cloudStorage.rename.title")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("cloudStorage.rename.label")}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            onFocus={(event) => {
              // Select the name without its extension, as file managers do.
              const dot = item?.kind === "file" ? event.target.value.lastIndexOf(".") : -1;
              event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
            }}
            error={Boolean(error ?? problem)}
            helperText={error ?? problem ?? " "}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cloudStorage.rename.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={busy || !trimmed || problem !== null}>
            {t("cloudStorage.rename.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
