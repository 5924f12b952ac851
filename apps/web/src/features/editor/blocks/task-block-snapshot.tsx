import type { GroupOption, TaskBlockGrouping } from "@bearish/shared/editor/blocks/task-groups";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { snapshotDisplayId, useBlockGroupLabel } from "./task-block-common";
import { type SnapshotRow, snapshotGroups } from "./task-block-groups";

export interface TaskBlockSnapshotProps {
  variant: "board" | "checklist";
  rows: readonly SnapshotRow[];
  grouping: TaskBlockGrouping;
  options: readonly GroupOption[];
  workspaceName?: string;
  memberNames?: ReadonlyMap<string, string>;
}

const NO_MEMBERS: ReadonlyMap<string, string> = new Map();

/**
 * The tasks as the block last saw them, read-only: shown while the live tasks load, and when they
 * cannot be read (no access, the component is gone, the page is shown outside its workspace).
 */
export function TaskBlockSnapshot({
  variant,
  rows,
  grouping,
  options,
  workspaceName,
  memberNames = NO_MEMBERS,
}: TaskBlockSnapshotProps) {
  const { t } = useTranslation();
  const labelOf = useBlockGroupLabel(grouping, memberNames);
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t("editorTaskBlocks.snapshotEmpty")}
      </Typography>
    );
  }
  const groups = snapshotGroups(rows, grouping, options);
  return (
    <Box
      data-testid="task-block-snapshot"
      sx={
        variant === "board"
          ? { display: "flex", gap: 1.5, overflowX: "auto", p: 1.5, alignItems: "flex-start" }
          : { p: 1.5, display: "flex", flexDirection: "column", gap: 1.5 }
      }
    >
      {groups.map((group) => {
        const label = labelOf(group.key, group.label);
        return (
          <Box
            key={group.key}
            component="section"
            aria-label={label}
            sx={
              variant === "board"
                ? { width: 240, flexShrink: 0, borderTop: 3, borderTopColor: group.color, pt: 0.5 }
                : undefined
            }
          >
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.5 }}>
              <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: group.color }} />
              <Typography component="h3" variant="subtitle2" sx={{ flex: 1 }}>
                {label}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {group.rows.length}
              </Typography>
            </Box>
            {group.rows.map((row) => (
              <Box
                key={row.id}
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 1,
                  py: variant === "board" ? 1 : 0.25,
                  px: 1,
                  mb: variant === "board" ? 0.75 : 0,
                  border: variant === "board" ? 1 : 0,
                  borderColor: "divider",
                  borderRadius: 1,
                }}
              >
                {variant === "checklist" ? (
                  <Checkbox
                    size="small"
                    disabled
                    checked={row.status === "done"}
                    slotProps={{ input: { "aria-label": t("taskBoard.list.markDone", { name: row.name }) } }}
                  />
                ) : null}
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: "monospace" }}>
                  {snapshotDisplayId(workspaceName, row.taskIndex)}
                </Typography>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, wordBreak: "break-word" }}>
                  {row.name}
                </Typography>
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
