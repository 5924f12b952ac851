import { COMMENT_BODY_MAX, type PageComment, type PageCommentThread } from "@bearish/shared/pages/page-comments";
import type { PageState } from "@bearish/shared/pages/page-state";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { relativeTime } from "../../workspaces/relative-time";
import { revealAnchor } from "../editor/anchors";
import { useCommentActions } from "../hooks/use-page-comments";
import type { PageTarget } from "../page-target";
import { personName } from "./person-name";

interface CommentThreadProps {
  thread: PageCommentThread;
  target: PageTarget;
  editor: Editor | null;
  role: PageState["role"];
  meId: string | null;
}

/** One thread: its quote (click to show it in the page), the comment, replies, reply box, resolve. */
export function CommentThread({ thread, target, editor, role, meId }: CommentThreadProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const actions = useCommentActions(target);
  const [reply, setReply] = useState("");
  const canComment = role !== "view";
  const resolved = thread.resolvedAt !== null;
  const onError = (error: unknown) =>
    showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) });

  const show = () => {
    if (editor && thread.anchor && !revealAnchor(editor, thread.anchor)) {
      showSnackbar(t("pages.toast.anchorGone"), { severity: "warning" });
    }
  };
  const sendReply = () => {
    const body = reply.trim();
    if (!body) return;
    actions.reply.mutate({ commentId: thread.id, body }, { onSuccess: () => setReply(""), onError });
  };

  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 1.5 }}
      aria-label={personName(thread.author, t("pages.someone"))}
    >
      {thread.anchor ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          color="text.secondary"
          onClick={show}
          disabled={!editor}
          aria-label={t("pages.comments.showInPage", { quote: thread.anchor.quote })}
          sx={{
            display: "block",
            textAlign: "start",
            mb: 1,
            paddingInlineStart: 1,
            borderInlineStart: 3,
            borderColor: "warning.main",
            whiteSpace: "pre-wrap",
            overflowWrap: "anywhere",
          }}
        >
          {thread.anchor.quote}
        </Link>
      ) : null}
      <CommentBody comment={thread} target={target} role={role} meId={meId} />
      {thread.replies.length ? (
        <Stack spacing={1} sx={{ mt: 1, paddingInlineStart: 2, borderInlineStart: 1, borderColor: "divider" }}>
          {thread.replies.map((r) => (
            <CommentBody key={r.id} comment={r} target={target} role={role} meId={meId} />
          ))}
        </Stack>
      ) : null}
      {resolved ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
          {t("pages.comments.resolvedBy", { name: personName(thread.resolvedBy, t("pages.someone")) })}
        </Typography>
      ) : null}
      {canComment ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {!resolved ? (
            <TextField
              size="small"
              multiline
              placeholder={t("pages.comments.replyPlaceholder")}
              slotProps={{
                htmlInput: { "aria-label": t("pages.comments.replyPlaceholder"), maxLength: COMMENT_BODY_MAX },
              }}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          ) : null}
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button
              size="small"
              onClick={() => actions.resolve.mutate({ commentId: thread.id, resolved: !resolved }, { onError })}
            >
              {resolved ? t("pages.comments.reopen") : t("pages.comments.resolve")}
            </Button>
            {!resolved ? (
              <Button size="small" variant="contained" disabled={!reply.trim()} onClick={sendReply}>
                {t("pages.comments.reply")}
              </Button>
            ) : null}
          </Box>
        </Stack>
      ) : null}
    </Paper>
  );
}

interface CommentBodyProps {
  comment: PageComment;
  target: PageTarget;
  role: PageState["role"];
  meId: string | null;
}

/** Author, time and text of one comment, with edit (its author) and delete (its author or an editor). */
function CommentBody({ comment, target, role, meId }: CommentBodyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { showSnackbar } = useSnackbar();
  const actions = useCommentActions(target);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = personName(comment.author, t("pages.someone"));
  const mine = comment.author !== null && comment.author.id === meId;
  const canDelete = mine || role === "edit";
  const onError = (error: unknown) =>
    showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) });

  const saveEdit = () => {
    const body = editing?.trim();
    if (!body) return;
    actions.edit.mutate({ commentId: comment.id, body }, { onSuccess: () => setEditing(null), onError });
  };

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <UserAvatar
          avatar={comment.author?.avatar ?? null}
          fallback={comment.author?.avatar_fallBack ?? "?"}
          name={name}
          size={24}
        />
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {relativeTime(comment.createdAt, locale)}
          {comment.updatedAt !== comment.createdAt ? ` · ${t("pages.comments.edited")}` : ""}
        </Typography>
        {mine || canDelete ? (
          <IconButton
            ref={menuButton}
            size="small"
            aria-label={t("pages.comments.actionsFor", { name })}
            onClick={() => setMenuOpen(true)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {editing !== null ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            multiline
            autoFocus
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            slotProps={{ htmlInput: { "aria-label": t("pages.comments.edit"), maxLength: COMMENT_BODY_MAX } }}
          />
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button size="small" onClick={() => setEditing(null)}>
              {t("pages.cancel")}
            </Button>
            <Button size="small" variant="contained" disabled={!editing.trim()} onClick={saveEdit}>
              {t("pages.save")}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {comment.body}
        </Typography>
      )}
      <Menu anchorEl={menuButton.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        {mine ? (
          <MenuItem
            onClick={() => {
              setMenuOpen(false);
              setEditing(comment.body);
            }}
          >
            {t("pages.comments.edit")}
          </MenuItem>
        ) : null}
        {canDelete ? (
          <MenuItem
            onClick={() => {
              setMenuOpen(false);
              setConfirmDelete(true);
            }}
            sx={{ color: "error.main" }}
          >
            {t("pages.comments.delete")}
          </MenuItem>
        ) : null}
      </Menu>
      <ConfirmDialog
        open={confirmDelete}
        title={t("pages.comments.deleteTitle")}
        text={t("pages.comments.deleteText")}
        confirmLabel={t("pages.comments.delete")}
        busy={actions.remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => actions.remove.mutate(comment.id, { onSuccess: () => setConfirmDelete(false), onError })}
      />
    </Box>
  );
}
