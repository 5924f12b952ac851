import { canAddColumn, canRemoveColumn, typeForColumnCount } from "@bearish/shared/editor/blocks/layout-rules";
import { LAYOUT_MAX_COLUMNS, LAYOUT_TYPES, type LayoutType } from "@bearish/shared/editor/editor-constants";
import AddOutlined from "@mui/icons-material/AddOutlined";
import RemoveOutlined from "@mui/icons-material/RemoveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import type { ChainedCommands } from "@tiptap/core";
import { NodeViewContent, type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

const CUSTOM = "custom";

/**
 * Columns side by side (spec §3 layout), stacked on narrow screens. Editors pick a type (trims or
 * pads the columns, spec §4), add a column (disabled at 6) or remove one (hidden at 1, spec §5).
 * Every change is an editor transaction on the layout's `layoutColumn` children, so it syncs live.
 */
export function LayoutView({ node, editor, getPos }: NodeViewProps) {
  const { t } = useTranslation();
  const count = node.childCount;
  const currentType = typeForColumnCount(count);

  const run = (command: (chain: ChainedCommands) => ChainedCommands) => {
    const pos = getPos();
    if (typeof pos !== "number") return;
    command(editor.chain().setNodeSelection(pos)).run();
  };

  return (
    <NodeViewWrapper data-type="layout" role="group" aria-label={t("editorMedia.layout.label")}>
      <Box
        style={{ "--layout-columns": count } as CSSProperties}
        sx={{
          my: 1,
          "& > .layout-columns > [data-node-view-content-react]": {
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(var(--layout-columns), minmax(0, 1fr))" },
          },
          "& bearish-layout-column": {
            display: "block",
            minWidth: 0,
            px: 1,
            borderRadius: 1,
            border: 1,
            borderStyle: "dashed",
            borderColor: editor.isEditable ? "divider" : "transparent",
          },
        }}
      >
        {editor.isEditable ? (
          <Box contentEditable={false} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}>
            <TextField
              select
              size="small"
              variant="standard"
              label={t("editorMedia.layout.type")}
              value={currentType ?? CUSTOM}
              onChange={(event) => {
                const type = event.target.value as LayoutType | typeof CUSTOM;
                if (type !== CUSTOM) run((chain) => chain.setLayoutType(type));
              }}
              sx={{ minWidth: 160 }}
            >
              {LAYOUT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`editorMedia.layout.types.${type}`)}
                </MenuItem>
              ))}
              {currentType ? null : (
                <MenuItem value={CUSTOM} disabled>
                  {t("editorMedia.layout.custom", { columns: count })}
                </MenuItem>
              )}
            </TextField>
            <Tooltip title={canAddColumn(count) ? "" : t("editorMedia.layout.maxColumns", { max: LAYOUT_MAX_COLUMNS })}>
              <span>
                <Button
                  size="small"
                  startIcon={<AddOutlined />}
                  disabled={!canAddColumn(count)}
                  onClick={() => run((chain) => chain.addLayoutColumn())}
                >
                  {t("editorMedia.layout.addColumn")}
                </Button>
              </span>
            </Tooltip>
            {canRemoveColumn(count) ? (
              <Button
                size="small"
                startIcon={<RemoveOutlined />}
                onClick={() => run((chain) => chain.removeLayoutColumn())}
              >
                {t("editorMedia.layout.removeColumn")}
              </Button>
            ) : null}
          </Box>
        ) : null}
        <NodeViewContent className="layout-columns" />
      </Box>
    </NodeViewWrapper>
  );
}
