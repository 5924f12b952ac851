import type { Task } from "@bearish/shared/tasks/task";
import { isClosedStatus } from "@bearish/shared/tasks/task-rules";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useUpdateTask } from "../hooks/use-task-mutations";
import { AssigneeStack } from "./board-card";
import { formatDue, isOverdue, PRIORITY_COLORS, STATUS_COLORS, useTaskViewEnv } from "./task-view-common";

export interface TaskRowCardProps {
  /** The drag id (group and task). */
  dragId: string;
  groupKey: string;
  task: Task;
  expanded: boolean;
  onToggleExpanded: (taskId: string) => void;
  /** The checklist hides the details toggle and strikes done tasks through. */
  variant?: "list" | "checklist";
}

/** Spec §2 task row card: checkbox (done ↔ todo), name, due date MM/DD/YY, expandable details. */
export const TaskRowCard = memo(function TaskRowCard({
  dragId,
  groupKey,
  task,
  expanded,
  onToggleExpanded,
  variant = "list",
}: TaskRowCardProps) {
  const { t } = useTranslation();
  const { canEdit, taskPath } = useTaskViewEnv();
  const update = useUpdateTask();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: dragId,
    data: { type: "card", groupKey, taskId: task.id },
    disabled: !canEdit,
  });
  const closed = isClosedStatus(task.status.value);
  const due = task.dueDate ? formatDue(task.dueDate) : null;
  const overdue = isOverdue(task);
  const toggleDone = () => update.mutate({ taskId: task.id, body: { status: closed ? "todo" : "done" } });

  return (
    <Box
      ref={setNodeRef}
      data-task-id={task.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        opacity: isDragging ? 0.5 : 1,
        "&:hover .row-handle": { visibility: "visible" },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minHeight: 44, paddingInlineEnd: 1 }}>
        {canEdit ? (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            size="small"
            className="row-handle"
            aria-label={t("taskBoard.list.dragHandle", { name: task.name })}
            sx={{
              cursor: "grab",
              visibility: { xs: "visible", md: "hidden" },
              "&:focus-visible": { visibility: "visible" },
            }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Checkbox
          size="small"
          checked={closed}
          disabled={!canEdit}
          onChange={toggleDone}
          slotProps={{ input: { "aria-label": t("taskBoard.list.markDone", { name: task.name }) } }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: "monospace", flexShrink: 0 }}>
          {task.displayId}
        </Typography>
        <Link
          component={RouterLink}
          to={taskPath(task.id)}
          underline="hover"
          color={closed && variant === "checklist" ? "text.secondary" : "text.primary"}
          noWrap
          sx={{ flex: 1, minWidth: 0, textDecoration: closed && variant === "checklist" ? "line-through" : undefined }}
        >
          {task.name}
        </Link>
        {variant === "list" ? <AssigneeStack userIds={task.assignedUserIds} size={22} /> : null}
        {due ? (
          <Typography
            variant="caption"
            color={overdue ? "error" : "text.secondary"}
            sx={{ flexShrink: 0, minWidth: 64, textAlign: "end" }}
            aria-label={overdue ? t("taskBoard.card.overdue", { date: due }) : t("taskBoard.card.due", { date: due })}
          >
            {due}
          </Typography>
        ) : null}
        {variant === "list" ? (
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-label={t(expanded ? "taskBoard.list.collapse" : "taskBoard.list.expand", { name: task.name })}
            onClick={() => onToggleExpanded(task.id)}
          >
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        ) : null}
      </Box>
      {expanded && variant === "list" ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, paddingInlineStart: 9, pb: 1.25, alignItems: "center" }}>
          <Detail label={t("taskBoard.list.status")}>
            <Chip
              size="small"
              label={t(`taskBoard.status.${task.status.value}`)}
              sx={{ bgcolor: `${STATUS_COLORS[task.status.value]}33` }}
            />
          </Detail>
          <Detail label={t("taskBoard.list.priority")}>
            <Chip
              size="small"
              label={t(`taskBoard.priority.${task.priority.value}`)}
              sx={{ bgcolor: `${PRIORITY_COLORS[task.priority.value]}33` }}
            />
          </Detail>
          <Detail label={t("taskBoard.list.tags")}>
            {task.tags.length === 0 ? (
              <Typography variant="caption" color="text.secondary">
                {t("taskBoard.list.noTags")}
              </Typography>
            ) : (
              task.tags.map((tag) => <Chip key={tag} size="small" variant="outlined" label={tag} />)
            )}
          </Detail>
        </Box>
      ) : null}
    </Box>
  );
});

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Box>
  );
}
