import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Names of the sub-tasks to create once the parent exists (spec §4). */
export function SubtasksDraft({ names, onChange }: { names: string[]; onChange: (names: string[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  return (
    <Box>
      {names.length > 0 ? (
        <List dense disablePadding aria-label={t("taskCard.fields.subTasks")}>
          {names.map((name, index) => (
            <ListItem
              // biome-ignore lint/suspicious/noArrayIndexKey: draft names may repeat and have no id yet
              key={index}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t("taskCard.subtasks.remove", { name })}
                  onClick={() => onChange(names.filter((_, i) => i !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={name} />
            </ListItem>
          ))}
        </List>
      ) : null}
      <TextField
        size="small"
        fullWidth
        placeholder={t("taskCard.subtasks.placeholder")}
        slotProps={{ htmlInput: { "aria-label": t("taskCard.subtasks.placeholder") } }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          const name = text.trim();
          if (!name) return;
          setText("");
          onChange([...names, name]);
        }}
      />
    </Box>
  );
}
