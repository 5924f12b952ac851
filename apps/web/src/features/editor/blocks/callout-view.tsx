import { calloutAttrs, changeCalloutType } from "@bearish/shared/editor/blocks/callout";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import Box from "@mui/material/Box";
import { NodeViewContent, type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { readableTextOn } from "./block-colours";
import { CALLOUT_ICONS } from "./callout-icons";
import { CalloutMenu } from "./callout-menu";
import { isEmptyBlockContent } from "./node-content";

/** A coloured panel of blocks (spec §3 callout): icon by type, editable content, type and colour menu. */
export function CalloutView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = parseBlockAttrs(calloutAttrs, node.attrs);
  const Icon = CALLOUT_ICONS[attrs.type];
  const icon = attrs.panelIcon ? (
    <Box component="span" aria-hidden sx={{ fontSize: 20, lineHeight: 1, width: 20, textAlign: "center" }}>
      {attrs.panelIcon}
    </Box>
  ) : (
    <Icon fontSize="small" aria-hidden />
  );
  const empty = isEmptyBlockContent(node);

  return (
    <NodeViewWrapper
      data-callout-type={attrs.type}
      role="note"
      aria-label={t("editorMedia.callout.label", { type: t(`editorMedia.callout.types.${attrs.type}`) })}
    >
      <Box
        sx={{
          display: "flex",
          gap: 1,
          my: 1,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          bgcolor: attrs.bgColor,
          color: readableTextOn(attrs.bgColor),
        }}
      >
        <Box contentEditable={false} sx={{ flexShrink: 0, display: "flex", alignItems: "flex-start", pt: 0.25 }}>
          {editor.isEditable ? (
            <CalloutMenu
              type={attrs.type}
              bgColor={attrs.bgColor}
              icon={icon}
              onType={(type) => updateAttributes(changeCalloutType(attrs, type))}
              onBackground={(bgColor) => updateAttributes({ bgColor })}
            />
          ) : (
            <Box sx={{ p: "5px", display: "flex" }}>{icon}</Box>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, position: "relative", "& p": { my: 0.5 } }}>
          {empty ? (
            <Box
              contentEditable={false}
              data-testid="callout-placeholder"
              sx={{
                position: "absolute",
                insetInlineStart: 0,
                top: 4,
                opacity: 0.6,
                pointerEvents: "none",
                userSelect: "none",
              }}
            >
              {t("editorMedia.callout.empty")}
            </Box>
          ) : null}
          <NodeViewContent />
        </Box>
      </Box>
    </NodeViewWrapper>
  );
}
