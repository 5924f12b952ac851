import type { Task } from "@bearish/shared/tasks/task";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useTaskSearch } from "../hooks/use-task-search";

/** Search the workspace's tasks and pick one (connect, CONNECTED fields). */
export function TaskSearchList({
  workspaceId,
  excludeIds,
  onPick,
  selectedId,
}: {
  workspaceId: string;
  excludeIds: readonly string[];
  onPick: (task: Task) => void;
  selectedId?: string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, 250);
  const tasks = useTaskSearch(workspaceId, debounced);
  const found = (tasks.data ?? []).filter((task) => !excludeIds.includes(task.id));
  return (
    <>
      <TextField
        size="small"
        fullWidth
        autoFocus
        placeholder={t("taskCard.connect.search")}
        slotProps={{ htmlInput: { "aria-label": t("taskCard.connect.search") } }}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mt: 1 }}
      />
      {tasks.isSuccess && found.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {t("taskCard.connect.none")}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: 240, overflow: "auto" }}>
          {found.map((task) => (
            <ListItemButton key={task.id} selected={selectedId === task.id} onClick={() => onPick(task)}>
              <ListItemText primary={task.name} secondary={task.displayId} />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
