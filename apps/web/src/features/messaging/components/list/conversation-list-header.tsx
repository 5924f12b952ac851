import AddIcon from "@mui/icons-material/Add";
import CloseIcon from "@mui/icons-material/Close";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import SearchIcon from "@mui/icons-material/Search";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenMessagingDialog } from "../dialogs/messaging-dialogs";
import { CreateNewPopover } from "./create-new-popover";

/** Which platform the list shows: "all" is every connected one (today the product's own). */
export type ListScope = "all" | "bearish" | "slack" | "teams";
const SCOPES: ListScope[] = ["all", "bearish", "slack", "teams"];

interface HeaderProps {
  scope: ListScope;
  onScope: (scope: ListScope) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** The list header (spec §2): All (the platform), search, add (Create New) and the settings gear. */
export function ConversationListHeader({ scope, onScope, search, onSearch }: HeaderProps) {
  const { t } = useTranslation();
  const openDialog = useOpenMessagingDialog();
  const [scopeAnchor, setScopeAnchor] = useState<HTMLElement | null>(null);
  const [createAnchor, setCreateAnchor] = useState<HTMLElement | null>(null);
  const [searching, setSearching] = useState(search !== "");

  return (
    <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <Button
          color="inherit"
          endIcon={<ExpandMoreIcon />}
          aria-haspopup="menu"
          aria-label={`${t("messagingList.scope.label")}: ${t(`messagingList.scope.${scope}`)}`}
          onClick={(event) => setScopeAnchor(event.currentTarget)}
          sx={{ typography: "h6", textTransform: "none", px: 1, marginInlineStart: -1 }}
        >
          {t(`messagingList.scope.${scope}`)}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t("messagingList.search")}>
          <IconButton
            aria-label={t("messagingList.search")}
            aria-pressed={searching}
            onClick={() => setSearching((open) => !open)}
          >
            <SearchIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("messagingList.add")}>
          <IconButton
            aria-label={t("messagingList.add")}
            aria-haspopup="dialog"
            onClick={(event) => setCreateAnchor(event.currentTarget)}
          >
            <AddIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("messagingList.settings")}>
          <IconButton aria-label={t("messagingList.settings")} onClick={() => openDialog("settings")}>
            <SettingsOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {searching ? (
        <TextField
          fullWidth
          size="small"
          autoFocus
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              onSearch("");
              setSearching(false);
            }
          }}
          placeholder={t("messagingList.search")}
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: { "aria-label": t("messagingList.search"), type: "search" },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={t("messagingList.closeSearch")}
                    onClick={() => {
                      onSearch("");
                      setSearching(false);
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      <Menu open={scopeAnchor !== null} anchorEl={scopeAnchor} onClose={() => setScopeAnchor(null)}>
        {SCOPES.map((value) => (
          <MenuItem
            key={value}
            selected={value === scope}
            onClick={() => {
              onScope(value);
              setScopeAnchor(null);
            }}
          >
            <ListItemText
              primary={t(`messagingList.scope.${value}`)}
              secondary={
                value === "slack" || value === "teams" ? t("messagingList.createChannel.notConnected") : undefined
              }
            />
          </MenuItem>
        ))}
      </Menu>
      <CreateNewPopover anchor={createAnchor} onClose={() => setCreateAnchor(null)} />
    </Box>
  );
}
