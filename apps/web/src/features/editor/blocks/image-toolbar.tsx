import type { ImageAttrs } from "@bearish/shared/editor/blocks/image";
import { PAGE_FILE_TYPES } from "@bearish/shared/pages/page-files";
import LinkOutlined from "@mui/icons-material/LinkOutlined";
import ShortTextOutlined from "@mui/icons-material/ShortTextOutlined";
import UploadOutlined from "@mui/icons-material/UploadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUploadImage } from "../hooks/use-upload-image";
import { BlockUrlDialog } from "./block-url-dialog";

const WIDTHS = ["auto", "25%", "50%", "75%", "100%"] as const;

/** The image block's editing controls: upload, web address, alternative text and width. */
export function ImageToolbar(props: {
  attrs: ImageAttrs;
  hasImage: boolean;
  onChange: (attrs: Partial<ImageAttrs>) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<"url" | "alt" | null>(null);
  const width = (WIDTHS as readonly string[]).includes(props.attrs.width) ? props.attrs.width : "";

  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => props.onChange({ src: uploaded.src, filename: uploaded.name }),
    });
  };

  return (
    <Box contentEditable={false} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 0.5 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={PAGE_FILE_TYPES.join(",")}
        data-testid="image-file-input"
        onChange={(event) => {
          chooseFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Button
        size="small"
        startIcon={<UploadOutlined />}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? t("editorMedia.image.uploading") : t("editorMedia.image.upload")}
      </Button>
      <Button size="small" startIcon={<LinkOutlined />} onClick={() => setDialog("url")}>
        {t("editorMedia.image.fromUrl")}
      </Button>
      {props.hasImage ? (
        <>
          <Button size="small" startIcon={<ShortTextOutlined />} onClick={() => setDialog("alt")}>
            {t("editorMedia.image.editAlt")}
          </Button>
          <TextField
            select
            size="small"
            variant="standard"
            label={t("editorMedia.image.width")}
            value={width}
            onChange={(event) => props.onChange({ width: event.target.value, height: "auto" })}
            sx={{ minWidth: 130 }}
          >
            {WIDTHS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`editorMedia.image.widths.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : null}
      {upload.isError ? (
        <Typography role="alert" variant="body2" color="error">
          {t("editorMedia.image.uploadFailed")}
        </Typography>
      ) : null}
      <BlockUrlDialog
        open={dialog === "url"}
        title={t("editorMedia.image.urlDialogTitle")}
        initialUrl={props.attrs.src.startsWith("http") ? props.attrs.src : ""}
        onSubmit={(src) => props.onChange({ src, filename: "" })}
        onClose={() => setDialog(null)}
      />
      <AltDialog
        open={dialog === "alt"}
        alt={props.attrs.alt}
        onSave={(alt) => props.onChange({ alt })}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

function AltDialog(props: { open: boolean; alt: string; onSave: (alt: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [alt, setAlt] = useState(props.alt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(alt.trim());
    props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEnter: () => setAlt(props.alt) } }}
    >
      <DialogTitle id={titleId}>{t("editorMedia.image.altDialogTitle")}</DialogTitle>
      <form onSubmit={submit}>
        <DialogContent sx={{ pt: 1 }}>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("editorMedia.image.alt")}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t("editorMedia.common.cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("editorMedia.common.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
