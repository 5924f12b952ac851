import type { GroupOption, TaskBlockGrouping } from "@bearish/shared/editor/blocks/task-groups";
import type { Task } from "@bearish/shared/tasks/task";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TaskViewContext } from "../../tasks/views/task-view-common";
import { workspacePath } from "../../workspaces/workspace-paths";
import { TaskBlockHeader, useAddBlockTask, useBlockGroupLabel } from "./task-block-common";
import { GroupSettingsDialog } from "./task-block-group-settings";
import { type BlockGroup, type BlockMember, blockGroups, type SnapshotRow, snapshotOf } from "./task-block-groups";
import { useSnapshotSync, useTaskBlockData } from "./task-block-live";
import { TaskBlockSnapshot } from "./task-block-snapshot";

export interface LiveGroupsProps {
  groups: BlockGroup[];
  labelOf: (group: BlockGroup) => string;
  canEdit: boolean;
  onAdd: (groupKey: string) => void;
}

export interface LiveTaskBlockProps<T> {
  variant: "board" | "checklist";
  workspaceId: string;
  componentId: string;
  grouping: TaskBlockGrouping;
  options: readonly GroupOption[];
  /** The node's stored snapshot, and the same as rows for the read-only view. */
  stored: readonly T[];
  rows: readonly SnapshotRow[];
  toSnapshot: (task: Task) => T;
  editor: Editor;
  getPos: () => number | undefined;
  onGrouping: (grouping: TaskBlockGrouping, members: readonly BlockMember[]) => void;
  onGroupOptions: (options: GroupOption[]) => void;
  onChange: () => void;
  renderLive: (props: LiveGroupsProps) => ReactNode;
}

/**
 * A board or checklist block showing a component's live tasks: header, the tasks in the block's
 * groups (rendered by `renderLive`), the snapshot kept up to date, and the snapshot shown read-only
 * while loading or when the tasks cannot be read.
 */
export function LiveTaskBlock<T>(props: LiveTaskBlockProps<T>) {
  const { t } = useTranslation();
  const { variant, workspaceId, componentId, grouping, options, editor } = props;
  const pageEditable = editor.isEditable;
  const data = useTaskBlockData(workspaceId, componentId, pageEditable);
  const { env, live, tasks, workspace, blockMembers } = data;
  const memberNames = useMemo(() => new Map(blockMembers.map((m) => [m.userId, m.name])), [blockMembers]);
  const labelOfKey = useBlockGroupLabel(grouping, memberNames);
  const add = useAddBlockTask(workspaceId, componentId, grouping);
  const snapshot = useMemo(() => (live ? snapshotOf(live, props.toSnapshot) : null), [live, props.toSnapshot]);
  useSnapshotSync({ editor, getPos: props.getPos, stored: props.stored, snapshot, enabled: pageEditable });
  const groups = useMemo(() => (live ? blockGroups(live, grouping, options) : []), [live, grouping, options]);
  const w = workspace.data;
  const [editingGroups, setEditingGroups] = useState(false);

  const snapshotView = (
    <TaskBlockSnapshot
      variant={variant}
      rows={props.rows}
      grouping={grouping}
      options={options}
      workspaceName={w?.name}
      memberNames={memberNames}
    />
  );

  let body: ReactNode;
  if (tasks.isError) {
    body = (
      <>
        <Alert
          severity="info"
          sx={{ m: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
              {t("editorTaskBlocks.retry")}
            </Button>
          }
        >
          {t("editorTaskBlocks.liveFailed")}
        </Alert>
        {snapshotView}
      </>
    );
  } else if (!live) {
    body =
      props.rows.length > 0 ? (
        <div aria-busy="true">{snapshotView}</div>
      ) : (
        <Skeleton variant="rounded" height={120} sx={{ m: 1.5 }} aria-label={t("common.loading")} />
      );
  } else {
    body = (
      <TaskViewContext.Provider value={env}>
        {!env.canEdit && pageEditable && w ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", px: 1.5, pt: 1 }}>
            {t("taskBoard.readOnly")}
          </Typography>
        ) : null}
        {props.renderLive({
          groups,
          labelOf: (group) => labelOfKey(group.key, group.label),
          canEdit: env.canEdit,
          onAdd: (key) => add(key, variant === "board"),
        })}
      </TaskViewContext.Provider>
    );
  }

  return (
    <>
      <TaskBlockHeader
        workspaceId={workspaceId}
        workspaceBase={w ? workspacePath(w) : `/workspace/bearish/${workspaceId}`}
        componentId={componentId}
        grouping={grouping}
        editable={pageEditable}
        onGrouping={(next) => props.onGrouping(next, blockMembers)}
        onEditGroups={() => setEditingGroups(true)}
        onChange={props.onChange}
      />
      {body}
      {editingGroups ? (
        <GroupSettingsDialog
          grouping={grouping}
          options={options}
          members={blockMembers}
          labelOf={labelOfKey}
          onClose={() => setEditingGroups(false)}
          onSave={props.onGroupOptions}
        />
      ) : null}
    </>
  );
}
