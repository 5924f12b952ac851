import AddIcon from "@mui/icons-material/Add";
import CancelIcon from "@mui/icons-material/Cancel";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import { LogTimeDialog } from "../card/log-time-dialog";
import { membersAsPeople } from "../card/people";
import { TaskSearchList } from "../card/task-search-list";
import { TimeEntries } from "../card/time-entries";
import { UserPicker } from "../card/user-picker";
import { useApprovals } from "../hooks/use-approvals";
import { useTasksById } from "../hooks/use-task-search";
import { type FieldEditorProps, readStrings } from "./field-props";

/** WATCHER: members who follow the task; "Watch" adds or removes the signed-in person. */
export function WatcherFieldEditor({ field, value, onSave, disabled, workspaceId }: FieldEditorProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const members = useWorkspaceMembers(workspaceId);
  const ids = readStrings(value, "watcherIds");
  const watching = ids.includes(me.id);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }} role="group" aria-label={field.name}>
      <UserPicker
        people={membersAsPeople(members.data?.members)}
        selectedIds={ids}
        onChange={(next) => onSave({ watcherIds: next })}
        label={field.name}
        disabled={disabled}
      />
      <Button
        size="small"
        variant={watching ? "contained" : "outlined"}
        aria-pressed={watching}
        onClick={() => onSave({ watcherIds: watching ? ids.filter((id) => id !== me.id) : [...ids, me.id] })}
      >
        {watching ? t("taskCard.editors.unwatch") : t("taskCard.editors.watch")}
      </Button>
    </Box>
  );
}

/** The full card of a task in the same workspace, from the route the card is shown under. */
export function useOpenTask() {
  const navigate = useNavigate();
  const { locale = "en", source = "bearish", workspaceId = "", itemId = "tasks" } = useParams();
  return (taskId: string, workspace = workspaceId) =>
    navigate(`/${locale}/workspace/${source}/${workspace}/item/${itemId}/task/${taskId}`);
}

/** CONNECTED: tasks of the workspace linked to this one; search to link, × to unlink, click to open. */
export function ConnectedFieldEditor({ field, value, onSave, disabled, workspaceId, task }: FieldEditorProps) {
  const { t } = useTranslation();
  const ids = readStrings(value, "connectedTaskIds");
  const linked = useTasksById(ids);
  const open = useOpenTask();
  const [searching, setSearching] = useState(false);
  return (
    <Box role="group" aria-label={field.name}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, alignItems: "center" }}>
        {ids.map((id, index) => {
          const name = linked[index]?.data ? `${linked[index].data.displayId} ${linked[index].data.name}` : "…";
          return (
            <Chip
              key={id}
              size="small"
              label={name}
              onClick={() => open(id)}
              onDelete={disabled ? undefined : () => onSave({ connectedTaskIds: ids.filter((x) => x !== id) })}
              deleteIcon={<CancelIcon aria-label={t("taskCard.editors.connectedUnlink", { name })} />}
            />
          );
        })}
        {disabled ? null : (
          <Chip
            size="small"
            variant="outlined"
            icon={<AddIcon />}
            label={t("taskCard.editors.connectedSearch")}
            onClick={() => setSearching((s) => !s)}
          />
        )}
      </Box>
      {searching ? (
        <TaskSearchList
          workspaceId={workspaceId}
          excludeIds={[...ids, ...(task ? [task.id] : [])]}
          onPick={(picked) => onSave({ connectedTaskIds: [...ids, picked.id] })}
        />
      ) : null}
    </Box>
  );
}

/** DATE_TIME_LOG: the task's time entries and total; "Add entry" logs time by hand. */
export function TimeLogFieldEditor({ field, task, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!task) return <AfterCreate />;
  return (
    <Box role="group" aria-label={field.name}>
      <TimeEntries logs={task.timeLogs} totalSeconds={task.timeSpentSeconds} />
      {disabled ? null : (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          {t("taskCard.editors.timeLogAdd")}
        </Button>
      )}
      <LogTimeDialog taskId={task.id} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** APPROVAL: the task's request counts; the button opens the approvals panel. */
export function ApprovalFieldEditor({ field, task, onOpenApprovals }: FieldEditorProps) {
  const { t } = useTranslation();
  const approvals = useApprovals(task?.id ?? "", task !== null);
  if (!task) return <AfterCreate />;
  const counts = approvals.data?.counts ?? { APPROVED: 0, PENDING: 0, REJECTED: 0 };
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }} role="group" aria-label={field.name}>
      <Typography variant="body2">
        {t("taskCard.editors.approvalCounts", {
          approved: counts.APPROVED,
          pending: counts.PENDING,
          rejected: counts.REJECTED,
        })}
      </Typography>
      {onOpenApprovals ? (
        <Button size="small" onClick={onOpenApprovals}>
          {t("taskCard.editors.openApprovals")}
        </Button>
      ) : null}
    </Box>
  );
}

export function AfterCreate() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t("taskCard.customFields.afterCreate")}
    </Typography>
  );
}
