import { CLOUD_COMMENT_MAX_LENGTH, type CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { useAddFileComment, useDeleteFileComment, useFileComments } from "../../hooks/details/use-file-comments";
import type { FileAbilities } from "./file-abilities";
import { formatWhen, initialsOf, personName } from "./format-when";

/** Comments on a file: commenters add with Enter; the author or the file's owner may delete one. */
export function FileComments({ file, abilities }: { file: CloudFile; abilities: FileAbilities }) {
  const { t, i18n } = useTranslation();
  const comments = useFileComments(file.id);
  const add = useAddFileComment(file.id);
  const remove = useDeleteFileComment(file.id);
  const [text, setText] = useState("");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      {abilities.canComment ? (
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={6}
          placeholder={t("cloudDetails.comments.placeholder")}
          slotProps={{
            htmlInput: { "aria-label": t("cloudDetails.comments.placeholder"), maxLength: CLOUD_COMMENT_MAX_LENGTH },
          }}
          value={text}
          disabled={add.isPending}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            const body = text.trim();
            if (!body) return;
            add.mutate(body, { onSuccess: () => setText("") });
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" role="note">
          {t("cloudDetails.comments.noAccess")}
        </Typography>
      )}
      {comments.isPending ? <CircularProgress size={24} sx={{ alignSelf: "center" }} /> : null}
      {comments.isError ? <Alert severity="error">{t("cloudDetails.comments.loadFailed")}</Alert> : null}
      {comments.data && comments.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("cloudDetails.comments.empty")}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1.5 }}>
        {(comments.data ?? []).map((comment) => {
          const name = personName(comment.author) || t("cloudDetails.info.unknownUser");
          return (
            <Box component="li" key={comment.id} sx={{ display: "flex", gap: 1, listStyle: "none" }} aria-label={name}>
              <UserAvatar avatar={comment.author.avatar} fallback={initialsOf(comment.author)} name={name} size={28} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: "flex", gap: 1, alignItems: "baseline", flexWrap: "wrap" }}>
                  <Typography variant="subtitle2">{name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatWhen(comment.createdAt, i18n.language)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {comment.body}
                </Typography>
              </Box>
              {comment.canDelete ? (
                <IconButton
                  size="small"
                  aria-label={t("cloudDetails.comments.delete")}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(comment.id)}
                  sx={{ alignSelf: "flex-start" }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
