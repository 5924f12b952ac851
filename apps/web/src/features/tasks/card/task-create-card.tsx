import type { Task } from "@bearish/shared/tasks/task";
import { normalizeTaskLinks } from "@bearish/shared/tasks/task-rules";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Dialog from "@mui/material/Dialog";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import { useWorkspace } from "../../workspaces/hooks/use-workspaces";
import { CustomFieldPalette } from "../fields/custom-field-palette";
import { CustomFieldRows } from "../fields/custom-fields-section";
import { useCreateSubtask, useCreateTask, useUpdateCustomElements } from "../hooks/use-task-mutations";
import { AttachmentsField } from "./attachments-field";
import { draftBody, initialDraft, type TaskCreateDefaults, type TaskDraft } from "./create-draft";
import { type LinkRow, LinksEditor } from "./links-editor";
import { membersAsPeople } from "./people";
import { SubtasksDraft } from "./subtasks-draft";
import { TagsPicker } from "./tags-picker";
import { DateInput, PrioritySelect, StatusSelect, TaskTypeSelect } from "./task-selects";
import { UserPicker } from "./user-picker";

export interface TaskCreateCardProps {
  workspaceId: string;
  /** The board, list or checklist the task goes into. */
  componentId?: string;
  defaults?: TaskCreateDefaults;
  onClose: () => void;
  onCreated?: (task: Task) => void;
}

const NO_LINKS: LinkRow[] = [];

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The task creation card (spec §2, §4): the form, custom fields, sub-tasks (created after the parent
 * with its id) and "Create more" (on: the form resets and stays open; off: the card closes). The
 * advanced create opens the new task's full card.
 */
