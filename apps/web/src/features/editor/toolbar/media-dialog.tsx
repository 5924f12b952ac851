import { PAGE_FILE_TYPES } from "@bearish/shared/pages/page-files";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { Editor } from "@tiptap/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { checkLinkUrl, INVALID_URL_MESSAGE } from "../editor-rules";
import { useUploadImage } from "../hooks/use-upload-image";

/** Inserts an image block (the `image` node; its view shows loading and missing states). */
export function insertImage(editor: Editor, src: string, filename: string) {
  return editor
    .chain()
    .focus()
    .insertContent({ type: "image", attrs: { src, filename, alt: filename || "Image" } })
    .run();
}

/** The toolbar's media button: upload an image or give its URL (http or https). */
export function MediaDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        insertImage(editor, uploaded.src, uploaded.name);
        onClose();
      },
      onError: (e) => setError(errorMessageOf(e) ?? t("editor.media.uploadFailed")),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLinkUrl(url);
    if (check.kind !== "set") {
      setError(INVALID_URL_MESSAGE);
      return;
    }
    insertImage(editor, check.href, check.href.split("/").pop() ?? "");
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="editor-media-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="editor-media-title">{t("editor.media.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Button component="label" variant="outlined" disabled={upload.isPending}>
              {upload.isPending ? t("editor.media.uploading") : t("editor.media.upload")}
              <input hidden type="file" accept={PAGE_FILE_TYPES.join(",")} onChange={onFile} />
            </Button>
            <Divider />
            <TextField
              label={t("editor.media.url")}
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(null);
              }}
              slotProps={{ htmlInput: { dir: "ltr" } }}
            />
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("editor.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={!url.trim()}>
            {t("editor.media.insert")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
