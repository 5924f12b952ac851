import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import FolderOutlined from "@mui/icons-material/FolderOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import InputAdornment from "@mui/material/InputAdornment";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { usePickerFiles, usePickerFolders } from "../../hooks/details/use-picker-listing";
import { PickerBreadcrumbs } from "./picker-breadcrumbs";

interface PickerProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onPick: (files: CloudFile[]) => void;
  multiple?: boolean;
  /** Files that may be picked here (others show disabled); all by default. */
  selectable?: (file: CloudFile) => boolean;
}

function PickerBody({
  onClose,
  onPick,
  multiple,
  selectable,
  titleId,
}: Omit<PickerProps, "anchorEl" | "open"> & { titleId: string }) {
  const { t } = useTranslation();
  const [directory, setDirectory] = useState(ROOT_DIRECTORY);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<CloudFile[]>([]);
  const query = useDebouncedValue(search.trim(), 250);
  const searching = query !== "";
  const folders = usePickerFolders(directory, !searching);
  const files = usePickerFiles(directory, query, true);
  const fileList = files.data?.pages.flatMap((page) => page.files) ?? [];
  const folderList = searching ? [] : (folders.data ?? []);
  const loading = files.isPending || (!searching && folders.isPending);
  const isSelected = (file: CloudFile) => selected.some((s) => s.id === file.id);

  const toggle = (file: CloudFile) => {
    if (!multiple) {
      setSelected(isSelected(file) ? [] : [file]);
      return;
    }
    setSelected(isSelected(file) ? selected.filter((s) => s.id !== file.id) : [...selected, file]);
  };

  const attach = () => {
    if (selected.length === 0) return;
    onPick(selected);
    onClose();
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1, p: 2 }}>
      <Typography id={titleId} variant="subtitle1" fontWeight={600}>
        {t("cloudDetails.picker.title")}
      </Typography>
      <TextField
        size="small"
        fullWidth
        placeholder={t("cloudDetails.picker.search")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          htmlInput: { "aria-label": t("cloudDetails.picker.search") },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {searching ? null : <PickerBreadcrumbs path={directory} onJump={setDirectory} />}
      <Box sx={{ height: 300, overflowY: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
        {loading ? <CircularProgress size={24} sx={{ display: "block", mx: "auto", my: 4 }} /> : null}
        {files.isError || folders.isError ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {t("cloudDetails.picker.loadFailed")}
          </Alert>
        ) : null}
        {!loading && fileList.length === 0 && folderList.length === 0 && !files.isError ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: "center" }}>
            {searching ? t("cloudDetails.picker.noResults") : t("cloudDetails.picker.empty")}
          </Typography>
        ) : null}
        {folderList.length > 0 ? (
          <List
            dense
            disablePadding
            aria-label={t("cloudDetails.picker.folders")}
            subheader={<ListSubheader sx={{ lineHeight: "32px" }}>{t("cloudDetails.picker.folders")}</ListSubheader>}
          >
            {folderList.map((folder) => (
              <ListItemButton
                key={folder.id}
                aria-label={t("cloudDetails.picker.openFolder", { name: folder.folderName })}
                onClick={() => setDirectory(folder.path)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <FolderOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={folder.folderName} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            ))}
          </List>
        ) : null}
        {fileList.length > 0 ? (
          <>
            <ListSubheader component="div" sx={{ lineHeight: "32px" }}>
              {t("cloudDetails.picker.files")}
            </ListSubheader>
            <List
              dense
              disablePadding
              role="listbox"
              aria-multiselectable={multiple}
              aria-label={t("cloudDetails.picker.files")}
            >
              {fileList.map((file) => {
                const allowed = selectable ? selectable(file) : true;
                const checked = isSelected(file);
                return (
                  <ListItemButton
                    key={file.id}
                    role="option"
                    aria-selected={checked}
                    aria-label={file.name}
                    disabled={!allowed}
                    title={allowed ? undefined : t("cloudDetails.picker.notSelectable")}
                    selected={checked}
                    onClick={() => toggle(file)}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {multiple ? (
                        <Checkbox
                          edge="start"
                          size="small"
                          checked={checked}
                          tabIndex={-1}
                          disableRipple
                          sx={{ p: 0 }}
                        />
                      ) : (
                        <InsertDriveFileOutlined fontSize="small" />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={file.name}
                      secondary={
                        searching ? `${file.directory} · ${formatFileSize(file.size)}` : formatFileSize(file.size)
                      }
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          </>
        ) : null}
        {files.hasNextPage ? (
          <Button fullWidth size="small" disabled={files.isFetchingNextPage} onClick={() => void files.fetchNextPage()}>
            {t("cloudDetails.picker.loadMore")}
          </Button>
        ) : null}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onClose}>{t("cloudDetails.picker.cancel")}</Button>
        <Button variant="contained" disabled={selected.length === 0} onClick={attach}>
          {selected.length > 0
            ? t("cloudDetails.picker.attachCount", { count: selected.length })
            : t("cloudDetails.picker.attach")}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The file picker popover (spec §2) used to attach existing files: a folder breadcrumb from `/`
 * of my drive (click a folder to go in, a crumb to jump back), folders then files (100 a page), a
 * search over every file the caller may see, one or many picked, Attach. Opening starts afresh.
 */
export function CloudFilePicker({ anchorEl, open, onClose, onPick, multiple = false, selectable }: PickerProps) {
  const titleId = useId();
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "top", horizontal: "left" }}
      transformOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{
        paper: { sx: { width: 400, maxWidth: "calc(100vw - 32px)" }, role: "dialog", "aria-labelledby": titleId },
      }}
    >
      {open ? (
        <PickerBody onClose={onClose} onPick={onPick} multiple={multiple} selectable={selectable} titleId={titleId} />
      ) : null}
    </Popover>
  );
}