export function TaskCreateCard({ workspaceId, componentId, defaults, onClose, onCreated }: TaskCreateCardProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const params = useParams();
  const workspace = useWorkspace(workspaceId);
  const members = useWorkspaceMembers(workspaceId);
  const createTask = useCreateTask();
  const createSubtask = useCreateSubtask();
  const updateCustomElements = useUpdateCustomElements();
  const [draft, setDraft] = useState<TaskDraft>(() => initialDraft(defaults));
  const [formKey, setFormKey] = useState(0);
  const [createMore, setCreateMore] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fields = workspace.data?.customFields ?? [];
  const people = membersAsPeople(members.data?.members);

  const submit = async (advanced: boolean) => {
    const links = normalizeTaskLinks(draft.links);
    if (!links.ok) {
      setLinkError(links.message);
      return;
    }
    setLinkError(null);
    setBusy(true);
    let task: Task;
    try {
      task = await createTask.mutateAsync(
        draftBody(draft, links.links, workspaceId, componentId, defaults?.fromBoardColumn),
      );
    } catch (error) {
      showSnackbar(t("taskCard.create.failed"), { severity: "error", detail: errorMessageOf(error) });
      setBusy(false);
      return;
    }
    // Sub-tasks need the parent's id, so they follow it, in the order they were listed.
    for (const name of draft.subTasks) {
      try {
        await createSubtask.mutateAsync({ parentId: task.id, body: { name } });
      } catch (error) {
        showSnackbar(t("taskCard.create.subtaskFailed"), { severity: "warning", detail: errorMessageOf(error) });
        break;
      }
    }
    if (Object.keys(draft.customElements).length > 0) {
      try {
        await updateCustomElements.mutateAsync({ taskId: task.id, customElements: draft.customElements });
      } catch (error) {
        showSnackbar(t("taskCard.create.fieldsFailed"), { severity: "warning", detail: errorMessageOf(error) });
      }
    }
    setBusy(false);
    showSnackbar(t("taskCard.create.created"), { severity: "success" });
    onCreated?.(task);
    if (advanced) {
      const { locale = "en", source = "bearish" } = params;
      const itemId = params.itemId ?? componentId ?? "tasks";
      onClose();
      navigate(`/${locale}/workspace/${source}/${workspaceId}/item/${itemId}/task/${task.id}`);
    } else if (createMore) {
      setDraft(initialDraft(defaults));
      setFormKey((k) => k + 1);
    } else {
      onClose();
    }
  };

  return (
    <Card component="section" aria-label={t("taskCard.create.heading")} sx={{ maxWidth: 720, width: "100%" }}>
      <CardHeader
        title={t("taskCard.create.heading")}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
        action={
          <IconButton aria-label={t("taskCard.create.close")} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        }
      />
      <CardContent key={formKey} sx={{ maxHeight: "70vh", overflow: "auto" }}>
        <Stack spacing={2}>
          <TextField
            autoFocus
            label={t("taskCard.fields.title")}
            placeholder={t("taskCard.fields.titlePlaceholder")}
            value={draft.name}
            onChange={(e) => set("name", e.target.value)}
            fullWidth
          />
          <TextField
            label={t("taskCard.fields.details")}
            placeholder={t("taskCard.fields.detailsPlaceholder")}
            value={draft.details}
            onChange={(e) => set("details", e.target.value)}
            multiline
            minRows={3}
            fullWidth
          />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
            <StatusSelect value={draft.status} onChange={(v) => set("status", v)} />
            <PrioritySelect value={draft.priority} onChange={(v) => set("priority", v)} />
            <TaskTypeSelect value={draft.taskType} onChange={(v) => set("taskType", v)} />
            <UserPicker
              people={people}
              selectedIds={draft.assignedUserIds}
              onChange={(ids) => set("assignedUserIds", ids)}
              label={t("taskCard.fields.assignees")}
            />
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
            <DateInput label={t("taskCard.fields.dueDate")} value={draft.dueDate} onChange={(v) => set("dueDate", v)} />
            <DateInput
              label={t("taskCard.fields.startDate")}
              value={draft.startDate}
              onChange={(v) => set("startDate", v)}
            />
            <DateInput label={t("taskCard.fields.endDate")} value={draft.endDate} onChange={(v) => set("endDate", v)} />
          </Box>
          <Section label={t("taskCard.fields.tags")}>
            <TagsPicker tags={draft.tags} workspaceTags={workspace.data?.tags ?? []} onChange={(v) => set("tags", v)} />
          </Section>
          <Section label={t("taskCard.fields.links")}>
            <LinksEditor
              links={NO_LINKS}
              onApply={(links) => {
                setLinkError(null);
                set("links", links);
              }}
              onDraftChange={(rows) => {
                setLinkError(null);
                set("links", rows);
              }}
              externalError={linkError}
            />
          </Section>
          <Section label={t("taskCard.fields.attachments")}>
            <AttachmentsField attachments={draft.attachments} onChange={(v) => set("attachments", v)} />
          </Section>
          <Section label={t("taskCard.fields.subTasks")}>
            <SubtasksDraft names={draft.subTasks} onChange={(v) => set("subTasks", v)} />
          </Section>
          <Divider />
          <Section label={t("taskCard.fields.customFields")}>
            <CustomFieldRows
              fields={fields}
              values={draft.customElements}
              onSave={(fieldId, input) =>
                setDraft((d) => {
                  const next = { ...d.customElements };
                  if (input === null) delete next[fieldId];
                  else next[fieldId] = input;
                  return { ...d, customElements: next };
                })
              }
              disabled={false}
              workspaceId={workspaceId}
              task={null}
              canEditDefinition={workspace.data?.can.edit ?? false}
            />
            {workspace.data?.can.edit ? (
              <Box sx={{ mt: 1 }}>
                <CustomFieldPalette workspaceId={workspaceId} />
              </Box>
            ) : null}
          </Section>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: "space-between", px: 2, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <FormControlLabel
          control={<Switch checked={createMore} onChange={(e) => setCreateMore(e.target.checked)} />}
          label={t("taskCard.create.createMore")}
        />
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button disabled={busy} onClick={() => void submit(true)}>
            {t("taskCard.create.advanced")}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit(false)}>
            {t("taskCard.create.submit")}
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}

/** The creation card in a dialog, for callers that open it from a button. */
export function TaskCreateDialog({ open, ...props }: TaskCreateCardProps & { open: boolean }) {
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { sx: { bgcolor: "transparent", boxShadow: "none" } } }}
    >
      {open ? <TaskCreateCard {...props} /> : null}
    </Dialog>
  );
}
