import { boardAttrs } from "@bearish/shared/editor/blocks/board";
import type { TaskBlockGrouping } from "@bearish/shared/editor/blocks/task-groups";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import { closestCorners, DndContext, DragOverlay } from "@dnd-kit/core";
import Box from "@mui/material/Box";
import type { NodeViewProps } from "@tiptap/react";
import { BOARD_CARD_STYLES, BoardCard } from "../../tasks/views/board-card";
import { BoardColumn } from "../../tasks/views/board-column";
import { useTaskDnd } from "../../tasks/views/use-task-dnd";
import { boardSnapshotOf, rowOfBoardTask } from "./task-block-groups";
import type { LiveGroupsProps } from "./task-block-live-view";
import { TaskBlockNodeView } from "./task-block-node-view";

/** The board block's height: columns scroll inside it, the page does not grow with a long column. */
const BOARD_BLOCK_HEIGHT = 440;

/** Columns per group with cards that move between them as on the task board (spec §4). */
function BoardColumns({
  groups,
  labelOf,
  canEdit,
  onAdd,
  grouping,
}: LiveGroupsProps & { grouping: TaskBlockGrouping }) {
  const dnd = useTaskDnd(groups, grouping, false);
  return (
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
        role="list"
        data-testid="board-block-columns"
        sx={{
          display: "flex",
          gap: 1.5,
          overflowX: "auto",
          p: 1.5,
          height: BOARD_BLOCK_HEIGHT,
          alignItems: "stretch",
          ...BOARD_CARD_STYLES,
        }}
      >
        {groups.map((group) => (
          <Box key={group.key} role="listitem" sx={{ height: "100%" }}>
            <BoardColumn
              group={group}
              grouping={grouping}
              label={labelOf(group)}
              color={group.color}
              canEdit={canEdit}
              activeId={dnd.active?.id ?? null}
              onAdd={onAdd}
            />
          </Box>
        ))}
      </Box>
      <DragOverlay>
        {dnd.active ? (
          <Box sx={BOARD_CARD_STYLES}>
            <BoardCard task={dnd.active.task} dragging />
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * The editor's board block (spec §3): a live board of a workspace component's tasks, grouped by
 * status, priority or assignee. Editors choose the component, drag cards between columns and add
 * tasks; everyone else sees it read-only. The node keeps a snapshot for published pages.
 */
export function BoardBlockView(view: NodeViewProps) {
  const attrs = parseBlockAttrs(boardAttrs, view.node.attrs);
  return (
    <TaskBlockNodeView
      view={view}
      variant="board"
      idAttribute="boardId"
      componentId={attrs.boardId}
      grouping={attrs.grouping}
      groupOptions={attrs.groupOptions}
      stored={attrs.tasks}
      rows={attrs.tasks.map(rowOfBoardTask)}
      toSnapshot={boardSnapshotOf}
      renderLive={(live) => <BoardColumns {...live} grouping={attrs.grouping} />}
    />
  );
}
