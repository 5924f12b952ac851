import type { TaskDetail } from "@bearish/shared/tasks/task";
import type { CustomField } from "@bearish/shared/workspaces/custom-fields";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useUpdateCustomElements } from "../hooks/use-task-mutations";
import { CustomFieldPalette } from "./custom-field-palette";
import { FieldEditor } from "./field-editor";
import type { FieldValue } from "./field-props";

/** One row per field: its name and its editor. */
export function CustomFieldRows({
  fields,
  values,
  onSave,
  disabled,
  workspaceId,
  task,
  canEditDefinition,
  onOpenApprovals,
}: {
  fields: CustomField[];
  values: Record<string, FieldValue>;
  onSave: (fieldId: string, input: Record<string, unknown> | null) => void;
  disabled: boolean;
  workspaceId: string;
  task: TaskDetail | null;
  canEditDefinition: boolean;
  onOpenApprovals?: () => void;
}) {
  return (
    <Stack spacing={1.5}>
      {fields.map((field) => (
        <Box
          key={field.id}
          sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, gap: 1, alignItems: "center" }}
        >
          <Typography variant="body2" color="text.secondary" noWrap title={field.name}>
            {field.name}
          </Typography>
          <FieldEditor
            field={field}
            value={values[field.id]}
            onSave={(input) => onSave(field.id, input)}
            disabled={disabled}
            workspaceId={workspaceId}
            task={task}
            canEditDefinition={canEditDefinition}
            onOpenApprovals={onOpenApprovals}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** The full card's custom fields: the workspace's fields with their editors, and "Add field" for editors. */
export function CustomFieldsSection({
  task,
  fields,
  canEditDefinition,
  onOpenApprovals,
}: {
  task: TaskDetail;
  fields: CustomField[];
  canEditDefinition: boolean;
  onOpenApprovals: () => void;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const update = useUpdateCustomElements();
  const save = (fieldId: string, input: Record<string, unknown> | null) =>
    update.mutate(
      { taskId: task.id, customElements: { [fieldId]: input } },
      {
        onError: (error) =>
          showSnackbar(t("taskCard.customFields.saveFailed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );
  return (
    <Stack spacing={1.5}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("taskCard.customFields.none")}
        </Typography>
      ) : (
        <CustomFieldRows
          fields={fields}
          values={task.customElements}
          onSave={save}
          disabled={!task.abilities.edit}
          workspaceId={task.workspaceId}
          task={task}
          canEditDefinition={canEditDefinition}
          onOpenApprovals={onOpenApprovals}
        />
      )}
      {canEditDefinition ? <CustomFieldPalette workspaceId={task.workspaceId} /> : null}
    </Stack>
  );
}
