import type { Task } from "@bearish/shared/tasks/task";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../lib/snackbar";
import { useWorkspace } from "../../workspaces/hooks/use-workspaces";
import { useUpdateCustomElements, useUpdateTask } from "../hooks/use-task-mutations";
import { TaskSearchList } from "./task-search-list";

/**
 * Connect: choose another task of the workspace by search and add it as a dependency or to one of
 * the workspace's CONNECTED fields.
 */
export function ConnectDialog({ task, open, onClose }: { task: Task; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const workspace = useWorkspace(task.workspaceId);
  const updateTask = useUpdateTask();
  const updateElements = useUpdateCustomElements();
  const connectedFields = (workspace.data?.customFields ?? []).filter((f) => f.type === "CONNECTED");
  const [kind, setKind] = useState("dependency");
  const [picked, setPicked] = useState<Task | null>(null);
  const done = () => {
    showSnackbar(t("taskCard.connect.connected"), { severity: "success" });
    setPicked(null);
    onClose();
  };
  const submit = () => {
    if (!picked) return;
    if (kind === "dependency") {
      if (task.dependencies.includes(picked.id)) return done();
      updateTask.mutate(
        { taskId: task.id, body: { dependencies: [...task.dependencies, picked.id] } },
        { onSuccess: done },
      );
      return;
    }
    const stored = task.customElements[kind]?.connectedTaskIds;
    const ids = Array.isArray(stored) ? stored.filter((x): x is string => typeof x === "string") : [];
    updateElements.mutate(
      { taskId: task.id, customElements: { [kind]: { connectedTaskIds: [...new Set([...ids, picked.id])] } } },
      { onSuccess: done, onError: () => showSnackbar(t("taskCard.menu.failed"), { severity: "error" }) },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("taskCard.connect.title")}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          label={t("taskCard.connect.kind")}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          sx={{ mt: 1 }}
        >
          <MenuItem value="dependency">{t("taskCard.connect.dependency")}</MenuItem>
          {connectedFields.map((field) => (
            <MenuItem key={field.id} value={field.id}>
              {t("taskCard.connect.connectedField", { name: field.name })}
            </MenuItem>
          ))}
        </TextField>
        <TaskSearchList
          workspaceId={task.workspaceId}
          excludeIds={[task.id]}
          selectedId={picked?.id ?? null}
          onPick={setPicked}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("taskCard.comments.cancel")}</Button>
        <Button
          variant="contained"
          disabled={!picked || updateTask.isPending || updateElements.isPending}
          onClick={submit}
        >
          {t("taskCard.connect.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
