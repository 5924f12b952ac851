import { isHttpUrl } from "@bearish/shared/editor/block-fields";
import { type BookmarkAttrs, bookmarkAttrs } from "@bearish/shared/editor/blocks/bookmark";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import { BOOKMARK_WIDTH } from "@bearish/shared/editor/editor-constants";
import EditOutlined from "@mui/icons-material/EditOutlined";
import RefreshOutlined from "@mui/icons-material/RefreshOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BlockUrlDialog } from "./block-url-dialog";
import { BookmarkCard } from "./bookmark-card";
import { useFetchLinkPreview } from "./use-link-preview";

/**
 * A link preview card (spec §3 bookmark). Editors set the link; the title, description and icon
 * come from the link preview service and are stored in the block, so readers never fetch.
 */
export function BookmarkView({ node, editor, updateAttributes, getPos }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = parseBlockAttrs(bookmarkAttrs, node.attrs);
  const preview = useFetchLinkPreview();
  const [editing, setEditing] = useState(false);
  const [width, setWidth] = useState(attrs.width);
  const widthLabelId = useId();

  const update = (next: Partial<BookmarkAttrs>) => {
    // The block may have been deleted while the preview was on its way.
    if (typeof getPos() === "number") updateAttributes(next);
  };

  const fetchPreview = (url: string) => {
    preview.mutate(url, {
      onSuccess: (data) =>
        update({
          title: data.title ?? "",
          description: data.description ?? "",
          favicon: data.favicons.find((icon) => isHttpUrl(icon)) ?? "",
        }),
    });
  };

  const save = (url: string) => {
    if (url !== attrs.url) {
      update({ url, width, title: "", description: "", favicon: "" });
      fetchPreview(url);
    } else {
      update({ width });
    }
  };

  return (
    <NodeViewWrapper data-type="bookmark">
      <Box sx={{ my: 1 }}>
        {attrs.url ? (
          <BookmarkCard attrs={attrs} />
        ) : (
          <Box
            sx={{
              width: attrs.width,
              maxWidth: "100%",
              p: 2,
              border: 1,
              borderStyle: "dashed",
              borderColor: "divider",
              borderRadius: 1,
            }}
          >
            <Typography color="text.secondary">{t("editorMedia.bookmark.empty")}</Typography>
          </Box>
        )}
        {preview.isPending ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t("editorMedia.bookmark.fetching")}
          </Typography>
        ) : null}
        {preview.isError ? (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
            {t("editorMedia.bookmark.previewFailed")}
          </Typography>
        ) : null}
        {editor.isEditable ? (
          <Box contentEditable={false} sx={{ display: "flex", gap: 1, mt: 0.5 }}>
            <Button
              size="small"
              startIcon={<EditOutlined />}
              onClick={() => {
                setWidth(attrs.width);
                setEditing(true);
              }}
            >
              {t("editorMedia.bookmark.edit")}
            </Button>
            {attrs.url ? (
              <Button
                size="small"
                startIcon={<RefreshOutlined />}
                disabled={preview.isPending}
                onClick={() => fetchPreview(attrs.url)}
              >
                {t("editorMedia.bookmark.refresh")}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      <BlockUrlDialog
        open={editing}
        title={t("editorMedia.bookmark.dialogTitle")}
        initialUrl={attrs.url}
        onSubmit={save}
        onClose={() => setEditing(false)}
      >
        <Box>
          <Typography id={widthLabelId} variant="body2" gutterBottom>
            {t("editorMedia.bookmark.width")}
          </Typography>
          <Slider
            value={width}
            min={BOOKMARK_WIDTH.min}
            max={BOOKMARK_WIDTH.max}
            step={10}
            valueLabelDisplay="auto"
            onChange={(_event, value) => setWidth(Array.isArray(value) ? (value[0] ?? width) : value)}
            slotProps={{ input: { "aria-labelledby": widthLabelId } }}
          />
        </Box>
      </BlockUrlDialog>
    </NodeViewWrapper>
  );
}
