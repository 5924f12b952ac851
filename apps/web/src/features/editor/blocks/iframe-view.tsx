import { isHttpUrl } from "@bearish/shared/editor/block-fields";
import { IFRAME_HEIGHT, iframeAttrs } from "@bearish/shared/editor/blocks/iframe";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import LinkOutlined from "@mui/icons-material/LinkOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useTheme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BlockUrlDialog } from "./block-url-dialog";
import { cssLength } from "./css-length";

/**
 * The sandbox every embedded page gets: scripts, pop-ups and forms run, but never with this
 * site's origin (no allow-same-origin), so the page cannot reach the user's session.
 */
export const IFRAME_SANDBOX = "allow-scripts allow-popups allow-forms";

/** An embedded web page (spec §3 iframe), always sandboxed; editors set its address and size. */
export function IframeView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const attrs = parseBlockAttrs(iframeAttrs, node.attrs);
  const src = isHttpUrl(attrs.src) ? attrs.src : "";
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(attrs.title);
  const [height, setHeight] = useState(String(attrs.height));
  const [fullscreen, setFullscreen] = useState(attrs.allowfullscreen);

  const openDialog = () => {
    setTitle(attrs.title);
    setHeight(String(attrs.height));
    setFullscreen(attrs.allowfullscreen);
    setEditing(true);
  };

  const save = (url: string) => {
    const parsed = Number.parseInt(height, 10);
    const clamped = Number.isFinite(parsed)
      ? Math.min(IFRAME_HEIGHT.max, Math.max(IFRAME_HEIGHT.min, parsed))
      : attrs.height;
    updateAttributes({ src: url, title: title.trim(), height: clamped, allowfullscreen: fullscreen });
  };

  return (
    <NodeViewWrapper data-type="iframe">
      <Box sx={{ my: 1, position: "relative" }}>
        {src ? (
          <iframe
            src={src}
            title={attrs.title || t("editorMedia.iframe.defaultTitle")}
            sandbox={IFRAME_SANDBOX}
            referrerPolicy="no-referrer"
            loading="lazy"
            allowFullScreen={attrs.allowfullscreen}
            height={attrs.height}
            style={{
              display: "block",
              width: cssLength(attrs.width),
              maxWidth: "100%",
              height: attrs.height,
              border: `1px solid ${theme.palette.divider}`,
              borderRadius: theme.shape.borderRadius,
            }}
          />
        ) : (
          <Box
            sx={{
              p: 3,
              border: 1,
              borderStyle: "dashed",
              borderColor: "divider",
              borderRadius: 1,
              textAlign: "center",
            }}
          >
            <Typography color="text.secondary">{t("editorMedia.iframe.empty")}</Typography>
          </Box>
        )}
        {editor.isEditable ? (
          <Box contentEditable={false} sx={{ mt: 0.5 }}>
            <Button size="small" startIcon={<LinkOutlined />} onClick={openDialog}>
              {t("editorMedia.iframe.setSource")}
            </Button>
          </Box>
        ) : null}
      </Box>
      <BlockUrlDialog
        open={editing}
        title={t("editorMedia.iframe.dialogTitle")}
        initialUrl={src}
        onSubmit={save}
        onClose={() => setEditing(false)}
      >
        <TextField
          label={t("editorMedia.iframe.title")}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <TextField
          type="number"
          label={t("editorMedia.iframe.height")}
          value={height}
          onChange={(event) => setHeight(event.target.value)}
          slotProps={{ htmlInput: { min: IFRAME_HEIGHT.min, max: IFRAME_HEIGHT.max } }}
        />
        <FormControlLabel
          control={<Switch checked={fullscreen} onChange={(event) => setFullscreen(event.target.checked)} />}
          label={t("editorMedia.iframe.allowFullscreen")}
        />
      </BlockUrlDialog>
    </NodeViewWrapper>
  );
}
