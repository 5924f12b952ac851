import type { Task } from "@bearish/shared/tasks/task";
import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutline";
import SubdirectoryArrowRightIcon from "@mui/icons-material/SubdirectoryArrowRight";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { formatDue, isOverdue, memberName, PRIORITY_COLORS, useTaskViewEnv } from "./task-view-common";

/** Avatar stacks show up to 4 people, then +n (spec §9). */
const AVATAR_STACK_MAX = 4;

export function AssigneeStack({ userIds, size = 24 }: { userIds: readonly string[]; size?: number }) {
  const { t } = useTranslation();
  const { members } = useTaskViewEnv();
  if (userIds.length === 0) return null;
  const shown = userIds.slice(0, AVATAR_STACK_MAX);
  const rest = userIds.length - shown.length;
  return (
    <Box sx={{ display: "flex", "& > *:not(:first-of-type)": { marginInlineStart: -0.75 } }}>
      {shown.map((id) => {
        const member = members.get(id);
        const name = member ? memberName(member) : t("taskBoard.groups.unknownUser");
        return (
          <Box key={id} title={name} sx={{ borderRadius: "50%", border: 2, borderColor: "background.paper" }}>
            <UserAvatar
              avatar={member?.avatar ?? null}
              fallback={member?.avatar_fallBack ?? "?"}
              name={name}
              size={size}
            />
          </Box>
        );
      })}
      {rest > 0 ? (
        <Avatar sx={{ width: size + 4, height: size + 4, fontSize: size * 0.45 }}>
          {t("taskBoard.card.more", { count: rest })}
        </Avatar>
      ) : null}
    </Box>
  );
}

export interface BoardCardProps {
  task: Task;
  /** Shown in the numbered grouping. */
  number?: number;
  dragging?: boolean;
}

/** A task on the board: id, name, priority, due date, people, tags, sub-task and comment counts. */
export const BoardCard = memo(function BoardCard({ task, number, dragging = false }: BoardCardProps) {
  const { t } = useTranslation();
  const { taskPath } = useTaskViewEnv();
  const overdue = isOverdue(task);
  const due = task.dueDate ? formatDue(task.dueDate) : null;
  return (
    <Paper
      variant="outlined"
      data-testid="board-card"
      sx={{
        p: 1.25,
        borderRadius: 1.5,
        bgcolor: "background.paper",
        borderInlineStart: 3,
        borderInlineStartColor: task.cardColor ?? "divider",
        boxShadow: dragging ? 6 : 0,
        cursor: "inherit",
        "&:hover": { borderColor: "primary.main" },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.75, mb: 0.5 }}>
        {number !== undefined ? (
          <Typography variant="caption" sx={{ fontWeight: 700 }} color="primary">
            {t("taskBoard.card.number", { number })}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: "monospace" }}>
          {task.displayId}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Chip
          size="small"
          label={t(`taskBoard.priority.${task.priority.value}`)}
          sx={{
            height: 20,
            fontSize: 11,
            bgcolor: `${PRIORITY_COLORS[task.priority.value]}26`,
            color: "text.primary",
            borderInlineStart: 3,
            borderColor: PRIORITY_COLORS[task.priority.value],
          }}
        />
      </Box>
      <Link
        component={RouterLink}
        to={taskPath(task.id)}
        underline="hover"
        color="text.primary"
        onPointerDown={(event) => event.stopPropagation()}
        sx={{ display: "block", fontWeight: 500, wordBreak: "break-word", mb: 0.75 }}
      >
        {task.emoji ? `${task.emoji} ` : ""}
        {task.name}
      </Link>
      {task.tags.length > 0 ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mb: 0.75 }}>
          {task.tags.slice(0, 4).map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} sx={{ height: 20, fontSize: 11 }} />
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary", minHeight: 24 }}>
        {due ? (
          <Typography
            variant="caption"
            color={overdue ? "error" : "text.secondary"}
            sx={{ fontWeight: overdue ? 600 : 400 }}
            aria-label={overdue ? t("taskBoard.card.overdue", { date: due }) : t("taskBoard.card.due", { date: due })}
          >
            {due}
          </Typography>
        ) : null}
        {task.subTaskIds.length > 0 ? (
          <Box
            sx={{ display: "flex", alignItems: "center", gap: 0.25 }}
            aria-label={t("taskBoard.card.subtasks", { count: task.subTaskIds.length })}
          >
            <SubdirectoryArrowRightIcon sx={{ fontSize: 14 }} />
            <Typography variant="caption">{task.subTaskIds.length}</Typography>
          </Box>
        ) : null}
        {task.commentCount > 0 ? (
          <Box
            sx={{ display: "flex", alignItems: "center", gap: 0.25 }}
            aria-label={t("taskBoard.card.comments", { count: task.commentCount })}
          >
            <ChatBubbleOutlineIcon sx={{ fontSize: 14 }} />
            <Typography variant="caption">{task.commentCount}</Typography>
          </Box>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <AssigneeStack userIds={task.assignedUserIds} />
      </Box>
    </Paper>
  );
});
