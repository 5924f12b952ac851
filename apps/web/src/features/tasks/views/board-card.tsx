import type { Task } from "@bearish/shared/tasks/task";
import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutline";
import SubdirectoryArrowRightIcon from "@mui/icons-material/SubdirectoryArrowRight";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
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

/**
 * The board card's look, as class rules applied once by the board (board-view.tsx): a long column
 * mounts a screenful of cards on every jump, and per-element `sx` made each card cost a dozen style
 * computations. The card itself renders plain elements with these classes.
 */
export const BOARD_CARD_STYLES = {
  "& .bc": {
    p: 1.25,
    borderRadius: 1.5,
    bgcolor: "background.paper",
    border: 1,
    borderColor: "divider",
    borderInlineStartWidth: 3,
    cursor: "inherit",
    typography: "body2",
    "&:hover": { borderColor: "primary.main" },
  },
  "& .bc-dragging": { boxShadow: 6 },
  "& .bc-row": { display: "flex", alignItems: "center", gap: 0.75 },
  "& .bc-head": { mb: 0.5 },
  "& .bc-grow": { flex: 1 },
  "& .bc-caption": { typography: "caption", color: "text.secondary" },
  "& .bc-id": { fontFamily: "monospace" },
  "& .bc-number": { fontWeight: 700, color: "primary.main" },
  "& .bc-overdue": { color: "error.main", fontWeight: 600 },
  "& .bc-chip": {
    display: "inline-flex",
    alignItems: "center",
    height: 20,
    px: 1,
    borderRadius: 10,
    fontSize: 11,
    lineHeight: "20px",
    whiteSpace: "nowrap",
  },
  "& .bc-priority": { color: "text.primary", borderInlineStart: 3, borderInlineStartStyle: "solid" },
  "& .bc-tag": { border: 1, borderColor: "divider" },
  "& .bc-name": {
    display: "block",
    fontWeight: 500,
    wordBreak: "break-word",
    mb: 0.75,
    color: "text.primary",
    textDecoration: "none",
    typography: "body1",
    "&:hover": { textDecoration: "underline" },
  },
  "& .bc-tags": { display: "flex", flexWrap: "wrap", gap: 0.5, mb: 0.75 },
  "& .bc-foot": { gap: 1, color: "text.secondary", minHeight: 24 },
  "& .bc-count": { display: "inline-flex", alignItems: "center", gap: 0.25, typography: "caption" },
  "& .bc-count svg": { fontSize: 14 },
} as const;

/** A task on the board: id, name, priority, due date, people, tags, sub-task and comment counts. */
export const BoardCard = memo(function BoardCard({ task, number, dragging = false }: BoardCardProps) {
  const { t } = useTranslation();
  const { taskPath } = useTaskViewEnv();
  const overdue = isOverdue(task);
  const due = task.dueDate ? formatDue(task.dueDate) : null;
  const priority = PRIORITY_COLORS[task.priority.value];
  return (
    <div
      className={dragging ? "bc bc-dragging" : "bc"}
      data-testid="board-card"
      style={task.cardColor ? { borderInlineStartColor: task.cardColor } : undefined}
    >
      <div className="bc-row bc-head">
        {number !== undefined ? (
          <span className="bc-caption bc-number">{t("taskBoard.card.number", { number })}</span>
        ) : null}
        <span className="bc-caption bc-id">{task.displayId}</span>
        <span className="bc-grow" />
        <span className="bc-chip bc-priority" style={{ backgroundColor: `${priority}26`, borderColor: priority }}>
          {t(`taskBoard.priority.${task.priority.value}`)}
        </span>
      </div>
      <RouterLink className="bc-name" to={taskPath(task.id)} onPointerDown={(event) => event.stopPropagation()}>
        {task.emoji ? `${task.emoji} ` : ""}
        {task.name}
      </RouterLink>
      {task.tags.length > 0 ? (
        <div className="bc-tags">
          {task.tags.slice(0, 4).map((tag) => (
            <span key={tag} className="bc-chip bc-tag">
              {tag}
            </span>
          ))}
        </div>
      ) : null}
      <div className="bc-row bc-foot">
        {due ? (
          <span
            className={overdue ? "bc-caption bc-overdue" : "bc-caption"}
            role="img"
            aria-label={overdue ? t("taskBoard.card.overdue", { date: due }) : t("taskBoard.card.due", { date: due })}
          >
            {due}
          </span>
        ) : null}
        {task.subTaskIds.length > 0 ? (
          <span
            className="bc-count"
            role="img"
            aria-label={t("taskBoard.card.subtasks", { count: task.subTaskIds.length })}
          >
            <SubdirectoryArrowRightIcon fontSize="inherit" />
            {task.subTaskIds.length}
          </span>
        ) : null}
        {task.commentCount > 0 ? (
          <span className="bc-count" role="img" aria-label={t("taskBoard.card.comments", { count: task.commentCount })}>
            <ChatBubbleOutlineIcon fontSize="inherit" />
            {task.commentCount}
          </span>
        ) : null}
        <span className="bc-grow" />
        <AssigneeStack userIds={task.assignedUserIds} />
      </div>
    </div>
  );
});
