import { equationAttrs } from "@bearish/shared/editor/blocks/equation";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditEquationDialog } from "./edit-equation-dialog";
import { renderLatex } from "./katex-render";

/** A LaTeX equation rendered with KaTeX (spec §3); editors change it in the Edit Equation dialog. */
export function EquationView({ node, editor, updateAttributes, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = parseBlockAttrs(equationAttrs, node.attrs);
  const rendered = useMemo(() => renderLatex(attrs.latex, attrs.displayMode), [attrs.latex, attrs.displayMode]);
  const [editing, setEditing] = useState(false);
  const editable = editor.isEditable;

  return (
    <NodeViewWrapper data-type="equation">
      <Box
        sx={{
          position: "relative",
          my: 1,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          outline: selected ? 2 : 0,
          outlineColor: "primary.main",
          "&:hover .equation-edit, &:focus-within .equation-edit": { opacity: 1 },
        }}
      >
        <Box
          className="equation-render"
          title={rendered.error ?? undefined}
          dir="ltr"
          contentEditable={false}
          onDoubleClick={editable ? () => setEditing(true) : undefined}
          sx={{
            overflowX: "auto",
            textAlign: attrs.displayMode ? "center" : "start",
            cursor: editable ? "pointer" : "default",
          }}
          // KaTeX output with trust off: it escapes the source and adds no links or scripts.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX markup, trust disabled
          dangerouslySetInnerHTML={{ __html: rendered.html }}
        />
        {editable ? (
          <Tooltip title={t("editorMedia.equation.edit")}>
            <IconButton
              className="equation-edit"
              size="small"
              aria-label={t("editorMedia.equation.edit")}
              onClick={() => setEditing(true)}
              sx={{ position: "absolute", top: 0, insetInlineEnd: 0, opacity: { xs: 1, md: 0 } }}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <EditEquationDialog
        open={editing}
        latex={attrs.latex}
        displayMode={attrs.displayMode}
        onSave={(latex) => updateAttributes({ latex })}
        onClose={() => setEditing(false)}
      />
    </NodeViewWrapper>
  );
}
