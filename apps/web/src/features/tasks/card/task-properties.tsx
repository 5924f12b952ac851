import type { TaskDetail, UpdateTaskBody } from "@bearish/shared/tasks/task";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import { AttachmentsField } from "./attachments-field";
import { LinksEditor } from "./links-editor";
import { membersAsPeople } from "./people";
import { TagsPicker } from "./tags-picker";
import { DateInput, PrioritySelect, StatusSelect, TaskTypeSelect, toDateInput } from "./task-selects";
import { UserPicker } from "./user-picker";

export function CardSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** Details as plain text, saved when the field loses focus (only when changed). */
function DetailsEditor({
  value,
  disabled,
  onSave,
}: {
  value: string;
  disabled: boolean;
  onSave: (v: string | null) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <TextField
      multiline
      minRows={3}
      fullWidth
      disabled={disabled}
      placeholder={t("taskCard.fields.detailsPlaceholder")}
      slotProps={{ htmlInput: { "aria-label": t("taskCard.fields.details") } }}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        if (draft !== value) onSave(draft.trim() ? draft : null);
      }}
    />
  );
}

/** Short fields side by side, as many per row as fit (one on a phone). */
const PROPERTY_GRID = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: 1.5,
  alignItems: "center",
  justifyItems: "start",
  "& > .MuiFormControl-root": { width: "100%" },
} as const;

/** The full card's fields: status, priority, type, assignees, dates, tags, details, links, attachments. */
export function TaskProperties({
  task,
  workspaceTags,
  onChange,
}: {
  task: TaskDetail;
  workspaceTags: readonly string[];
  onChange: (body: UpdateTaskBody) => void;
}) {
  const { t } = useTranslation();
  const members = useWorkspaceMembers(task.workspaceId);
  const readOnly = !task.abilities.edit;
  const date = (key: "dueDate" | "startDate" | "endDate") => (value: string) => onChange({ [key]: value || null });
  return (
    <Stack spacing={2.5}>
      <Box sx={PROPERTY_GRID}>
        <StatusSelect value={task.status.value} disabled={readOnly} onChange={(status) => onChange({ status })} />
        <PrioritySelect
          value={task.priority.value}
          disabled={readOnly}
          onChange={(priority) => onChange({ priority })}
        />
        <TaskTypeSelect value={task.taskType} disabled={readOnly} onChange={(taskType) => onChange({ taskType })} />
        <UserPicker
          people={membersAsPeople(members.data?.members)}
          selectedIds={task.assignedUserIds}
          onChange={(assignedUserIds) => onChange({ assignedUserIds })}
          label={t("taskCard.fields.assignees")}
          disabled={readOnly}
        />
      </Box>
      <Box sx={PROPERTY_GRID}>
        <DateInput
          label={t("taskCard.fields.dueDate")}
          value={toDateInput(task.dueDate)}
          disabled={readOnly}
          onChange={date("dueDate")}
        />
        <DateInput
          label={t("taskCard.fields.startDate")}
          value={toDateInput(task.startDate)}
          disabled={readOnly}
          onChange={date("startDate")}
        />
        <DateInput
          label={t("taskCard.fields.endDate")}
          value={toDateInput(task.endDate)}
          disabled={readOnly}
          onChange={date("endDate")}
        />
      </Box>
      <CardSection label={t("taskCard.fields.tags")}>
        <TagsPicker
          tags={task.tags}
          workspaceTags={workspaceTags}
          disabled={readOnly}
          onChange={(tags) => onChange({ tags })}
        />
      </CardSection>
      <CardSection label={t("taskCard.fields.details")}>
        <DetailsEditor value={task.details ?? ""} disabled={readOnly} onSave={(details) => onChange({ details })} />
      </CardSection>
      <CardSection label={t("taskCard.fields.links")}>
        <LinksEditor links={task.links} disabled={readOnly} onApply={(links) => onChange({ links })} />
      </CardSection>
      <CardSection label={t("taskCard.fields.attachments")}>
        <AttachmentsField
          attachments={task.attachments}
          disabled={readOnly}
          onChange={(attachments) => onChange({ attachments })}
        />
      </CardSection>
    </Stack>
  );
}
