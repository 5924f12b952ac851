import type { Task } from "@bearish/shared/tasks/task";
import { isClosedStatus } from "@bearish/shared/tasks/task-rules";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useSnackbar } from "../../../lib/snackbar";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import { useUpdateTask } from "../hooks/use-task-mutations";
import { ConnectDialog } from "./connect-dialog";
import { LogTimeDialog } from "./log-time-dialog";
import { membersAsPeople } from "./people";
import { PeopleList } from "./user-picker";

export interface TaskCardMenuProps {
  task: Task;
  /** The workspace's source as in its path (`bearish`). */
  workspaceSource: string;
  /** The board, list or checklist the task is shown in (the full card's path carries it). */
  itemId: string;
}

/** The full card's path (spec §2): .../workspace/{source}/{workspaceId}/item/{itemId}/task/{taskId}. */
export const fullCardPath = (task: Pick<Task, "id" | "workspaceId">, source: string, itemId: string) =>
  `/workspace/${source.toLowerCase()}/${task.workspaceId}/item/${itemId}/task/${task.id}`;

/** The task card menu (spec §2): log time, assign, mark done, go to full card, archive, connect. */
export function TaskCardMenu({ task, workspaceSource, itemId }: TaskCardMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const { showSnackbar } = useSnackbar();
  const update = useUpdateTask();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<"log" | "assign" | "connect" | null>(null);
  const members = useWorkspaceMembers(task.workspaceId, dialog === "assign");
  const [assignees, setAssignees] = useState<string[]>(task.assignedUserIds);
  const done = isClosedStatus(task.status.value);
  const close = () => setAnchor(null);
  const openDialog = (name: "log" | "assign" | "connect") => {
    close();
    if (name === "assign") setAssignees(task.assignedUserIds);
    setDialog(name);
  };

  return (
    <>
      <IconButton aria-label={t("taskCard.menu.open")} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => openDialog("log")}>{t("taskCard.menu.logTime")}</MenuItem>
        <MenuItem onClick={() => openDialog("assign")}>{t("taskCard.menu.assign")}</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            update.mutate({ taskId: task.id, body: { status: done ? "todo" : "done" } });
          }}
        >
          {done ? t("taskCard.menu.markNotDone") : t("taskCard.menu.markDone")}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            navigate(to(fullCardPath(task, workspaceSource, itemId)));
          }}
        >
          {t("taskCard.menu.fullCard")}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            update.mutate(
              { taskId: task.id, body: { isArchived: !task.isArchived } },
              {
                onSuccess: () =>
                  showSnackbar(task.isArchived ? t("taskCard.menu.unarchivedDone") : t("taskCard.menu.archived"), {
                    severity: "success",
                  }),
              },
            );
          }}
        >
          {task.isArchived ? t("taskCard.menu.unarchive") : t("taskCard.menu.archive")}
        </MenuItem>
        <MenuItem onClick={() => openDialog("connect")}>{t("taskCard.menu.connect")}</MenuItem>
      </Menu>
      <LogTimeDialog taskId={task.id} open={dialog === "log"} onClose={() => setDialog(null)} />
      <Dialog open={dialog === "assign"} onClose={() => setDialog(null)}>
        <DialogTitle>{t("taskCard.menu.assign")}</DialogTitle>
        <DialogContent>
          <PeopleList
            people={membersAsPeople(members.data?.members)}
            selectedIds={assignees}
            onToggle={(p) =>
              setAssignees((ids) => (ids.includes(p.id) ? ids.filter((id) => id !== p.id) : [...ids, p.id]))
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t("taskCard.comments.cancel")}</Button>
          <Button
            variant="contained"
            onClick={() => {
              update.mutate({ taskId: task.id, body: { assignedUserIds: assignees } });
              setDialog(null);
            }}
          >
            {t("taskCard.comments.save")}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog === "connect" ? <ConnectDialog task={task} open onClose={() => setDialog(null)} /> : null}
    </>
  );
}
