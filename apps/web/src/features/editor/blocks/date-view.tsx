import { dateAttrs, isIsoDate } from "@bearish/shared/editor/blocks/date";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import EventIcon from "@mui/icons-material/EventOutlined";
import Chip from "@mui/material/Chip";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A `YYYY-MM-DD` value in the viewer's language (the value is a calendar day, not an instant). */
export function formatBlockDate(value: string, locale: string): string {
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}

/** Spec §3 date: an inline chip; editors pick another day. */
export function DateView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t, i18n } = useTranslation();
  const { value } = parseBlockAttrs(dateAttrs, node.attrs);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = formatBlockDate(value, i18n.language);
  const editable = editor.isEditable;

  return (
    <NodeViewWrapper as="span" data-testid="date-block" style={{ display: "inline-block" }}>
      <Chip
        size="small"
        icon={<EventIcon fontSize="small" />}
        label={
          <time dateTime={value} dir="auto">
            {label}
          </time>
        }
        onClick={editable ? (event) => setAnchor(event.currentTarget) : undefined}
        aria-label={editable ? t("editorBlocks.date.change", { date: label }) : undefined}
        sx={{ mx: 0.25, verticalAlign: "baseline" }}
      />
      {editable && (
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        >
          <TextField
            type="date"
            size="small"
            autoFocus
            value={value}
            sx={{ m: 1.5 }}
            label={t("editorBlocks.date.label")}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => {
              if (isIsoDate(event.target.value)) updateAttributes({ value: event.target.value });
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") setAnchor(null);
            }}
          />
        </Popover>
      )}
    </NodeViewWrapper>
  );
}
