import type { GroupOption, TaskBlockGrouping } from "@bearish/shared/editor/blocks/task-groups";
import type { Task } from "@bearish/shared/tasks/task";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TaskBlockFrame } from "./task-block-common";
import { defaultGroupOptions, type SnapshotRow } from "./task-block-groups";
import { type LiveGroupsProps, LiveTaskBlock } from "./task-block-live-view";
import { TaskBlockPicker } from "./task-block-picker";
import { TaskBlockSnapshot } from "./task-block-snapshot";

export interface TaskBlockNodeViewProps<T> {
  view: NodeViewProps;
  variant: "board" | "checklist";
  /** The node attribute holding the component id (`boardId` or `checklistId`). */
  idAttribute: "boardId" | "checklistId";
  componentId: string;
  grouping: TaskBlockGrouping;
  groupOptions: GroupOption[];
  stored: readonly T[];
  rows: readonly SnapshotRow[];
  toSnapshot: (task: Task) => T;
  renderLive: (props: LiveGroupsProps) => ReactNode;
}

/**
 * What the board and checklist blocks share: live tasks of the chosen component inside a workspace,
 * the component picker for editors of an empty block, the stored snapshot outside a workspace (a
 * published page), and the empty text otherwise.
 */
export function TaskBlockNodeView<T>(props: TaskBlockNodeViewProps<T>) {
  const { view, variant, idAttribute, componentId, grouping, groupOptions } = props;
  const { editor, getPos, updateAttributes, selected } = view;
  const { t } = useTranslation();
  const { workspaceId = "" } = useParams();

  let body: ReactNode;
  if (workspaceId && componentId) {
    body = (
      <LiveTaskBlock
        variant={variant}
        workspaceId={workspaceId}
        componentId={componentId}
        grouping={grouping}
        options={groupOptions}
        stored={props.stored}
        rows={props.rows}
        toSnapshot={props.toSnapshot}
        editor={editor}
        getPos={getPos}
        onGrouping={(next, members) =>
          updateAttributes({ grouping: next, groupOptions: defaultGroupOptions(next, members) })
        }
        onGroupOptions={(options) => updateAttributes({ groupOptions: options })}
        onChange={() => updateAttributes({ [idAttribute]: "", tasks: [] })}
        renderLive={props.renderLive}
      />
    );
  } else if (workspaceId && editor.isEditable) {
    body = (
      <TaskBlockPicker
        workspaceId={workspaceId}
        createType={variant === "board" ? "Board" : "Checklist"}
        onPick={(id) => updateAttributes({ [idAttribute]: id })}
      />
    );
  } else if (componentId) {
    body = <TaskBlockSnapshot variant={variant} rows={props.rows} grouping={grouping} options={groupOptions} />;
  } else {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t(`editorTaskBlocks.${variant}.empty`)}
      </Typography>
    );
  }

  return (
    <NodeViewWrapper data-type={variant}>
      <TaskBlockFrame label={t(`editorTaskBlocks.${variant}.label`)} selected={selected}>
        {body}
      </TaskBlockFrame>
    </NodeViewWrapper>
  );
}
