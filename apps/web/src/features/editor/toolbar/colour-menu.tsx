import { PALETTE_COLOURS } from "@bearish/shared/editor/editor-constants";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkHexColour } from "../editor-rules";

interface ColourMenuProps {
  editor: Editor;
  anchor: HTMLElement;
  onClose: () => void;
}

/** Text colour: the 16-colour palette (spec §9) and a hex input checked with `Invalid Hex value` (spec §5). */
export function ColourMenu({ editor, anchor, onClose }: ColourMenuProps) {
  const { t } = useTranslation();
  const current = editor.getAttributes("textStyle").color;
  const [hex, setHex] = useState(typeof current === "string" ? current : "");
  const [error, setError] = useState<string | null>(null);

  const apply = (colour: string) => {
    editor.chain().focus().setColor(colour).run();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkHexColour(hex);
    if (check.ok) apply(check.value);
    else setError(check.message);
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{ paper: { sx: { p: 1.5, width: 232 } } }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t("editor.colour.title")}
      </Typography>
      <Box
        role="group"
        aria-label={t("editor.colour.title")}
        sx={{ display: "grid", gridTemplateColumns: "repeat(8, 1fr)", gap: 0.5 }}
      >
        {PALETTE_COLOURS.map((colour) => (
          <Box
            key={colour}
            component="button"
            type="button"
            aria-label={t("editor.colour.palette", { colour })}
            onClick={() => apply(colour)}
            sx={{
              width: 22,
              height: 22,
              p: 0,
              borderRadius: 0.5,
              cursor: "pointer",
              bgcolor: colour,
              border: 1,
              borderColor: "divider",
              "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 1 },
            }}
          />
        ))}
      </Box>
      <Stack component="form" onSubmit={submit} noValidate direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <TextField
          size="small"
          label={t("editor.colour.hex")}
          value={hex}
          onChange={(e) => {
            setHex(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { dir: "ltr", "aria-invalid": error !== null } }}
        />
        <Button type="submit" size="small" variant="contained" sx={{ alignSelf: "flex-start", mt: 0.5 }}>
          {t("editor.colour.apply")}
        </Button>
      </Stack>
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => {
          editor.chain().focus().unsetColor().run();
          onClose();
        }}
      >
        {t("editor.colour.reset")}
      </Button>
    </Popover>
  );
}
