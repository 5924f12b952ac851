import { checklistAttrs } from "@bearish/shared/editor/blocks/checklist";
import type { TaskBlockGrouping } from "@bearish/shared/editor/blocks/task-groups";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import { closestCenter, DndContext, useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { NodeViewProps } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { cardDragId, columnDragId } from "../../tasks/views/board-column";
import { TaskRowCard } from "../../tasks/views/task-row-card";
import { useTaskDnd } from "../../tasks/views/use-task-dnd";
import { type BlockGroup, checklistSnapshotOf, rowOfChecklistTask } from "./task-block-groups";
import type { LiveGroupsProps } from "./task-block-live-view";
import { TaskBlockNodeView } from "./task-block-node-view";

const noop = () => {};

/** One group: its header, its rows (a drop target even when empty) and "Add task". */
function ChecklistGroup({
  group,
  label,
  canEdit,
  onAdd,
}: {
  group: BlockGroup;
  label: string;
  canEdit: boolean;
  onAdd: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({
    id: columnDragId(group.key),
    data: { type: "column", groupKey: group.key },
    disabled: !canEdit,
  });
  const ids = group.tasks.map((task) => cardDragId(group.key, task.id));
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-label={label}
      sx={{ borderRadius: 1, outline: isOver ? 2 : 0, outlineColor: "primary.main" }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1, py: 0.5 }}>
        <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: group.color, flexShrink: 0 }} />
        <Typography component="h3" variant="subtitle2" sx={{ flex: 1, fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {group.tasks.length}
        </Typography>
      </Box>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!canEdit}>
        {group.tasks.map((task, index) => (
          <TaskRowCard
            key={ids[index]}
            dragId={ids[index] as string}
            groupKey={group.key}
            task={task}
            expanded={false}
            onToggleExpanded={noop}
            variant="checklist"
          />
        ))}
      </SortableContext>
      {group.tasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.75 }}>
          {t("editorTaskBlocks.groupEmpty")}
        </Typography>
      ) : null}
      {canEdit ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onAdd(group.key)}
          aria-label={t("editorTaskBlocks.addIn", { name: label })}
          sx={{ mt: 0.5 }}
        >
          {t("editorTaskBlocks.add")}
        </Button>
      ) : null}
    </Box>
  );
}

/** Grouped rows with a checkbox marking each task done; rows move between groups as on the task board. */
function ChecklistGroups({
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
      collisionDetection={closestCenter}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
      accessibility={dnd.accessibility}
    >
      <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, p: 1.5 }} data-testid="checklist-block-groups">
        {groups.map((group) => (
          <ChecklistGroup key={group.key} group={group} label={labelOf(group)} canEdit={canEdit} onAdd={onAdd} />
        ))}
      </Box>
    </DndContext>
  );
}

/**
 * The editor's checklist block (spec §3): a workspace component's live tasks as grouped rows, each
 * with a checkbox marking it done. Editors choose the component, tick, move and add tasks; everyone
 * else sees it read-only. The node keeps a snapshot (plain values) for published pages.
 */
export function ChecklistBlockView(view: NodeViewProps) {
  const attrs = parseBlockAttrs(checklistAttrs, view.node.attrs);
  return (
    <TaskBlockNodeView
      view={view}
      variant="checklist"
      idAttribute="checklistId"
      componentId={attrs.checklistId}
      grouping={attrs.grouping}
      groupOptions={attrs.groupOptions}
      stored={attrs.tasks}
      rows={attrs.tasks.map(rowOfChecklistTask)}
      toSnapshot={checklistSnapshotOf}
      renderLive={(live) => <ChecklistGroups {...live} grouping={attrs.grouping} />}
    />
  );
}
