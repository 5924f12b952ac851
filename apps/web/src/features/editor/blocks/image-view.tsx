import { isHttpUrl, isSameOriginFilePath } from "@bearish/shared/editor/block-fields";
import { DEFAULT_IMAGE_ALT, imageAttrs } from "@bearish/shared/editor/blocks/image";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageFileUrl } from "../../pages/hooks/use-page-file-url";
import { cssLength } from "./css-length";
import { ImageToolbar } from "./image-toolbar";

type LoadState = "loading" | "loaded" | "failed";

/**
 * An image block (spec §3): `Loading image...` while it loads, `No image found` when there is no
 * source or it fails. Editors upload a file, use a web address, set the alternative text and width.
 */
export function ImageView({ node, editor, updateAttributes, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = parseBlockAttrs(imageAttrs, node.attrs);
  // What the block stores: a web address, or a path of this server (a page file path is traded
  // for a freshly signed URL, so page images never expire for readers).
  const stored = isHttpUrl(attrs.src) || isSameOriginFilePath(attrs.src) ? attrs.src : "";
  const resolved = usePageFileUrl(stored);
  const src = resolved.url ?? "";
  const [load, setLoad] = useState<{ src: string; state: LoadState }>({ src: stored, state: "loading" });
  // A new stored source starts loading again (a refreshed signed URL of the same file does not).
  const loadState: LoadState = load.src === stored ? load.state : "loading";
  const state: LoadState = resolved.isError ? "failed" : loadState;
  const alt = attrs.alt || DEFAULT_IMAGE_ALT;

  return (
    <NodeViewWrapper data-type="image">
      <Box sx={{ my: 1, outline: selected ? 2 : 0, outlineColor: "primary.main", borderRadius: 1 }}>
        {stored && state !== "failed" ? (
          <>
            {state === "loading" ? (
              <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
                {t("editorMedia.image.loading")}
              </Typography>
            ) : null}
            {src ? (
              <Box
                component="img"
                src={src}
                alt={alt}
                draggable={false}
                onLoad={() => setLoad({ src: stored, state: "loaded" })}
                onError={() => setLoad({ src: stored, state: "failed" })}
                style={{ width: cssLength(attrs.width, "auto"), height: cssLength(attrs.height, "auto") }}
                sx={{ display: state === "loaded" ? "block" : "none", maxWidth: "100%", borderRadius: 1 }}
              />
            ) : null}
          </>
        ) : (
          <Box
            role="img"
            aria-label={t("editorMedia.image.empty")}
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              gap: 1,
              p: 3,
              border: 1,
              borderStyle: "dashed",
              borderColor: "divider",
              borderRadius: 1,
              color: "text.secondary",
            }}
          >
            <ImageOutlined aria-hidden />
            <Typography>{t("editorMedia.image.empty")}</Typography>
          </Box>
        )}
        {editor.isEditable ? <ImageToolbar attrs={attrs} hasImage={stored !== ""} onChange={updateAttributes} /> : null}
      </Box>
    </NodeViewWrapper>
  );
}
