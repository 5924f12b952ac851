import { type ButtonAttrs, buttonAttrs } from "@bearish/shared/editor/blocks/button";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import SettingsIcon from "@mui/icons-material/SettingsOutlined";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonSettingsPopover } from "./button-settings";

const PADDING: Record<ButtonAttrs["size"], string> = { small: "4px 10px", medium: "6px 16px", large: "10px 22px" };
const FONT_SIZE: Record<ButtonAttrs["size"], string> = { small: "0.8125rem", medium: "0.875rem", large: "1rem" };

/** `#RRGGBB` (or `#RGB`) with an opacity, as an rgba() colour. */
export function withOpacity(hex: string, opacity: number): string {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/**
 * Spec §3 button: label, colours, size, corner radius, background opacity and an optional link.
 * Readers follow the link (new tab, noopener); editors open the settings instead.
 */
export function ButtonView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = parseBlockAttrs(buttonAttrs, node.attrs);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const editable = editor.isEditable;
  const style = {
    bgcolor: withOpacity(attrs.bgColor, attrs.bgOpacity),
    color: attrs.textColor,
    borderRadius: `${attrs.borderRadius}px`,
    padding: PADDING[attrs.size],
    fontSize: FONT_SIZE[attrs.size],
    fontWeight: 500,
    "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
  } as const;

  return (
    <NodeViewWrapper data-testid="button-block" contentEditable={false}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", my: 1 }}>
        {!editable && attrs.href ? (
          <ButtonBase component="a" href={attrs.href} target="_blank" rel="noopener noreferrer" sx={style}>
            {attrs.label}
          </ButtonBase>
        ) : (
          <ButtonBase
            sx={style}
            aria-haspopup={editable ? "dialog" : undefined}
            aria-disabled={!editable && !attrs.href}
            tabIndex={editable ? 0 : -1}
            onClick={editable ? (event) => setAnchor(event.currentTarget) : undefined}
          >
            {attrs.label}
          </ButtonBase>
        )}
        {editable && (
          <IconButton
            size="small"
            aria-label={t("editorBlocks.button.settings")}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <SettingsIcon fontSize="small" />
          </IconButton>
        )}
        {editable && attrs.href && (
          <Box component="span" sx={{ color: "text.secondary", fontSize: "0.75rem", overflowWrap: "anywhere" }}>
            {attrs.href}
          </Box>
        )}
      </Stack>
      {editable && (
        <ButtonSettingsPopover
          anchor={anchor}
          attrs={attrs}
          onClose={() => setAnchor(null)}
          onChange={(changes) => updateAttributes(changes)}
        />
      )}
    </NodeViewWrapper>
  );
}
