import { DEFAULT_SMART_BUTTON_NAME, smartButtonAttrs } from "@bearish/shared/editor/blocks/smart-button";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import EditIcon from "@mui/icons-material/EditOutlined";
import SmartButtonIcon from "@mui/icons-material/SmartButton";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Spec §3 smart button: a button showing `data.name` (default `Smart Button`); editors rename it. */
export function SmartButtonView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const { data } = parseBlockAttrs(smartButtonAttrs, node.attrs);
  const [draft, setDraft] = useState<string | null>(null);
  const editable = editor.isEditable;

  const save = () => {
    if (draft === null) return;
    const name = draft.trim();
    updateAttributes({ data: { ...data, name: name ? name.slice(0, 200) : DEFAULT_SMART_BUTTON_NAME } });
    setDraft(null);
  };

  return (
    <NodeViewWrapper data-testid="smart-button-block" contentEditable={false}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", my: 1 }}>
        {draft !== null ? (
          <TextField
            size="small"
            autoFocus
            label={t("editorBlocks.smartButton.name")}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                save();
              } else if (event.key === "Escape") {
                event.preventDefault();
                setDraft(null);
              }
            }}
          />
        ) : (
          <Button variant="contained" startIcon={<SmartButtonIcon />} disableElevation tabIndex={editable ? 0 : -1}>
            {data.name || DEFAULT_SMART_BUTTON_NAME}
          </Button>
        )}
        {editable && draft === null && (
          <IconButton
            size="small"
            aria-label={t("editorBlocks.smartButton.rename")}
            onClick={() => setDraft(data.name)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </NodeViewWrapper>
  );
}
