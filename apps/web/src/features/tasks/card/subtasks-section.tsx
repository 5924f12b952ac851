import type { TaskDetail } from "@bearish/shared/tasks/task";
import { isClosedStatus } from "@bearish/shared/tasks/task-rules";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenTask } from "../fields/linked-editors";
import { useCreateSubtask, useUpdateTask } from "../hooks/use-task-mutations";
import { useTasksById } from "../hooks/use-task-search";

/** Sub-tasks of the open task: add (Enter), toggle done, open. */
export function SubtasksSection({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const subtasks = useTasksById(task.subTaskIds);
  const create = useCreateSubtask();
  const update = useUpdateTask();
  const open = useOpenTask();
  const [name, setName] = useState("");
  const editable = task.abilities.edit;
  return (
    <Box>
      {task.subTaskIds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("taskCard.subtasks.none")}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t("taskCard.fields.subTasks")}>
          {task.subTaskIds.map((id, index) => {
            const sub = subtasks[index]?.data;
            if (!sub) return <ListItem key={id}>…</ListItem>;
            const done = isClosedStatus(sub.status.value);
            return (
              <ListItem key={id} disableGutters>
                <Checkbox
                  size="small"
                  checked={done}
                  disabled={!editable}
                  slotProps={{ input: { "aria-label": t("taskCard.subtasks.toggle", { name: sub.name }) } }}
                  onChange={() => update.mutate({ taskId: sub.id, body: { status: done ? "todo" : "done" } })}
                />
                <Typography variant="caption" color="text.secondary" sx={{ mr: 1, fontFamily: "monospace" }}>
                  {sub.displayId}
                </Typography>
                <Link
                  component="button"
                  type="button"
                  onClick={() => open(sub.id)}
                  sx={{ textDecoration: done ? "line-through" : "none" }}
                >
                  {sub.name}
                </Link>
              </ListItem>
            );
          })}
        </List>
      )}
      {editable ? (
        <TextField
          size="small"
          fullWidth
          placeholder={t("taskCard.subtasks.placeholder")}
          slotProps={{ htmlInput: { "aria-label": t("taskCard.subtasks.add") } }}
          value={name}
          disabled={create.isPending}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            const trimmed = name.trim();
            if (!trimmed) return;
            create.mutate({ parentId: task.id, body: { name: trimmed } }, { onSuccess: () => setName("") });
          }}
          sx={{ mt: 1 }}
        />
      ) : null}
    </Box>
  );
}
