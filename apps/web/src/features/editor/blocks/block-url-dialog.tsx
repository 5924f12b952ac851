import { isHttpUrl } from "@bearish/shared/editor/block-fields";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A dialog asking for a web address (spec §5: http or https only, else `Invalid_url`), with room
 * for a block's other settings below the field. Mounted only while open.
 */
export function BlockUrlDialog(props: {
  open: boolean;
  title: string;
  initialUrl: string;
  onSubmit: (url: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.open ? <UrlForm {...props} /> : null}
    </Dialog>
  );
}

function UrlForm(props: {
  initialUrl: string;
  onSubmit: (url: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(props.initialUrl);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (value === "" || !isHttpUrl(value)) {
      setInvalid(true);
      return;
    }
    props.onSubmit(value);
    props.onClose();
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="url"
          label={t("editorMedia.common.url")}
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? t("editorMedia.common.invalidUrl") : " "}
          slotProps={{ htmlInput: { dir: "ltr", spellCheck: false } }}
        />
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t("editorMedia.common.cancel")}</Button>
        <Button type="submit" variant="contained">
          {t("editorMedia.common.save")}
        </Button>
      </DialogActions>
    </form>
  );
}
