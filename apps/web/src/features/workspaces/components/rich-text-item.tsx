import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf, HttpError } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { sanitizeHtml } from "../sanitize-html";

interface RichTextItemProps {
  title: string;
  content: string;
  version: number;
  canEdit: boolean;
  /** Saves title and content against `version`; a 409 means someone else saved first. */
  onSave: (body: { title: string; content: string; version: number }) => Promise<unknown>;
  /** Reloads the item after a conflict. */
  onReload: () => void;
}

/** A document or wiki page: sanitized HTML read-only, and a plain editable area for those who may edit. */
export function RichTextItem({ title, content, version, canEdit, onSave, onReload }: RichTextItemProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [draftTitle, setDraftTitle] = useState(title);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editor = useRef<HTMLDivElement>(null);
  const html = sanitizeHtml(content);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave({
        title: draftTitle.trim() || title,
        content: sanitizeHtml(editor.current?.innerHTML ?? ""),
        version,
      });
      showSnackbar(t("workspace.doc.saved"), { severity: "success" });
      setEditing(false);
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) {
        showSnackbar(t("workspace.doc.conflict"), { severity: "warning" });
        setEditing(false);
        onReload();
      } else {
        setError(errorMessageOf(e));
      }
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <Stack spacing={2}>
        <TextField
          label={t("workspace.doc.title")}
          value={draftTitle}
          onChange={(e) => setDraftTitle(e.target.value)}
        />
        <Box
          ref={editor}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={t("workspace.doc.content")}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and by sanitizeHtml
          dangerouslySetInnerHTML={{ __html: html }}
          sx={{
            minHeight: 240,
            p: 2,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            "&:focus": { outline: 2, outlineColor: "primary.main" },
          }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {t("workspace.doc.save")}
          </Button>
          <Button onClick={() => setEditing(false)}>{t("common.cancel")}</Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {canEdit ? (
          <Button
            variant="outlined"
            onClick={() => {
              setDraftTitle(title);
              setEditing(true);
            }}
          >
            {t("workspace.doc.edit")}
          </Button>
        ) : null}
      </Box>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and by sanitizeHtml
        <Box className="rich-text" dangerouslySetInnerHTML={{ __html: html }} sx={{ lineHeight: 1.7 }} />
      ) : (
        <Typography color="text.secondary">{t("workspace.doc.empty")}</Typography>
      )}
    </Box>
  );
}
