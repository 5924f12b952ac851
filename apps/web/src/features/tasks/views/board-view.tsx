import type { TaskGrouping } from "@bearish/shared/tasks/task-rules";
import { closestCorners, DndContext, DragOverlay } from "@dnd-kit/core";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useRef, useState } from "react";
import { TaskCreateDialog } from "../card/task-create-card";
import { AddTaskDialog } from "./add-task-dialog";
import { BOARD_CARD_STYLES, BoardCard } from "./board-card";
import { BOARD_COLUMN_WIDTH, BoardColumn } from "./board-column";
import { groupDefaults, type TaskGroup } from "./group-tasks";
import {
  EmptyState,
  groupColor,
  observeWithFallback,
  useGroupLabel,
  useNewTaskShortcut,
  useTaskViewEnv,
} from "./task-view-common";
import { useTaskDnd } from "./use-task-dnd";

const COLUMN_GAP = 12;
/** Beyond this many columns (people, tags) only those in view are rendered. */
const VIRTUAL_COLUMNS_FROM = 8;
const observeBoard = observeWithFallback({ width: 1600, height: 900 });

export interface BoardViewProps {
  groups: TaskGroup[];
  grouping: TaskGrouping;
  manual: boolean;
  total: number;
}

/** Columns by the grouping; cards move between columns and, with manual ordering, within one. */
export function BoardView({ groups, grouping, manual, total }: BoardViewProps) {
  const { canEdit, workspaceId, componentId } = useTaskViewEnv();
  const labelOf = useGroupLabel();
  const theme = useTheme();
  const dnd = useTaskDnd(groups, grouping, manual);
  const [addKey, setAddKey] = useState<string | null>(null);
  // "More fields": the full creation card with the column's defaults and what was typed.
  const [fullCard, setFullCard] = useState<{ key: string; name: string } | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualColumns = groups.length > VIRTUAL_COLUMNS_FROM;
  const columns = useVirtualizer({
    horizontal: true,
    count: groups.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => BOARD_COLUMN_WIDTH + COLUMN_GAP,
    overscan: 2,
    isRtl: theme.direction === "rtl",
    observeElementRect: observeBoard,
    enabled: virtualColumns,
  });
  const openFirst = useCallback(() => setAddKey(groups[0]?.key ?? null), [groups]);
  useNewTaskShortcut(openFirst, canEdit && groups.length > 0);
  const activeId = dnd.active?.id ?? null;

  const column = (group: TaskGroup) => (
    <BoardColumn
      key={group.key}
      group={group}
      grouping={grouping}
      label={labelOf(grouping, group.key)}
      color={groupColor(grouping, group.key)}
      canEdit={canEdit}
      activeId={activeId}
      onAdd={setAddKey}
    />
  );

  return (
    <Box>
      {total === 0 ? (
        <Box sx={{ mb: 2 }}>
          <EmptyState />
        </Box>
      ) : null}
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={closestCorners}
        onDragStart={dnd.onDragStart}
        onDragEnd={dnd.onDragEnd}
        onDragCancel={dnd.onDragCancel}
        accessibility={dnd.accessibility}
        autoScroll
      >
        <Box
          ref={scrollRef}
          role="list"
          sx={{ overflowX: "auto", pb: 1, height: "calc(100vh - 260px)", minHeight: 360, ...BOARD_CARD_STYLES }}
          data-testid="board"
        >
          {virtualColumns ? (
            <Box sx={{ width: columns.getTotalSize(), height: "100%", position: "relative" }}>
              {columns.getVirtualItems().map((item) => (
                <Box
                  key={item.key}
                  role="listitem"
                  sx={{ position: "absolute", top: 0, insetInlineStart: 0, height: "100%" }}
                  style={{ transform: `translateX(${theme.direction === "rtl" ? -item.start : item.start}px)` }}
                >
                  {column(groups[item.index] as TaskGroup)}
                </Box>
              ))}
            </Box>
          ) : (
            <Box sx={{ display: "flex", gap: `${COLUMN_GAP}px`, height: "100%", alignItems: "stretch" }}>
              {groups.map((group) => (
                <Box key={group.key} role="listitem" sx={{ height: "100%" }}>
                  {column(group)}
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <DragOverlay>
          {dnd.active ? (
            <Box sx={BOARD_CARD_STYLES}>
              <BoardCard task={dnd.active.task} dragging />
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
      <AddTaskDialog
        open={addKey !== null}
        onClose={() => setAddKey(null)}
        groupName={addKey !== null ? labelOf(grouping, addKey) : null}
        defaults={addKey !== null ? groupDefaults(grouping, addKey) : {}}
        fromBoardColumn
        onMoreFields={(name) => {
          if (addKey === null) return;
          setFullCard({ key: addKey, name });
          setAddKey(null);
        }}
      />
      {fullCard ? (
        <TaskCreateDialog
          open
          workspaceId={workspaceId}
          componentId={componentId}
          defaults={{ ...groupDefaults(grouping, fullCard.key), name: fullCard.name, fromBoardColumn: true }}
          onClose={() => setFullCard(null)}
        />
      ) : null}
    </Box>
  );
}
