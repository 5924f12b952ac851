import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { renderLatex } from "./katex-render";

/**
 * Spec §2 "Edit Equation": a LaTeX field with a live KaTeX preview. Invalid LaTeX shows KaTeX's
 * error text under the preview and cannot be saved.
 */
export function EditEquationDialog(props: {
  open: boolean;
  latex: string;
  displayMode: boolean;
  onSave: (latex: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("editorMedia.equation.dialogTitle")}</DialogTitle>
      {/* Mounted only while open, so every opening starts from the stored LaTeX. */}
      {props.open ? <EquationForm {...props} /> : null}
    </Dialog>
  );
}

function EquationForm(props: {
  latex: string;
  displayMode: boolean;
  onSave: (latex: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [latex, setLatex] = useState(props.latex);
  const rendered = useMemo(() => renderLatex(latex, props.displayMode), [latex, props.displayMode]);
  const blank = latex.trim() === "";

  return (
    <>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={t("editorMedia.equation.latex")}
          value={latex}
          onChange={(event) => setLatex(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, dir: "ltr", style: { fontFamily: "monospace" } } }}
        />
        <Typography variant="overline" component="p" sx={{ mt: 1 }}>
          {t("editorMedia.equation.preview")}
        </Typography>
        <Box
          role="region"
          aria-label={t("editorMedia.equation.preview")}
          aria-live="polite"
          dir="ltr"
          sx={{ minHeight: 56, p: 1, border: 1, borderColor: "divider", borderRadius: 1, overflowX: "auto" }}
        >
          {blank ? (
            <Typography color="text.secondary">{t("editorMedia.equation.emptyPreview")}</Typography>
          ) : (
            // KaTeX output with trust off: it escapes the source and adds no links or scripts.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX markup, trust disabled
            <Box dangerouslySetInnerHTML={{ __html: rendered.html }} />
          )}
        </Box>
        {!blank && rendered.error ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, wordBreak: "break-word" }} dir="ltr">
            {rendered.error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t("editorMedia.common.cancel")}</Button>
        <Button
          variant="contained"
          disabled={blank || rendered.error !== null}
          onClick={() => {
            props.onSave(latex);
            props.onClose();
          }}
        >
          {t("editorMedia.common.save")}
        </Button>
      </DialogActions>
    </>
  );
}
