import { isHttpUrl } from "@bearish/shared/editor/block-fields";
import { BUTTON_SIZES, type ButtonAttrs, type ButtonSize } from "@bearish/shared/editor/blocks/button";
import { clampBorderRadius, clampOpacity } from "@bearish/shared/editor/blocks/button-rules";
import { BUTTON_BORDER_RADIUS, BUTTON_OPACITY } from "@bearish/shared/editor/editor-constants";
import MenuItem from "@mui/material/MenuItem";
import Popover from "@mui/material/Popover";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { HexColourField } from "./hex-colour-field";

export interface ButtonSettingsPopoverProps {
  anchor: HTMLElement | null;
  attrs: ButtonAttrs;
  onClose: () => void;
  onChange: (changes: Partial<ButtonAttrs>) => void;
}

/** The button block's settings: every change applies at once (and reaches co-editors live). */
export function ButtonSettingsPopover({ anchor, attrs, onClose, onChange }: ButtonSettingsPopoverProps) {
  const { t } = useTranslation();
  const radiusId = useId();
  const opacityId = useId();
  const [href, setHref] = useState(attrs.href);
  useEffect(() => setHref(attrs.href), [attrs.href]);
  const hrefValid = href.trim() === "" || isHttpUrl(href.trim());

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{
        paper: { role: "dialog", "aria-label": t("editorBlocks.button.settings"), sx: { p: 2, width: 300 } },
      }}
    >
      <Stack spacing={1.5}>
        <TextField
          size="small"
          autoFocus
          label={t("editorBlocks.button.label")}
          value={attrs.label}
          onChange={(event) => onChange({ label: event.target.value.slice(0, 200) })}
        />
        <TextField
          size="small"
          label={t("editorBlocks.button.link")}
          placeholder="https://"
          value={href}
          error={!hrefValid}
          helperText={hrefValid ? t("editorBlocks.button.linkHelp") : t("editorBlocks.invalidUrl")}
          onChange={(event) => {
            setHref(event.target.value);
            const value = event.target.value.trim();
            if (value === "" || isHttpUrl(value)) onChange({ href: value });
          }}
        />
        <HexColourField
          label={t("editorBlocks.button.bgColor")}
          value={attrs.bgColor}
          onChange={(bgColor) => onChange({ bgColor })}
        />
        <HexColourField
          label={t("editorBlocks.button.textColor")}
          value={attrs.textColor}
          onChange={(textColor) => onChange({ textColor })}
        />
        <TextField
          select
          size="small"
          label={t("editorBlocks.button.size")}
          value={attrs.size}
          onChange={(event) => onChange({ size: event.target.value as ButtonSize })}
        >
          {BUTTON_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {t(`editorBlocks.button.sizes.${size}`)}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Typography id={radiusId} variant="body2" gutterBottom>
            {t("editorBlocks.button.borderRadius", { value: attrs.borderRadius })}
          </Typography>
          <Slider
            size="small"
            aria-labelledby={radiusId}
            min={BUTTON_BORDER_RADIUS.min}
            max={BUTTON_BORDER_RADIUS.max}
            step={1}
            value={attrs.borderRadius}
            onChange={(_, value) => onChange({ borderRadius: clampBorderRadius(value as number) })}
          />
        </div>
        <div>
          <Typography id={opacityId} variant="body2" gutterBottom>
            {t("editorBlocks.button.bgOpacity", { value: attrs.bgOpacity })}
          </Typography>
          <Slider
            size="small"
            aria-labelledby={opacityId}
            min={BUTTON_OPACITY.min}
            max={BUTTON_OPACITY.max}
            step={BUTTON_OPACITY.step}
            value={attrs.bgOpacity}
            onChange={(_, value) => onChange({ bgOpacity: clampOpacity(value as number) })}
          />
        </div>
      </Stack>
    </Popover>
  );
}
