import type { WorkspaceTask } from "@bearish/shared/tasks/task";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { PageHeading } from "../../../lib/ui/page-heading";
import { useWorkspaceList } from "../../workspaces/hooks/use-workspaces";
import {
  TASK_ROW_HEIGHT,
  WorkspaceTaskHeader,
  WorkspaceTaskRow,
  WorkspaceTaskSkeletonRows,
} from "../components/workspace-task-row";
import { WorkspaceTasksLive } from "../components/workspace-tasks-live";
import { GlobalFilterButton, GlobalFilterPanel } from "../filters/global-filter-panel";
import { TaskFilterPopover } from "../filters/task-filter-popover";
import { type Person, usePeopleDirectory } from "../filters/use-filter-people";
import { useTaskFilters } from "../filters/use-task-filters";
import { useWorkspaceTasks } from "../hooks/use-workspace-tasks";

/** Tasks of every workspace, with the filter popover and the global filter panel. */
export function TasksPage() {
  const { t } = useTranslation();
  const { filters, panel, params, activeCount, update, applyPanel, clearAll } = useTaskFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const workspaces = useWorkspaceList();
  const people = usePeopleDirectory();
  const list = useWorkspaceTasks(params);
  const workspaceIds = useMemo(() => (workspaces.data ?? []).map((w) => w.id), [workspaces.data]);
  const filtered = Object.keys(params).length > 0;
  const tagOptions = useMemo(() => [...new Set((workspaces.data ?? []).flatMap((w) => w.tags))], [workspaces.data]);

  let body: ReactNode;
  if (list.isPending) {
    body = <WorkspaceTaskSkeletonRows />;
  } else if (list.isError && list.tasks.length === 0) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t("taskFilters.page.retry")}
          </Button>
        }
      >
        {t("taskFilters.page.loadFailed")}
      </Alert>
    );
  } else if (list.tasks.length === 0) {
    body = <EmptyTasks filtered={filtered} onClear={clearAll} />;
  } else {
    body = (
      <VirtualTaskList
        tasks={list.tasks}
        people={people}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        // After a failed page, scrolling does not ask again on its own; "Load more" does.
        autoLoad={!list.isFetchNextPageError}
        onLoadMore={() => void list.fetchNextPage()}
      />
    );
  }

  return (
    <>
      <WorkspaceTasksLive workspaceIds={workspaceIds} />
      <PageHeading
        title={t("taskFilters.page.title")}
        subtitle={
          list.isPending || list.tasks.length === 0
            ? t("taskFilters.page.subtitle")
            : t("taskFilters.page.shown", { shown: list.tasks.length, total: list.total })
        }
        actions={
          <Stack direction="row" spacing={1}>
            <TaskFilterPopover
              filters={filters}
              workspaces={workspaces.data ?? []}
              onChange={update}
              onClearAll={clearAll}
            />
            <GlobalFilterButton count={activeCount} onClick={() => setPanelOpen(true)} />
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ overflow: "hidden" }} aria-busy={list.isFetching ? "true" : undefined}>
        <WorkspaceTaskHeader />
        {body}
      </Paper>
      <GlobalFilterPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        value={panel}
        onApply={applyPanel}
        tagOptions={tagOptions}
      />
    </>
  );
}

function EmptyTasks({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack spacing={1.5} sx={{ alignItems: "center", textAlign: "center", py: 8, px: 3 }}>
      <Typography variant="h6" component="h2">
        {t(filtered ? "taskFilters.page.emptyFilteredTitle" : "taskFilters.page.emptyTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t(filtered ? "taskFilters.page.emptyFilteredText" : "taskFilters.page.emptyText")}
      </Typography>
      {filtered ? (
        <Button variant="contained" onClick={onClear}>
          {t("taskFilters.page.clearFilters")}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to={to("/workspace")}>
          {t("taskFilters.page.openWorkspaces")}
        </Button>
      )}
    </Stack>
  );
}

interface VirtualTaskListProps {
  tasks: WorkspaceTask[];
  people: Map<string, Person>;
  hasMore: boolean;
  loadingMore: boolean;
  autoLoad: boolean;
  onLoadMore: () => void;
}

/** Only the rows in view are rendered; reaching the end loads the next page (and "Load more" does too). */
function VirtualTaskList({ tasks, people, hasMore, loadingMore, autoLoad, onLoadMore }: VirtualTaskListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TASK_ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (autoLoad && hasMore && !loadingMore && lastIndex >= tasks.length - 1) onLoadMore();
  }, [autoLoad, hasMore, loadingMore, lastIndex, tasks.length, onLoadMore]);

  return (
    <>
      <Box
        ref={scrollRef}
        role="list"
        aria-label={t("taskFilters.page.listLabel")}
        sx={{ height: "calc(100vh - 300px)", minHeight: 320, overflowY: "auto" }}
      >
        <Box sx={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {items.map((item) => {
            const task = tasks[item.index];
            if (!task) return null;
            return (
              <Box
                key={task.id}
                role="listitem"
                aria-setsize={tasks.length}
                aria-posinset={item.index + 1}
                sx={{ position: "absolute", top: 0, insetInlineStart: 0, width: "100%" }}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <WorkspaceTaskRow task={task} people={people} />
              </Box>
            );
          })}
        </Box>
      </Box>
      {hasMore ? (
        <Box sx={{ display: "flex", justifyContent: "center", p: 1.5, borderTop: 1, borderColor: "divider" }}>
          <Button onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t("taskFilters.page.loadingMore") : t("taskFilters.page.loadMore")}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
