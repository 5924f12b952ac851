import type { Message } from "@bearish/shared/messaging/message";
import { TASK_DETAILS_MAX_LENGTH, TASK_NAME_MAX_LENGTH, type Task } from "@bearish/shared/tasks/task";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../../app/locale/use-locale";
import { errorMessageOf } from "../../../../lib/http";
import { messagePlainText } from "../../../../lib/safe-html";
import { SNACKBAR_AUTO_HIDE_MS } from "../../../../lib/snackbar";
import { createTask } from "../../../tasks/api";
import { taskCardPath } from "../../../tasks/components/workspace-task-row";
import { useWorkspaceList } from "../../../workspaces/hooks/use-workspaces";
import type { ConversationRef } from "../../hooks/use-messages";
import { conversationPath } from "../list/conversation-paths";

/** The task name prefilled from a message: its first 120 characters. */
export const TASK_NAME_FROM_MESSAGE = 120;

function TaskForm({
  message,
  conversation,
  onClose,
  onCreated,
}: {
  message: Message;
  conversation: ConversationRef;
  onClose: () => void;
  onCreated: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const workspaces = useWorkspaceList();
  const text = messagePlainText(message.content);
  const link = `${window.location.origin}${to(conversationPath(conversation))}`;
  const [workspaceId, setWorkspaceId] = useState("");
  const [name, setName] = useState(text.replace(/\s+/g, " ").slice(0, TASK_NAME_FROM_MESSAGE));
  const [details, setDetails] = useState(
    `${text}\n\n${t("messagingConversation.task.from", { url: link })}`.trim().slice(0, TASK_DETAILS_MAX_LENGTH),
  );
  const chosen = workspaceId || workspaces.data?.[0]?.id || "";
  const create = useMutation({
    mutationFn: async () => (await createTask({ workspaceId: chosen, name: name.trim(), details })).data,
    onSuccess: onCreated,
  });
  const none = workspaces.isSuccess && workspaces.data.length === 0;

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {none ? <Alert severity="info">{t("messagingConversation.task.noWorkspaces")}</Alert> : null}
          <TextField
            select
            label={t("messagingConversation.task.workspace")}
            value={chosen}
            onChange={(event) => setWorkspaceId(event.target.value)}
            disabled={none}
          >
            {(workspaces.data ?? []).map((workspace) => (
              <MenuItem key={workspace.id} value={workspace.id}>
                {workspace.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t("messagingConversation.task.name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TASK_NAME_MAX_LENGTH } }}
            required
          />
          <TextField
            label={t("messagingConversation.task.details")}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            multiline
            minRows={3}
            maxRows={10}
            slotProps={{ htmlInput: { maxLength: TASK_DETAILS_MAX_LENGTH } }}
          />
          {create.error ? <Alert severity="error">{errorMessageOf(create.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          onClick={() => create.mutate()}
          disabled={!chosen || !name.trim() || create.isPending}
        >
          {t("messagingConversation.task.create")}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * "Create task" from a message: a real task in a workspace the person picks, named after the message,
 * its details the message with a link back to the conversation; then a snackbar links to the task.
 */
export function CreateTaskDialog({
  message,
  conversation,
  onClose,
}: {
  message: Message | null;
  conversation: ConversationRef;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [created, setCreated] = useState<Task | null>(null);
  return (
    <>
      <Dialog open={message !== null} onClose={onClose} maxWidth="sm" fullWidth>
        <DialogTitle>{t("messagingConversation.task.title")}</DialogTitle>
        {message ? (
          <TaskForm
            key={message.id}
            message={message}
            conversation={conversation}
            onClose={onClose}
            onCreated={(task) => {
              setCreated(task);
              onClose();
            }}
          />
        ) : null}
      </Dialog>
      <Snackbar
        open={created !== null}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") setCreated(null);
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          severity="success"
          variant="filled"
          action={
            created ? (
              <Button color="inherit" size="small" component={RouterLink} to={to(taskCardPath(created))}>
                {t("messagingConversation.task.open")}
              </Button>
            ) : null
          }
        >
          {t("messagingConversation.task.created")}
        </Alert>
      </Snackbar>
    </>
  );
}
