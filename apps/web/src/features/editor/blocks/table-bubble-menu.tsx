import BorderTopOutlined from "@mui/icons-material/BorderTopOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import KeyboardTabOutlined from "@mui/icons-material/KeyboardTabOutlined";
import TableRowsOutlined from "@mui/icons-material/TableRowsOutlined";
import VerticalAlignBottomOutlined from "@mui/icons-material/VerticalAlignBottomOutlined";
import VerticalAlignTopOutlined from "@mui/icons-material/VerticalAlignTopOutlined";
import ViewColumnOutlined from "@mui/icons-material/ViewColumnOutlined";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import type { ChainedCommands, Editor } from "@tiptap/core";
import type {} from "@tiptap/extension-table";
import { BubbleMenu } from "@tiptap/react/menus";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Action = {
  key:
    | "addRowBefore"
    | "addRowAfter"
    | "deleteRow"
    | "addColumnBefore"
    | "addColumnAfter"
    | "deleteColumn"
    | "toggleHeaderRow"
    | "deleteTable";
  icon: ReactNode;
  run: (chain: ChainedCommands) => ChainedCommands;
};

const GROUPS: Action[][] = [
  [
    { key: "addRowBefore", icon: <VerticalAlignTopOutlined fontSize="small" />, run: (c) => c.addRowBefore() },
    { key: "addRowAfter", icon: <VerticalAlignBottomOutlined fontSize="small" />, run: (c) => c.addRowAfter() },
    { key: "deleteRow", icon: <TableRowsOutlined fontSize="small" />, run: (c) => c.deleteRow() },
  ],
  [
    {
      key: "addColumnBefore",
      icon: (
        <KeyboardTabOutlined fontSize="small" sx={{ transform: "scaleX(-1)", "[dir=rtl] &": { transform: "none" } }} />
      ),
      run: (c) => c.addColumnBefore(),
    },
    {
      key: "addColumnAfter",
      icon: <KeyboardTabOutlined fontSize="small" sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />,
      run: (c) => c.addColumnAfter(),
    },
    { key: "deleteColumn", icon: <ViewColumnOutlined fontSize="small" />, run: (c) => c.deleteColumn() },
  ],
  [
    { key: "toggleHeaderRow", icon: <BorderTopOutlined fontSize="small" />, run: (c) => c.toggleHeaderRow() },
    { key: "deleteTable", icon: <DeleteOutlined fontSize="small" color="error" />, run: (c) => c.deleteTable() },
  ],
];

/** Shown when the cursor is in a table of an editable document: rows, columns, header row, delete. */
export function tableMenuShouldShow({ editor }: { editor: Editor }): boolean {
  return editor.isEditable && editor.isActive("table");
}

/** The table's bubble menu (H4 mounts it beside the editor): TipTap's table commands as buttons. */
export function TableBubbleMenu({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  return (
    <BubbleMenu
      editor={editor}
      pluginKey="tableBubbleMenu"
      shouldShow={tableMenuShouldShow}
      options={{ placement: "top" }}
    >
      <Paper
        elevation={3}
        role="toolbar"
        aria-label={t("editorMedia.table.toolbar")}
        sx={{ display: "flex", alignItems: "center", gap: 0.25, p: 0.5 }}
      >
        {GROUPS.map((group, index) => [
          index > 0 ? (
            <Divider key={`divider-${group[0]?.key}`} orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          ) : null,
          ...group.map((action) => (
            <Tooltip key={action.key} title={t(`editorMedia.table.${action.key}`)}>
              <IconButton
                size="small"
                aria-label={t(`editorMedia.table.${action.key}`)}
                // Keep the cursor in the cell: the commands act on the selection.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => action.run(editor.chain().focus()).run()}
              >
                {action.icon}
              </IconButton>
            </Tooltip>
          )),
        ])}
      </Paper>
    </BubbleMenu>
  );
}
