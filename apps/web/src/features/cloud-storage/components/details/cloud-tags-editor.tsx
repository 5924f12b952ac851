import { CLOUD_TAG_MAX_LENGTH, CLOUD_TAGS_MAX_COUNT } from "@bearish/shared/cloud-storage/cloud-file";
import CancelIcon from "@mui/icons-material/Cancel";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Spec §5 tag input: Enter adds the trimmed text when it is not empty (a tag already there, in any
 * case, is not added twice); Backspace on an empty input removes the last tag.
 */
export function CloudTagsEditor({
  tags,
  onChange,
  disabled,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const full = tags.length >= CLOUD_TAGS_MAX_COUNT;
  return (
    <Box>
      {tags.length > 0 ? (
        <Box
          sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mb: 1 }}
          role="list"
          aria-label={t("cloudDetails.tags.label")}
        >
          {tags.map((tag) => (
            <Chip
              key={tag}
              role="listitem"
              label={tag}
              size="small"
              onDelete={disabled ? undefined : () => onChange(tags.filter((x) => x !== tag))}
              deleteIcon={<CancelIcon aria-label={t("cloudDetails.tags.remove", { tag })} />}
            />
          ))}
        </Box>
      ) : null}
      {disabled ? null : (
        <TextField
          size="small"
          fullWidth
          placeholder={t("cloudDetails.tags.placeholder")}
          slotProps={{
            htmlInput: { "aria-label": t("cloudDetails.tags.placeholder"), maxLength: CLOUD_TAG_MAX_LENGTH },
          }}
          helperText={full ? t("cloudDetails.tags.tooMany", { max: CLOUD_TAGS_MAX_COUNT }) : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              const tag = text.trim();
              if (!tag || full) return;
              setText("");
              if (tags.some((x) => x.toLocaleLowerCase() === tag.toLocaleLowerCase())) return;
              onChange([...tags, tag]);
            } else if (e.key === "Backspace" && text === "" && tags.length > 0) {
              onChange(tags.slice(0, -1));
            }
          }}
        />
      )}
    </Box>
  );
}
