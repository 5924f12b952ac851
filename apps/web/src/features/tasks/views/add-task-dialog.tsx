import type { CreateTaskBody } from "@bearish/shared/tasks/task";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useCreateTask } from "../hooks/use-task-mutations";
import type { GroupDefaults } from "./group-tasks";
import { useTaskViewEnv } from "./task-view-common";

export interface AddTaskDialogProps {
  open: boolean;
  onClose: () => void;
  /** The column's or group's name, for the title. */
  groupName: string | null;
  /** The column's grouping value. */
  defaults: GroupDefaults;
  /** Added from a board column (the server then makes it due today, spec §4). */
  fromBoardColumn?: boolean;
  /** Opens the full creation card with what was typed, when there is one. */
  onMoreFields?: (name: string) => void;
}

/**
 * The quick "add task" of a column: a name and Enter. The dialog stays open, emptied, for the next
 * task; Escape closes it.
 */
export function AddTaskDialog({
  open,
  onClose,
  groupName,
  defaults,
  fromBoardColumn = false,
  onMoreFields,
}: AddTaskDialogProps) {
  const { t } = useTranslation();
  const { workspaceId, componentId } = useTaskViewEnv();
  const create = useCreateTask();
  const [name, setName] = useState("");

  const close = () => {
    setName("");
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    const body: CreateTaskBody = { workspaceId, componentId, name: trimmed, ...defaults };
    if (fromBoardColumn) body.fromBoardColumn = true;
    create.mutate(body, { onSuccess: () => setName("") });
  };

  const title = groupName ? t("taskBoard.add.titleIn", { name: groupName }) : t("taskBoard.add.title");
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-task-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-task-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("taskBoard.add.name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText={t("taskBoard.add.hint")}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {create.isError ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessageOf(create.error) ?? t("taskBoard.errors.create")}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          {onMoreFields ? (
            <Button onClick={() => onMoreFields(name.trim())} sx={{ marginInlineEnd: "auto" }}>
              {t("taskBoard.add.moreFields")}
            </Button>
          ) : null}
          <Button onClick={close}>{t("taskBoard.add.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending}>
            {t("taskBoard.add.create")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
