import { DEFAULT_EXPAND_TITLE, expandAttrs } from "@bearish/shared/editor/blocks/expand";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import KeyboardArrowRight from "@mui/icons-material/KeyboardArrowRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Typography from "@mui/material/Typography";
import { NodeViewContent, type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A collapsible section (spec §3 expand). Open or closed is each viewer's own (not stored); the
 * title is an attribute editors change.
 */
export function ExpandView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = parseBlockAttrs(expandAttrs, node.attrs);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(attrs.title);
  const contentId = useId();
  const shownTitle =
    attrs.title === DEFAULT_EXPAND_TITLE || attrs.title === "" ? t("editorMedia.expand.defaultTitle") : attrs.title;

  // Someone else renamed it (or undo): show their title unless this editor is typing one.
  useEffect(() => setTitle(attrs.title), [attrs.title]);

  const commit = () => {
    const next = title.trim();
    if (next !== attrs.title) updateAttributes({ title: next === "" ? DEFAULT_EXPAND_TITLE : next });
  };

  return (
    <NodeViewWrapper data-type="expand">
      <Box sx={{ my: 1, border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Box contentEditable={false} sx={{ display: "flex", alignItems: "center", gap: 0.5, px: 0.5, py: 0.25 }}>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={contentId}
            aria-label={open ? t("editorMedia.expand.collapse") : t("editorMedia.expand.expand")}
            onClick={() => setOpen((value) => !value)}
          >
            <KeyboardArrowRight
              fontSize="small"
              sx={{
                transition: "transform 150ms",
                transform: open ? "rotate(90deg)" : "none",
                "[dir=rtl] &": { transform: open ? "rotate(90deg)" : "scaleX(-1)" },
              }}
            />
          </IconButton>
          {editor.isEditable ? (
            <InputBase
              value={title === DEFAULT_EXPAND_TITLE ? "" : title}
              placeholder={t("editorMedia.expand.defaultTitle")}
              onChange={(event) => setTitle(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  commit();
                  setOpen(true);
                }
              }}
              inputProps={{ "aria-label": t("editorMedia.expand.titleLabel"), maxLength: 500 }}
              sx={{ flex: 1, fontWeight: 500 }}
            />
          ) : (
            <Typography
              component="span"
              onClick={() => setOpen((value) => !value)}
              sx={{ flex: 1, fontWeight: 500, cursor: "pointer" }}
            >
              {shownTitle}
            </Typography>
          )}
        </Box>
        <Box id={contentId} hidden={!open} sx={{ px: 2, pb: 1, display: open ? "block" : "none" }}>
          <NodeViewContent />
        </Box>
      </Box>
    </NodeViewWrapper>
  );
}
