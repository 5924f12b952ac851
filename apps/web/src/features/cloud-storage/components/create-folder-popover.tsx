import { DEFAULT_FOLDER_NAME } from "@bearish/shared/cloud-storage/cloud-paths";
import CreateNewFolderOutlinedIcon from "@mui/icons-material/CreateNewFolderOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useCreateFolder } from "../hooks/use-cloud-mutations";

/**
 * The Create a new folder popover (spec §2, §5): the name is trimmed, an empty name is ignored (the
 * popover just closes), and it starts as "New Folder". The folder goes into `directory` of the drive
 * of `ownerId` (the caller's own when undefined).
 */
export function CreateFolderPopover({ directory, ownerId }: { directory: string; ownerId?: string | undefined }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [name, setName] = useState(DEFAULT_FOLDER_NAME);
  const createFolder = useCreateFolder();

  const open = (element: HTMLElement) => {
    setName(DEFAULT_FOLDER_NAME);
    setAnchor(element);
  };
  const close = () => setAnchor(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const folderName = name.trim();
    close();
    if (!folderName) return;
    createFolder.mutate(
      { folderName, directory, ...(ownerId ? { ownerId } : {}) },
      {
        onSuccess: () => showSnackbar(t("cloudStorage.newFolder.created"), { severity: "success" }),
        onError: (error) =>
          showSnackbar(t("cloudStorage.newFolder.failed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CreateNewFolderOutlinedIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => open(event.currentTarget)}
      >
        {t("cloudStorage.newFolder.action")}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ paper: { sx: { p: 2, width: 300 } } }}
      >
        <Box component="form" onSubmit={submit} aria-label={t("cloudStorage.newFolder.action")}>
          <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
            {t("cloudStorage.newFolder.action")}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t("cloudStorage.newFolder.label")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onFocus={(event) => event.target.select()}
          />
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 2 }}>
            <Button onClick={close}>{t("cloudStorage.newFolder.cancel")}</Button>
            <Button type="submit" variant="contained" disabled={createFolder.isPending}>
              {t("cloudStorage.newFolder.create")}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
