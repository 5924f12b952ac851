import { statusAttrs } from "@bearish/shared/editor/blocks/status";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import { STATUS_COLOURS } from "@bearish/shared/editor/editor-constants";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HexColourField, readableTextOn } from "./hex-colour-field";

type StatusColourName = keyof typeof STATUS_COLOURS;
const COLOUR_NAMES = Object.keys(STATUS_COLOURS) as StatusColourName[];

/** Spec §3 status: a coloured lozenge; editors edit its title and colour. */
export function StatusView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const { title, color } = parseBlockAttrs(statusAttrs, node.attrs);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const editable = editor.isEditable;
  const lozengeSx = {
    display: "inline-block",
    px: 0.75,
    borderRadius: 0.75,
    bgcolor: color,
    color: readableTextOn(color),
    fontSize: "0.75em",
    fontWeight: 700,
    lineHeight: 1.6,
    textTransform: "uppercase",
    verticalAlign: "baseline",
    mx: 0.25,
  } as const;

  if (!editable) {
    return (
      <NodeViewWrapper as="span" data-testid="status-block">
        <Box component="span" sx={lozengeSx}>
          {title}
        </Box>
      </NodeViewWrapper>
    );
  }

  return (
    <NodeViewWrapper as="span" data-testid="status-block">
      <ButtonBase
        aria-label={t("editorBlocks.status.edit", { title })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={lozengeSx}
      >
        {title}
      </ButtonBase>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{
          paper: { role: "dialog", "aria-label": t("editorBlocks.status.dialog"), sx: { p: 2, width: 260 } },
        }}
      >
        <Stack spacing={1.5}>
          <TextField
            size="small"
            autoFocus
            label={t("editorBlocks.status.title")}
            value={title}
            onChange={(event) => updateAttributes({ title: event.target.value.slice(0, 100) })}
            onKeyDown={(event) => {
              if (event.key === "Enter") setAnchor(null);
            }}
          />
          <Stack
            direction="row"
            role="radiogroup"
            aria-label={t("editorBlocks.status.colour")}
            sx={{ gap: 1, flexWrap: "wrap" }}
          >
            {COLOUR_NAMES.map((name) => {
              const hex = STATUS_COLOURS[name];
              const checked = hex.toUpperCase() === color.toUpperCase();
              return (
                <Tooltip key={name} title={t(`editorBlocks.status.colours.${name}`)}>
                  <ButtonBase
                    role="radio"
                    aria-checked={checked}
                    aria-label={t(`editorBlocks.status.colours.${name}`)}
                    onClick={() => updateAttributes({ color: hex })}
                    sx={{
                      width: 28,
                      height: 28,
                      borderRadius: "50%",
                      bgcolor: hex,
                      outline: checked ? 2 : 0,
                      outlineColor: "text.primary",
                      outlineOffset: 2,
                    }}
                  />
                </Tooltip>
              );
            })}
          </Stack>
          <HexColourField
            label={t("editorBlocks.status.hex")}
            value={color}
            onChange={(hex) => updateAttributes({ color: hex })}
          />
        </Stack>
      </Popover>
    </NodeViewWrapper>
  );
}
