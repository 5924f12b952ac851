import type { TaskComment } from "@bearish/shared/tasks/task-comments";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import {
  useAddComment,
  useDeleteComment,
  useEditComment,
  useTaskCommentEvents,
  useTaskComments,
} from "../hooks/use-task-comments";
import { MentionComposer } from "./mention-composer";
import { fullName, membersAsPeople, type PickerPerson } from "./people";

function CommentItem({
  comment,
  mine,
  people,
  taskId,
  onDelete,
}: {
  comment: TaskComment;
  mine: boolean;
  people: PickerPerson[];
  taskId: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditComment(taskId);
  const [editing, setEditing] = useState(false);
  const author = comment.author;
  const name = author ? fullName(author) : t("taskCard.comments.unknownAuthor");
  return (
    <Box component="li" sx={{ display: "flex", gap: 1.5, listStyle: "none" }} aria-label={name}>
      <UserAvatar avatar={author?.avatar ?? null} fallback={author?.avatar_fallBack ?? "?"} name={name} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", gap: 1, alignItems: "baseline", flexWrap: "wrap" }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {dayjs(comment.createdAt).format("MM/DD/YY HH:mm")}
            {comment.edited ? ` · ${t("taskCard.comments.edited")}` : ""}
          </Typography>
        </Box>
        {editing ? (
          <MentionComposer
            people={people}
            label={t("taskCard.comments.edit")}
            initial={comment.body}
            autoFocus
            busy={edit.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(body) => edit.mutateAsync({ id: comment.id, body }).then(() => setEditing(false))}
          />
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {comment.body}
          </Typography>
        )}
        {mine && !editing ? (
          <Box sx={{ display: "flex", gap: 0.5 }}>
            <Button
              size="small"
              onClick={() => setEditing(true)}
              aria-label={`${t("taskCard.comments.edit")} ${comment.id}`}
            >
              {t("taskCard.comments.edit")}
            </Button>
            <Button size="small" color="error" onClick={onDelete}>
              {t("taskCard.comments.delete")}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** A task's comments: older pages on demand, @mentions of workspace members, live from other people. */
export function CommentsPanel({
  taskId,
  workspaceId,
  canComment,
}: {
  taskId: string;
  workspaceId: string;
  canComment: boolean;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const members = useWorkspaceMembers(workspaceId);
  const comments = useTaskComments(taskId);
  const add = useAddComment(taskId);
  const remove = useDeleteComment(taskId);
  const [deleting, setDeleting] = useState<string | null>(null);
  useTaskCommentEvents(workspaceId, taskId);
  const people = membersAsPeople(members.data?.members);

  return (
    <Stack spacing={2}>
      {comments.hasNextPage ? (
        <Button
          size="small"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          sx={{ alignSelf: "center" }}
        >
          {t("taskCard.comments.loadOlder")}
        </Button>
      ) : null}
      {comments.isPending ? <CircularProgress size={24} sx={{ alignSelf: "center" }} /> : null}
      {comments.isError ? <Alert severity="error">{t("taskCard.comments.loadFailed")}</Alert> : null}
      {comments.isSuccess && comments.comments.length === 0 ? (
        <Typography color="text.secondary">{t("taskCard.comments.none")}</Typography>
      ) : null}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t("taskCard.comments.tab")}>
        {comments.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            mine={comment.author?.id === me.id}
            people={people}
            taskId={taskId}
            onDelete={() => setDeleting(comment.id)}
          />
        ))}
      </Stack>
      {canComment ? (
        <MentionComposer
          people={people}
          label={t("taskCard.comments.composer")}
          placeholder={t("taskCard.comments.placeholder")}
          busy={add.isPending}
          onSubmit={(body) => add.mutateAsync(body)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("taskCard.comments.deleteTitle")}
        text={t("taskCard.comments.deleteText")}
        confirmLabel={t("taskCard.comments.delete")}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
