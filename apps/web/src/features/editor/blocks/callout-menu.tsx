import { CALLOUT_TYPES, type CalloutType } from "@bearish/shared/editor/editor-constants";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import MenuList from "@mui/material/MenuList";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { hexWithHash } from "./block-colours";
import { CALLOUT_ICONS } from "./callout-icons";

/**
 * The callout's icon as a button that opens its options: the type list (a type change resets the
 * background, spec §4) and a custom background in hex (spec §5 `Invalid Hex value`).
 */
export function CalloutMenu(props: {
  type: CalloutType;
  bgColor: string;
  icon: ReactNode;
  onType: (type: CalloutType) => void;
  onBackground: (hex: string) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hex, setHex] = useState(props.bgColor);
  const [invalid, setInvalid] = useState(false);
  const hexId = useId();

  const open = (element: HTMLElement) => {
    setHex(props.bgColor);
    setInvalid(false);
    setAnchor(element);
  };
  const close = () => setAnchor(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = hexWithHash(hex);
    if (!value) {
      setInvalid(true);
      return;
    }
    props.onBackground(value);
    close();
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t("editorMedia.callout.options")}
        aria-haspopup="dialog"
        aria-expanded={anchor ? "true" : "false"}
        onClick={(event) => open(event.currentTarget)}
        sx={{ color: "inherit" }}
      >
        {props.icon}
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <MenuList dense aria-label={t("editorMedia.callout.type")} autoFocusItem>
          {CALLOUT_TYPES.map((type) => {
            const Icon = CALLOUT_ICONS[type];
            return (
              <MenuItem
                key={type}
                selected={type === props.type}
                onClick={() => {
                  props.onType(type);
                  close();
                }}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t(`editorMedia.callout.types.${type}`)}</ListItemText>
              </MenuItem>
            );
          })}
        </MenuList>
        <Divider />
        <Box
          component="form"
          noValidate
          onSubmit={apply}
          sx={{ display: "flex", gap: 1, p: 1.5, alignItems: "flex-start" }}
        >
          <TextField
            id={hexId}
            size="small"
            label={t("editorMedia.callout.background")}
            value={hex}
            onChange={(event) => {
              setHex(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t("editorMedia.callout.invalidHex") : t("editorMedia.callout.backgroundHint")}
            slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
          />
          <Button type="submit" variant="outlined" size="small" sx={{ mt: 0.5 }}>
            {t("editorMedia.common.apply")}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
