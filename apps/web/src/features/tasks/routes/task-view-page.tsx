import type { ComponentType } from "@bearish/shared/workspaces/workspace-items";
import type { WorkspaceMember } from "@bearish/shared/workspaces/workspace-members";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useComponent } from "../../workspaces/hooks/use-items";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import { useWorkspace } from "../../workspaces/hooks/use-workspaces";
import { workspacePath } from "../../workspaces/workspace-paths";
import { buildPanelParams } from "../filters/filter-params";
import { GlobalFilterButton, GlobalFilterPanel } from "../filters/global-filter-panel";
import { useTaskFilters } from "../filters/use-task-filters";
import { useTaskRealtime } from "../hooks/use-task-realtime";
import { useTasks } from "../hooks/use-tasks";
import { TASK_VIEWS, type TaskView, useRememberedView, useViewSettings } from "../hooks/use-view-settings";
import { BoardView } from "../views/board-view";
import { ChecklistView } from "../views/checklist-view";
import { DisplaysPopover } from "../views/displays-popover";
import { GanttView } from "../views/gantt-view";
import { arrangeTasks } from "../views/group-tasks";
import { ListView } from "../views/list-view";
import { memberName, SkeletonRows, TaskViewContext, type TaskViewEnv } from "../views/task-view-common";
import { ViewSettingsPanel } from "../views/view-settings-panel";

const VIEW_OF_KIND: Record<ComponentType, TaskView> = { Board: "board", List: "list", Checklist: "checklist" };

/** A board, list or checklist item: its header, a view switcher and the tasks in the chosen view. */
export function TaskViewPage({ kind }: { kind: ComponentType }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { workspaceId = "", itemId = "" } = useParams();
  const component = useComponent(workspaceId, itemId);
  const workspace = useWorkspace(workspaceId);
  const membersQuery = useWorkspaceMembers(workspaceId);
  useTaskRealtime(workspaceId);
  const [view, setView] = useRememberedView(itemId, VIEW_OF_KIND[kind]);
  const [settings, updateSettings] = useViewSettings(view, itemId);
  const flat = view === "checklist" || view === "gantt";
  // The filter panel, as on the Tasks page: kept in the URL, applied by the server.
  const filtering = useTaskFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = useMemo(() => buildPanelParams(filtering.panel, { now: new Date() }), [filtering.panel]);
  const tasks = useTasks({
    workspaceId,
    componentId: itemId,
    sort: settings.ordering,
    direction: settings.direction,
    showCompleted: settings.showCompleted,
    filters,
  });

  const members = useMemo(() => {
    const list: WorkspaceMember[] = membersQuery.data?.members ?? workspace.data?.members ?? [];
    return new Map(list.map((member) => [member.userId, member]));
  }, [membersQuery.data, workspace.data]);
  const w = workspace.data;
  const env = useMemo<TaskViewEnv>(
    () => ({
      workspaceId,
      componentId: itemId,
      canEdit: w?.can.edit ?? false,
      members,
      taskPath: (taskId) =>
        to(`${w ? workspacePath(w) : `/workspace/bearish/${workspaceId}`}/item/${itemId}/task/${taskId}`),
    }),
    [workspaceId, itemId, w, members, to],
  );
  const groups = useMemo(
    () =>
      arrangeTasks(
        tasks.data ?? [],
        { ...settings, grouping: flat ? "none" : settings.grouping },
        {
          now: new Date(),
          memberIds: [...members.keys()],
          tags: w?.tags ?? [],
          nameOf: (id) => {
            const member = members.get(id);
            return member ? memberName(member) : id;
          },
        },
      ),
    [tasks.data, settings, flat, members, w?.tags],
  );
  const allTasks = groups[0]?.tasks ?? [];
  const total = tasks.data?.length ?? 0;

  if (component.isError)
    return <Alert severity="error">{errorMessageOf(component.error) ?? t("taskBoard.errors.item")}</Alert>;

  return (
    <TaskViewContext.Provider value={env}>
      <Box>
        {component.isPending ? (
          <Skeleton variant="text" width={240} height={48} />
        ) : (
          <>
            <Typography variant="overline" color="text.secondary">
              {t(`workspace.itemTypes.${kind}`)}
            </Typography>
            <Typography variant="h2" sx={{ mb: 0.5 }}>
              {component.data.name}
            </Typography>
            {component.data.description ? (
              <Typography color="text.secondary" sx={{ mb: 1, whiteSpace: "pre-wrap" }}>
                {component.data.description}
              </Typography>
            ) : null}
          </>
        )}
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            flexWrap: "wrap",
            gap: 1,
            borderBottom: 1,
            borderColor: "divider",
            mb: 2,
          }}
        >
          <Tabs
            value={view}
            onChange={(_event, next: TaskView) => setView(next)}
            aria-label={t("taskBoard.views.label")}
            sx={{ flex: 1, minHeight: 40, "& .MuiTab-root": { minHeight: 40 } }}
          >
            {TASK_VIEWS.map((option) => (
              <Tab key={option} value={option} label={t(`taskBoard.views.${option}`)} />
            ))}
          </Tabs>
          <GlobalFilterButton count={filtering.activeCount} onClick={() => setFiltersOpen(true)} />
          <DisplaysPopover settings={settings} onChange={updateSettings} />
          <ViewSettingsPanel settings={settings} onChange={updateSettings} groupable={!flat} />
        </Box>
        <GlobalFilterPanel
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          value={filtering.panel}
          onApply={filtering.applyPanel}
          tagOptions={w?.tags ?? []}
        />
        {!env.canEdit && w ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t("taskBoard.readOnly")}
          </Alert>
        ) : null}
        {tasks.isPending || workspace.isPending ? (
          <SkeletonRows />
        ) : tasks.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void tasks.refetch()}>
                {t("taskBoard.errors.retry")}
              </Button>
            }
          >
            {errorMessageOf(tasks.error) ?? t("taskBoard.errors.load")}
          </Alert>
        ) : view === "board" ? (
          <BoardView
            groups={groups}
            grouping={settings.grouping}
            manual={settings.ordering === "manual"}
            total={total}
          />
        ) : view === "list" ? (
          <ListView
            groups={groups}
            grouping={settings.grouping}
            manual={settings.ordering === "manual"}
            total={total}
          />
        ) : view === "checklist" ? (
          <ChecklistView tasks={allTasks} manual={settings.ordering === "manual"} />
        ) : (
          <GanttView tasks={allTasks} />
        )}
      </Box>
    </TaskViewContext.Provider>
  );
}

export function BoardViewPage() {
  return <TaskViewPage kind="Board" />;
}
export function ListViewPage() {
  return <TaskViewPage kind="List" />;
}
export function ChecklistViewPage() {
  return <TaskViewPage kind="Checklist" />;
}
