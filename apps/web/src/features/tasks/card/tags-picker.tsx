import { DEFAULT_TASK_TAGS, TASK_TAG_MAX_LENGTH } from "@bearish/shared/tasks/task";
import CancelIcon from "@mui/icons-material/Cancel";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Tags the picker offers: the workspace's, then the defaults, each once (ignoring case). */
export function tagChoices(workspaceTags: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of [...workspaceTags, ...DEFAULT_TASK_TAGS]) if (!out.some((x) => same(x, tag))) out.push(tag);
  return out;
}

/**
 * Spec §5 tag input: Enter adds the trimmed text when not empty; Backspace on an empty input removes
 * the last tag. Typing filters the workspace's and default tags; none matching shows `No Tag Found`.
 */
export function TagsPicker({
  tags,
  workspaceTags,
  onChange,
  disabled,
}: {
  tags: string[];
  workspaceTags: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const query = text.trim().toLocaleLowerCase();
  const matches = tagChoices(workspaceTags).filter(
    (tag) => !tags.some((x) => same(x, tag)) && tag.toLocaleLowerCase().includes(query),
  );
  const add = (raw: string) => {
    const tag = raw.trim();
    setText("");
    if (!tag || tags.some((x) => same(x, tag))) return;
    onChange([...tags, tag]);
  };
  return (
    <Box>
      <Box
        sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mb: tags.length ? 1 : 0 }}
        role="list"
        aria-label={t("taskCard.fields.tags")}
      >
        {tags.map((tag) => (
          <Chip
            key={tag}
            role="listitem"
            label={tag}
            size="small"
            onDelete={disabled ? undefined : () => onChange(tags.filter((x) => x !== tag))}
            deleteIcon={<CancelIcon aria-label={t("taskCard.tags.remove", { tag })} />}
          />
        ))}
      </Box>
      {disabled ? null : (
        <>
          <TextField
            size="small"
            fullWidth
            placeholder={t("taskCard.tags.placeholder")}
            slotProps={{ htmlInput: { "aria-label": t("taskCard.tags.placeholder"), maxLength: TASK_TAG_MAX_LENGTH } }}
            value={text}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add(text);
              } else if (e.key === "Backspace" && text === "" && tags.length > 0) {
                onChange(tags.slice(0, -1));
              }
            }}
          />
          {query !== "" && matches.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
              {t("taskCard.tags.noTagFound")}
            </Typography>
          ) : focused || query !== "" ? (
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }} aria-label={t("taskCard.fields.tags")}>
              {matches.slice(0, 8).map((tag) => (
                <Chip
                  key={tag}
                  label={tag}
                  size="small"
                  variant="outlined"
                  // Keep focus in the input so the list does not close before the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => add(tag)}
                />
              ))}
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
