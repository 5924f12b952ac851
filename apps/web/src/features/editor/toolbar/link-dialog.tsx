import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { Editor } from "@tiptap/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkLinkUrl } from "../editor-rules";

/** The selection's text and link when the dialog opens (a caret inside a link takes the whole link). */
export function readLinkSelection(editor: Editor): { text: string; url: string } {
  if (editor.isActive("link")) editor.commands.extendMarkRange("link");
  const { from, to } = editor.state.selection;
  const text = editor.state.doc.textBetween(from, to, " ");
  const href = editor.getAttributes("link").href;
  return { text, url: typeof href === "string" ? href : "" };
}

/**
 * Applies the dialog (spec §5): an empty url removes the link; an invalid one returns `Invalid_url`;
 * otherwise the selection becomes the link, or the text is inserted as a link when nothing is
 * selected or the text was changed.
 */
export function applyLink(editor: Editor, text: string, url: string, selectedText: string): string | null {
  const check = checkLinkUrl(url);
  if (check.kind === "invalid") return check.message;
  const chain = editor.chain().focus().extendMarkRange("link");
  if (check.kind === "remove") {
    chain.unsetLink().run();
    return null;
  }
  const label = text.trim() || check.href;
  const { from, to } = editor.state.selection;
  if (from === to || label !== selectedText) {
    chain.insertContent({ type: "text", text: label, marks: [{ type: "link", attrs: { href: check.href } }] }).run();
  } else {
    chain.setLink({ href: check.href }).run();
  }
  return null;
}

interface LinkDialogProps {
  editor: Editor;
  initial: { text: string; url: string };
  onClose: () => void;
}

/** The link editor of spec §2: text and url with Apply. */
export function LinkDialog({ editor, initial, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial.text);
  const [url, setUrl] = useState(initial.url);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = applyLink(editor, text, url, initial.text);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="editor-link-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="editor-link-title">{t("editor.link.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t("editor.link.text")} value={text} onChange={(e) => setText(e.target.value)} />
            <TextField
              label={t("editor.link.url")}
              value={url}
              autoFocus
              inputMode="url"
              onChange={(e) => {
                setUrl(e.target.value);
                setError(null);
              }}
              error={error !== null}
              slotProps={{ htmlInput: { "aria-invalid": error !== null, dir: "ltr" } }}
            />
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          {initial.url ? (
            <Button
              color="error"
              onClick={() => {
                applyLink(editor, text, "", initial.text);
                onClose();
              }}
            >
              {t("editor.link.remove")}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t("editor.cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("editor.link.apply")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
