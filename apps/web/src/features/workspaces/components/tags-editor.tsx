import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Spec §5 tag input: Enter adds the trimmed text when not empty; Backspace on an empty input removes the last tag. */
export function TagsEditor({
  tags,
  onChange,
  disabled,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  return (
    <Box>
      <Box
        sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mb: 1 }}
        aria-label={t("workspace.tools.tags")}
        role="list"
      >
        {tags.map((tag) => (
          <Chip
            key={tag}
            role="listitem"
            label={tag}
            size="small"
            onDelete={disabled ? undefined : () => onChange(tags.filter((x) => x !== tag))}
          />
        ))}
      </Box>
      <TextField
        size="small"
        fullWidth
        disabled={disabled}
        placeholder={t("workspace.tools.tagPlaceholder")}
        slotProps={{ htmlInput: { "aria-label": t("workspace.tools.tagPlaceholder"), maxLength: 50 } }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            const tag = text.trim();
            if (!tag) return;
            setText("");
            if (tags.some((x) => x.toLocaleLowerCase() === tag.toLocaleLowerCase())) return;
            onChange([...tags, tag]);
          } else if (e.key === "Backspace" && text === "" && tags.length > 0) {
            onChange(tags.slice(0, -1));
          }
        }}
      />
    </Box>
  );
}
