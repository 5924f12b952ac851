import { EDITOR_FONTS, HEADING_LEVELS } from "@bearish/shared/editor/editor-constants";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import type { Editor } from "@tiptap/core";
import { useTranslation } from "react-i18next";

type Level = (typeof HEADING_LEVELS)[number];

/** Paragraph or heading 1–3 (spec §9 heading levels) for the current block. */
export function BlockTypeSelect({ editor, level }: { editor: Editor; level: Level | 0 }) {
  const { t } = useTranslation();
  return (
    <Select
      size="small"
      value={String(level)}
      onChange={(e) => {
        const next = Number(e.target.value);
        const chain = editor.chain().focus();
        if (next === 0) chain.setParagraph().run();
        else chain.setHeading({ level: next as Level }).run();
      }}
      inputProps={{ "aria-label": t("editor.toolbar.blockType") }}
      sx={{ minWidth: 128, "& .MuiSelect-select": { py: 0.5 } }}
    >
      <MenuItem value="0">{t("editor.toolbar.paragraph")}</MenuItem>
      {HEADING_LEVELS.map((l) => (
        <MenuItem key={l} value={String(l)}>
          {t("editor.toolbar.heading", { level: l })}
        </MenuItem>
      ))}
    </Select>
  );
}

/** The font picker (spec §3 fonts) through TextStyle's font family; "" is the page's own font. */
export function FontPicker({ editor, font }: { editor: Editor; font: string }) {
  const { t } = useTranslation();
  const known = (EDITOR_FONTS as readonly string[]).includes(font) ? font : "";
  return (
    <Select
      size="small"
      value={known}
      displayEmpty
      onChange={(e) => {
        const next = e.target.value;
        const chain = editor.chain().focus();
        if (next) chain.setFontFamily(next).run();
        else chain.unsetFontFamily().run();
      }}
      inputProps={{ "aria-label": t("editor.toolbar.font") }}
      sx={{ minWidth: 136, "& .MuiSelect-select": { py: 0.5 } }}
    >
      <MenuItem value="">{t("editor.toolbar.defaultFont")}</MenuItem>
      {EDITOR_FONTS.map((f) => (
        <MenuItem key={f} value={f} sx={{ fontFamily: f }}>
          {f}
        </MenuItem>
      ))}
    </Select>
  );
}
