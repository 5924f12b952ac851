import AddIcon from "@mui/icons-material/Add";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { type KeyboardEvent, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateTask } from "../hooks/use-task-mutations";
import type { GroupDefaults } from "./group-tasks";
import { useTaskViewEnv } from "./task-view-common";

/** A row that creates a task on Enter (list "Add task", checklist "Add an item"); it stays for the next one. */
export function InlineAddTask({
  defaults,
  label,
  ariaLabel = label,
  inputRef,
}: {
  defaults: GroupDefaults;
  label: string;
  /** The accessible name when several rows share the placeholder (one per list group). */
  ariaLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { workspaceId, componentId } = useTaskViewEnv();
  const { t } = useTranslation();
  const create = useCreateTask();
  const [name, setName] = useState("");
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") setName("");
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    create.mutate({ workspaceId, componentId, name: trimmed, ...defaults }, { onSuccess: () => setName("") });
  };
  return (
    <TextField
      fullWidth
      size="small"
      variant="standard"
      placeholder={label}
      value={name}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={onKeyDown}
      error={create.isError}
      helperText={create.isError ? t("taskBoard.errors.create") : undefined}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { "aria-label": ariaLabel, maxLength: 500 },
        input: {
          disableUnderline: true,
          startAdornment: (
            <InputAdornment position="start">
              <AddIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ px: 1.5, py: 1 }}
    />
  );
}
