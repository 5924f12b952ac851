import AddLinkIcon from "@mui/icons-material/AddLink";
import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import MoreHorizIcon from "@mui/icons-material/MoreHoriz";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Tooltip from "@mui/material/Tooltip";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../lib/ui/page-heading";
import { CLOUD_TABS, type CloudTab } from "../hooks/use-cloud-location";
import { ConnectAccountDialog } from "./connect-account-dialog";
import { CreateFolderPopover } from "./create-folder-popover";
import { UsageBar } from "./usage-bar";

/** The More menu: Connect an account (a dialog; outside clouds come with the integrations). */
function MoreMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [connectOpen, setConnectOpen] = useState(false);
  return (
    <>
      <Tooltip title={t("cloudStorage.more")}>
        <IconButton
          aria-label={t("cloudStorage.more")}
          aria-haspopup="menu"
          aria-expanded={anchor ? "true" : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreHorizIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConnectOpen(true);
          }}
        >
          <ListItemIcon>
            <AddLinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("cloudStorage.connect.action")} />
        </MenuItem>
      </Menu>
      <ConnectAccountDialog open={connectOpen} onClose={() => setConnectOpen(false)} />
    </>
  );
}

/** Upload (several files at once) through a hidden file input. */
function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="contained" startIcon={<CloudUploadOutlinedIcon />} onClick={() => input.current?.click()}>
        {t("cloudStorage.upload.action")}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t("cloudStorage.upload.action")}
        data-testid="cloud-upload-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Reset so choosing the same file again uploads it again.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

/**
 * Title, usage, Upload, Create a new folder, More, and the tabs (All clouds, Folders, Media, then
 * Shared with me and Trash). The spec's video and audio call buttons stay hidden until Calls exists.
 */
export function CloudHeader({
  title,
  tab,
  onTab,
  canAdd,
  directory,
  ownerId,
  onUpload,
  showTrash,
}: {
  title: string;
  tab: CloudTab;
  onTab: (tab: CloudTab) => void;
  canAdd: boolean;
  directory: string;
  ownerId: string | undefined;
  onUpload: (files: File[]) => void;
  showTrash: boolean;
}) {
  const { t } = useTranslation();
  const addHere = canAdd && (tab === "all" || tab === "folders");
  const uploadHere = addHere || (tab === "media" && !ownerId);
  const tabs = CLOUD_TABS.filter((value) => value !== "trash" || showTrash);
  return (
    <>
      <PageHeading
        title={title}
        actions={
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
            <UsageBar />
            {uploadHere ? <UploadButton onFiles={onUpload} /> : null}
            {addHere ? <CreateFolderPopover directory={directory} ownerId={ownerId} /> : null}
            <MoreMenu />
          </Box>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, value: CloudTab) => onTab(value)}
        aria-label={t("cloudStorage.tabs.label")}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`cloudStorage.tabs.${value}`)}
            sx={value === "shared" ? { marginInlineStart: { sm: 4 } } : undefined}
          />
        ))}
      </Tabs>
    </>
  );
}
