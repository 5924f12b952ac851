import type { TaskDetail } from "@bearish/shared/tasks/task";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TaskCardMenu } from "./task-card-menu";

const EMOJIS = ["", "🚀", "🐛", "⭐", "🔥", "✅", "📌", "💡", "⚠️", "🎯", "📦", "🧪"];
export const CARD_COLORS = ["#e57373", "#ffb74d", "#fff176", "#81c784", "#4fc3f7", "#7986cb", "#ba68c8", "#a1887f"];

/** A text that edits in place: Enter or leaving saves a changed, non-empty value; Escape reverts. */
function InlineName({
  value,
  onSave,
  disabled,
  label,
}: {
  value: string;
  onSave: (v: string) => void;
  disabled: boolean;
  label: string;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    const next = draft.trim();
    if (next && next !== value) onSave(next);
    else setDraft(value);
  };
  return (
    <TextField
      variant="standard"
      fullWidth
      value={draft}
      disabled={disabled}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          (e.target as HTMLInputElement).blur();
        } else if (e.key === "Escape") {
          setDraft(value);
        }
      }}
      slotProps={{
        htmlInput: { "aria-label": label, maxLength: 500 },
        input: { disableUnderline: disabled, sx: { fontSize: 24, fontWeight: 600 } },
      }}
    />
  );
}

/** The full card's title row: display id, emoji, name (inline), card colour and the task menu. */
export function TaskHeader({
  task,
  workspaceSource,
  itemId,
  onChange,
}: {
  task: TaskDetail;
  workspaceSource: string;
  itemId: string;
  onChange: (body: { name?: string; emoji?: string | null; cardColor?: string | null }) => void;
}) {
  const { t } = useTranslation();
  const readOnly = !task.abilities.edit;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Chip size="small" label={task.displayId} sx={{ fontFamily: "monospace" }} />
        <TextField
          select
          size="small"
          variant="standard"
          value={task.emoji ?? ""}
          disabled={readOnly}
          onChange={(e) => onChange({ emoji: e.target.value || null })}
          slotProps={{ htmlInput: { "aria-label": t("taskCard.fields.emoji") } }}
          sx={{ flex: "none", width: 64 }}
        >
          {EMOJIS.map((emoji) => (
            <MenuItem key={emoji || "none"} value={emoji}>
              {emoji || "—"}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <InlineName
            value={task.name}
            disabled={readOnly}
            label={t("taskCard.page.name")}
            onSave={(name) => onChange({ name })}
          />
        </Box>
        <TaskCardMenu task={task} workspaceSource={workspaceSource} itemId={itemId} />
      </Box>
      <Box
        sx={{ display: "flex", gap: 0.5, alignItems: "center", mt: 1 }}
        role="radiogroup"
        aria-label={t("taskCard.fields.cardColor")}
      >
        {[null, ...CARD_COLORS].map((color) => {
          const selected = (task.cardColor ?? null)?.toLowerCase() === color;
          return (
            <Tooltip key={color ?? "none"} title={color ?? t("taskCard.fields.noColor")}>
              <span>
                <IconButton
                  size="small"
                  role="radio"
                  aria-checked={selected}
                  aria-label={color ?? t("taskCard.fields.noColor")}
                  disabled={readOnly}
                  onClick={() => onChange({ cardColor: color })}
                  sx={{
                    width: 22,
                    height: 22,
                    bgcolor: color ?? "transparent",
                    border: 2,
                    borderColor: selected ? "text.primary" : "divider",
                    "&:hover": { bgcolor: color ?? "action.hover" },
                  }}
                />
              </span>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
