import type { UpdateTaskBody } from "@bearish/shared/tasks/task";
import Alert from "@mui/material/Alert";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf, HttpError } from "../../../lib/http";
import { useWorkspaceItems } from "../../workspaces/hooks/use-items";
import { useWorkspace } from "../../workspaces/hooks/use-workspaces";
import { itemEntries, itemPath } from "../../workspaces/item-paths";
import { ActivityList } from "../card/activity-list";
import { ApprovalsPanel } from "../card/approvals-panel";
import { CommentsPanel } from "../card/comments-panel";
import { SubtasksSection } from "../card/subtasks-section";
import { TaskHeader } from "../card/task-header";
import { CardSection, TaskProperties } from "../card/task-properties";
import { TimePanel } from "../card/time-panel";
import { CustomFieldsSection } from "../fields/custom-fields-section";
import { useTask, useTaskDetailEvents } from "../hooks/use-task";
import { useUpdateTask } from "../hooks/use-task-mutations";

const TABS = ["comments", "approvals", "activity", "time"] as const;
type CardTab = (typeof TABS)[number];

/** The full task card at .../item/{itemId}/task/{taskId}. */
export function TaskPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { source = "bearish", workspaceId = "", itemId = "", taskId = "" } = useParams();
  const task = useTask(taskId);
  const workspace = useWorkspace(workspaceId);
  const items = useWorkspaceItems(workspaceId);
  const update = useUpdateTask();
  const [tab, setTab] = useState<CardTab>("comments");
  useTaskDetailEvents(workspaceId, taskId);

  const workspaceBase = to(`/workspace/${source}/${workspaceId}`);
  const item = items.data ? itemEntries(items.data).find((entry) => entry.id === itemId) : undefined;

  if (task.isPending) return <Skeleton variant="rounded" height={320} />;
  if (task.isError) {
    const missing = task.error instanceof HttpError && (task.error.status === 404 || task.error.status === 403);
    return (
      <Alert
        severity={missing ? "info" : "error"}
        action={
          <Button component={RouterLink} to={workspaceBase} color="inherit">
            {t("taskCard.page.backToWorkspace")}
          </Button>
        }
      >
        {missing ? t("taskCard.page.notFound") : (errorMessageOf(task.error) ?? t("taskCard.page.loadFailed"))}
      </Alert>
    );
  }

  const data = task.data;
  const change = (body: UpdateTaskBody) => update.mutate({ taskId: data.id, body });
  const canEditFields = workspace.data?.can.edit ?? false;

  return (
    <Stack spacing={2} component="article" aria-label={data.name}>
      <Breadcrumbs aria-label={t("taskCard.page.back")}>
        <Link component={RouterLink} to={workspaceBase} underline="hover" color="inherit">
          {workspace.data?.name ?? data.workspaceName}
        </Link>
        {item ? (
          <Link
            component={RouterLink}
            to={itemPath(workspaceBase, item.type, item.id)}
            underline="hover"
            color="inherit"
          >
            {item.name}
          </Link>
        ) : null}
        <Typography color="text.primary">{data.displayId}</Typography>
      </Breadcrumbs>
      {data.isArchived ? <Alert severity="warning">{t("taskCard.page.archivedBanner")}</Alert> : null}
      {!data.abilities.edit ? <Alert severity="info">{t("taskCard.page.readOnly")}</Alert> : null}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, md: 3 },
          borderTop: data.cardColor ? 6 : undefined,
          borderTopColor: data.cardColor ?? undefined,
        }}
      >
        <Stack spacing={3}>
          <TaskHeader task={data} workspaceSource={source} itemId={itemId} onChange={(body) => change(body)} />
          <TaskProperties task={data} workspaceTags={workspace.data?.tags ?? []} onChange={change} />
          <CardSection label={t("taskCard.fields.subTasks")}>
            <SubtasksSection task={data} />
          </CardSection>
          <CardSection label={t("taskCard.fields.customFields")}>
            <CustomFieldsSection
              task={data}
              fields={workspace.data?.customFields ?? []}
              canEditDefinition={canEditFields}
              onOpenApprovals={() => setTab("approvals")}
            />
          </CardSection>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Tabs value={tab} onChange={(_e, next: CardTab) => setTab(next)} aria-label={t("taskCard.page.tabs")}>
          <Tab value="comments" label={t("taskCard.comments.tab")} />
          <Tab value="approvals" label={t("taskCard.approvals.tab")} />
          <Tab value="activity" label={t("taskCard.activity.tab")} />
          <Tab value="time" label={t("taskCard.timeTab")} />
        </Tabs>
        <Divider sx={{ mb: 2 }} />
        {tab === "comments" ? (
          <CommentsPanel taskId={data.id} workspaceId={data.workspaceId} canComment={data.abilities.comment} />
        ) : null}
        {tab === "approvals" ? (
          <ApprovalsPanel taskId={data.id} workspaceId={data.workspaceId} canRequest={data.abilities.edit} />
        ) : null}
        {tab === "activity" ? <ActivityList taskId={data.id} /> : null}
        {/* Kept mounted so a running stopwatch survives switching tabs. */}
        <div hidden={tab !== "time"}>
          <TimePanel task={data} />
        </div>
      </Paper>
    </Stack>
  );
}
